import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { TIME_ZONE } from '../../domain/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of a Reykjavik wall-clock date and time. */
export function reykjavikInstant(date: string, time: string): Date {
  return fromZonedTime(`${date}T${time}:00`, TIME_ZONE);
}

export function reykjavikDate(instant: Date): string {
  return formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd');
}

export function reykjavikTime(instant: Date): string {
  return formatInTimeZone(instant, TIME_ZONE, 'HH:mm');
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
