/** The details a customer edits after booking: the booker's contact and the arrival flight. */
export const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'flightNumber',
  'arrivalTime',
  'specialComments',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export const OPTIONAL_DETAILS: readonly DetailField[] = ['flightNumber', 'arrivalTime', 'specialComments'];
