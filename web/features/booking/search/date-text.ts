/**
 * Dates and counts as the panel shows them, in the page language. A calendar date is a date, not
 * an instant: Intl reads it as UTC midnight with `timeZone: 'UTC'` (Iceland's own zone is UTC all
 * year), so no visitor's zone can shift the day.
 */
import type { IsoDate } from '@domain/dates.ts';
import { dateTimeFormat, intlLocale } from '@domain/intl-formats.ts';
import type { Locale } from '@domain/locale.ts';

/** Calendar dates are UTC midnights here, so they are formatted in UTC. */
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
}

const utcDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/**
 * A date format as data: the order of its fields and the literals between them, with the names it
 * uses. Built on the server from its own Intl data and applied in the browser by `formatDate`, so
 * the text is the same in every browser (some ship without Icelandic date formats) and the first
 * client render matches the server's HTML.
 */
export type DatePart = { type: 'weekday' | 'day' | 'month' | 'year' } | { type: 'literal'; value: string };

export interface DateFormat {
  parts: DatePart[];
  /** January first, as the format writes them (e.g. "Dec", "des."). */
  monthNames: string[];
  /** Monday first. */
  weekdayNames: string[];
}

export interface DateFormats {
  /** "Thu 10 Dec": the date button and the summary. */
  short: DateFormat;
  /** "Thu, 10 Dec 2027": a date in another year. */
  shortWithYear: DateFormat;
  /** "Thursday 10 December 2026": each calendar day's accessible name. */
  full: DateFormat;
}

const FIELDS = new Set(['weekday', 'day', 'month', 'year']);

/** Server side: the format Intl uses for `options` in the page language. */
export function dateFormatFor(locale: Locale, options: Intl.DateTimeFormatOptions): DateFormat {
  const format = formatter(locale, options);
  const partOf = (date: Date, type: string) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  // 10 December 2026 (a Thursday): any date gives the same order and literals.
  const parts: DatePart[] = format
    .formatToParts(new Date(Date.UTC(2026, 11, 10)))
    .map((part) =>
      FIELDS.has(part.type)
        ? { type: part.type as 'weekday' | 'day' | 'month' | 'year' }
        : { type: 'literal', value: part.value },
    );
  return {
    parts,
    monthNames: options.month
      ? Array.from({ length: 12 }, (_, i) => partOf(new Date(Date.UTC(2026, i, 10)), 'month'))
      : [],
    // 1 June 2026 was a Monday.
    weekdayNames: options.weekday
      ? Array.from({ length: 7 }, (_, i) => partOf(new Date(Date.UTC(2026, 5, 1 + i)), 'weekday'))
      : [],
  };
}

export function dateFormatsFor(locale: Locale): DateFormats {
  return {
    short: dateFormatFor(locale, { weekday: 'short', day: 'numeric', month: 'short' }),
    shortWithYear: dateFormatFor(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
    full: dateFormatFor(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

/** Applies a format to a calendar date (no zone involved). */
export function formatDate(date: IsoDate, format: DateFormat): string {
  const [year = '', month = '1', day = '1'] = date.split('-');
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return format.parts
    .map((part) => {
      if (part.type === 'literal') return part.value;
      if (part.type === 'weekday') return format.weekdayNames[weekday] ?? '';
      if (part.type === 'day') return String(Number(day));
      if (part.type === 'month') return format.monthNames[Number(month) - 1] ?? month;
      return String(Number(year));
    })
    .join('');
}

/** "Thu 10 Dec", with the year when it is not today's year. */
export function shortDate(date: IsoDate, formats: DateFormats, today?: IsoDate): string {
  const withYear = today !== undefined && date.slice(0, 4) !== today.slice(0, 4);
  return formatDate(date, withYear ? formats.shortWithYear : formats.short);
}

/** Intl's own text, for checking the formats above (server and tests). */
export function intlDateText(date: IsoDate, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return formatter(locale, options).format(utcDate(date));
}

/** Month names January first, in the standalone form a calendar heading uses. */
export function monthNamesFor(locale: Locale): string[] {
  const format = formatter(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
}

/** Weekday names Monday first (2 June 2025 was a Monday). */
export function weekdayNamesFor(locale: Locale, width: 'long' | 'short'): string[] {
  const format = formatter(locale, { weekday: width });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2025, 5, 2 + i))));
}

/** Replaces `{name}` placeholders; unknown ones stay visible rather than vanish. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export interface CountTexts {
  /** e.g. "{count} day" */
  one: string;
  /** e.g. "{count} days" */
  other: string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** "1 day", "21 dagur" (Icelandic takes the singular after 21), "4 days". */
export function countText(count: number, locale: Locale, texts: CountTexts): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return fillTemplate(rules.select(count) === 'one' ? texts.one : texts.other, { count });
}
