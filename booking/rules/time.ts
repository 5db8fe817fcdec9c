import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { TIME_ZONE } from '../../domain/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of a Reykjavik wall-clock date and time. */
export function reykjavikInstant(date: string, time: string): Date {
  return fromZonedTime(`${date}T${time}:00`, TIME_ZONE);
}

// Searches format a dozen instants each; date-fns-tz re-tokenises every call, a reused Intl
// formatter is an order of magnitude cheaper. en-CA prints dates as YYYY-MM-DD.
const DATE_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function reykjavikDate(instant: Date): string {
  const text = DATE_FORMAT.format(instant);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd');
}

export function reykjavikTime(instant: Date): string {
  const text = TIME_FORMAT.format(instant);
  return /^\d{2}:\d{2}$/.test(text) ? text : formatInTimeZone(instant, TIME_ZONE, 'HH:mm');
}

/** The Reykjavik date on which each charged 24-hour rental day starts. */
export function rentalDates(pickupAt: Date, days: number): string[] {
  const dates: string[] = [];
  for (let i = 0; i < days; i++) dates.push(reykjavikDate(new Date(pickupAt.getTime() + i * DAY_MS)));
  return dates;
}

export function hoursBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 3_600_000;
}
