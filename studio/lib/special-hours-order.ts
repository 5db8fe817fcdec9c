import { isValidDateString } from '../../domain/index.ts';

interface Dated {
  _key: string;
  date?: string | null;
}

/**
 * The special-hours list in date order, or `null` when it already is. Entries without a valid date
 * yet (one just added, a date being typed) stay where they are at the end, so an entry never
 * jumps away while its dialog is open without a date.
 */
export function specialHoursInDateOrder<T extends Dated>(items: readonly T[]): T[] | null {
  const dated = items.filter((item) => isValidDateString(item.date));
  const undated = items.filter((item) => !isValidDateString(item.date));
  const sorted = [...dated].sort((a, b) => (a.date as string).localeCompare(b.date as string));
  const next = [...sorted, ...undated];
  return next.every((item, index) => item._key === items[index]?._key) ? null : next;
}
