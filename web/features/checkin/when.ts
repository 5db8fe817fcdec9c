import { dateTimeFormat, intlLocale, type Locale, TIME_ZONE } from '@domain';

/** "Thursday 10 December, 12:00" in Iceland time: when check-in opens, when the car is picked up. */
export function checkInWhen(at: string | Date, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(at));
}
