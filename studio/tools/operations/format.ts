// How the tool writes times and money: Iceland's time, whatever the staff member's computer says.
import { formatPrice, TIME_ZONE } from '../../../domain/index.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const isk = (amount: number) => formatPrice(amount, 'ISK');
export const time = (iso: string) => timeFormat.format(new Date(iso));
export const dateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** Days from `from` to `to`, the last included; one day is named once. */
export const dayRange = (from: string, to?: string) => (to && to !== from ? `${from} – ${to}` : from);
