/**
 * Validation rules as plain functions: they return `true` or the message an editor sees, so
 * they can be unit tested without a Studio. Schema fields wrap them in `rule.custom`.
 */
import {
  daysInMonth,
  isValidDateString,
  LOCALES,
  type SpecialHoursDraft,
  TIME_OF_DAY,
  toIsoDate,
} from '../../domain/index.ts';

export type RuleResult = true | string;

const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ANCHOR_ID = /^[A-Za-z][\w-]*$/;

export function slugRule(value: string | undefined, options: { allowSlashes?: boolean } = {}): RuleResult {
  if (!value)
    return 'Add a slug: it is the last part of the page address. Use "Generate" to make one from the title.';
  if (value.startsWith('/') || value.endsWith('/'))
    return 'Leave out the slashes at the start and end: the site adds them.';
  const segments = options.allowSlashes ? value.split('/') : [value];
  if (!options.allowSlashes && value.includes('/'))
    return 'This page type sits at a fixed level of the address: use one word group without "/".';
  for (const segment of segments) {
    if (!SLUG_SEGMENT.test(segment))
      return `"${segment}" is not a valid address part: use lowercase letters a–z, digits and single hyphens (e.g. "summer-deals"), no spaces or accents.`;
  }
  return true;
}

const SPECIAL_LETTERS: Record<string, string> = { þ: 'th', ð: 'd', æ: 'ae', ß: 'ss', ø: 'o', œ: 'oe' };

/**
 * The "Generate" button's slug: Icelandic and other accented letters spelled in ASCII
 * ("Þórsmörk ferðir" → "thorsmork-ferdir"), so generated slugs pass `slugRule`.
 */
export function toSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[þðæßøœ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/, '');
}

export function timeRule(value: string | null | undefined): RuleResult {
  if (value === undefined || value === null || value === '') return true;
  return TIME_OF_DAY.test(value) ? true : 'Enter the time as HH:MM on a 24-hour clock, e.g. 08:00 or 18:30.';
}

export interface HoursRangeValue {
  is24Hours?: boolean | null;
  from?: string | null;
  to?: string | null;
}

/** An empty range means closed, which is allowed; a half-filled one is a mistake. */
export function hoursRangeRule(value: HoursRangeValue | null | undefined): RuleResult {
  if (!value || value.is24Hours) return true;
  const { from, to } = value;
  if (!from && !to) return true;
  if (!from) return 'Add the opening time, or clear the closing time to mark the day as closed.';
  if (!to) return 'Add the closing time, or clear the opening time to mark the day as closed.';
  const fromOk = timeRule(from);
  if (fromOk !== true) return fromOk;
  const toOk = timeRule(to);
  if (toOk !== true) return toOk;
  if (from === to)
    return 'Opening and closing time are the same: use "Open 24 hours" or leave the day empty.';
  return true;
}

/** Staffed hours end on the day they start: an overnight range is almost always a typo. */
export function openingHoursRangeRule(value: HoursRangeValue | null | undefined): RuleResult {
  const basic = hoursRangeRule(value);
  if (basic !== true) return basic;
  if (value && !value.is24Hours && value.from && value.to && value.to < value.from)
    return `Closes (${value.to}) before it opens (${value.from}). Opening hours cannot run past midnight; use "Open 24 hours" instead.`;
  return true;
}

export interface MonthDayValue {
  month?: number | null;
  day?: number | null;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? `month ${month}`;
}

export function monthDayRule(value: MonthDayValue | null | undefined): RuleResult {
  if (!value || value.month == null || value.day == null) return 'Pick both a month and a day.';
  const { month, day } = value;
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'The month must be 1 to 12.';
  // A leap year, so that 29 February stays valid; the domain clamps it in common years.
  const max = daysInMonth(2024, month);
  if (!Number.isInteger(day) || day < 1 || day > max)
    return `${monthName(month)} has ${max} days: pick a day from 1 to ${max}.`;
  return true;
}

/** A special-hours entry as the Studio holds it while an editor fills it in. */
export type SpecialHoursValue = SpecialHoursDraft;

export function specialHoursRule(value: SpecialHoursValue | null | undefined): RuleResult {
  if (!value) return true;
  if (!value.date || !isValidDateString(value.date)) return 'Pick the date these hours apply to.';
  if (!value.open) return true;
  if (!value.from && !value.to) return true;
  return openingHoursRangeRule({ from: value.from, to: value.to });
}

function specialHoursLabel(entry: SpecialHoursValue): string {
  if (!entry.open) return 'closed';
  return entry.from && entry.to ? `${entry.from}–${entry.to}` : 'usual hours';
}

/**
 * Special hours may not overlap: each entry is one whole day, so two entries for the same date
 * (whatever their hours) overlap, and the site and the booking service would silently apply only
 * the first. Dates given with a time count by their day in Iceland, as the domain reads them.
 */
export function duplicateSpecialDates(list: readonly SpecialHoursValue[] | null | undefined): RuleResult {
  const seen = new Map<string, { index: number; entry: SpecialHoursValue }>();
  for (const [index, entry] of (list ?? []).entries()) {
    if (!entry?.date || !isValidDateString(entry.date.slice(0, 10))) continue;
    const date = toIsoDate(entry.date);
    const first = seen.get(date);
    if (first) {
      const hours = [specialHoursLabel(first.entry), specialHoursLabel(entry)];
      return (
        `Special hours overlap: ${date} is listed twice (entries ${first.index + 1} and ${index + 1}: ` +
        `${hours[0]} and ${hours[1]}). Keep one entry per date: remove one of them or merge their hours.`
      );
    }
    seen.set(date, { index, entry });
  }
  return true;
}

export interface LinkValue {
  type?: 'external' | 'internal' | null;
  internalType?: 'page' | 'relative' | 'anchor' | null;
  external?: string | null;
  internal?: { _ref?: string } | null;
  relative?: string | null;
  anchorId?: string | null;
  blank?: boolean | null;
}

/**
 * An internal link without a resolvable target and an anchor without an id
 * render nothing on the site, so the Studio refuses them instead of letting a button vanish.
 */
export function linkRule(value: LinkValue | null | undefined): RuleResult {
  if (!value) return true;
  if (!value.type) return 'Choose whether the link goes to another website or to a page of this site.';
  if (value.type === 'external') {
    if (!value.external) return 'Add the web address (https://…), or the link will not be shown.';
    if (!/^(https?:\/\/|mailto:|tel:)/.test(value.external))
      return 'Web addresses start with https://, http://, mailto: or tel:. For pages of this site choose "Internal".';
    return true;
  }
  switch (value.internalType) {
    case 'page':
      return value.internal?._ref ? true : 'Pick the page to link to, or the link will not be shown.';
    case 'relative': {
      const path = value.relative ?? '';
      if (!path) return 'Add the path, e.g. /book/vehicles/, or the link will not be shown.';
      if (!path.startsWith('/')) return 'A path starts with "/", e.g. /book/vehicles/.';
      if (/^\/\//.test(path) || /\s/.test(path))
        return 'A path has no spaces and does not start with "//". For other websites choose "External".';
      return true;
    }
    case 'anchor': {
      const id = value.anchorId ?? '';
      if (!id) return 'Add the anchor id (the part after #), or the link will not be shown.';
      if (id.startsWith('#')) return 'Leave out the "#": enter only the id, e.g. opening-hours.';
      if (!ANCHOR_ID.test(id))
        return 'An anchor id starts with a letter and has no spaces, e.g. opening-hours.';
      return true;
    }
    default:
      return 'Choose the kind of internal link: a page, a path on this site, or an anchor on this page.';
  }
}

export type LocalizedValue = Partial<Record<(typeof LOCALES)[number], string | null>> | null | undefined;

/** English is the fallback of every language, so it must be there. */
export function englishRequiredRule(value: LocalizedValue): RuleResult {
  if (!value?.en?.trim()) return 'Add the English text: every other language falls back to it.';
  return true;
}

export function missingLocales(value: LocalizedValue): string[] {
  return LOCALES.filter((locale) => !value?.[locale]?.trim());
}

export function tableRule(
  rows: readonly { cells?: readonly string[] | null }[] | null | undefined,
): RuleResult {
  if (!rows || rows.length === 0) return 'Add at least one row.';
  const widths = rows.map((row) => row.cells?.length ?? 0);
  const first = widths[0] ?? 0;
  if (first === 0) return 'The first row has no cells: add at least one.';
  const bad = widths.findIndex((width) => width !== first);
  if (bad >= 0)
    return `Row ${bad + 1} has ${widths[bad]} cells but row 1 has ${first}: give every row the same number of cells.`;
  return true;
}

const VIDEO_HOSTS =
  /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/shorts\/|vimeo\.com\/\d)/;

export function videoUrlRule(value: string | null | undefined): RuleResult {
  if (!value) return 'Paste the address of a YouTube or Vimeo video.';
  return VIDEO_HOSTS.test(value)
    ? true
    : 'Only YouTube and Vimeo videos can be shown: paste the address from the browser, e.g. https://www.youtube.com/watch?v=…';
}

export interface PromotionDateValue {
  date?: string | null;
  time?: string | null;
}

export function validDatesRule(
  value: { from?: PromotionDateValue | null; to?: PromotionDateValue | null } | null | undefined,
): RuleResult {
  if (!value?.from?.date) return 'Pick the date the promotion starts.';
  if (!value.to?.date) return 'Pick the date the promotion ends.';
  const from = `${value.from.date}T${value.from.time || '00:00'}`;
  const to = `${value.to.date}T${value.to.time || '23:59'}`;
  if (to <= from) return 'The promotion ends before it starts: check the end date and time.';
  return true;
}

export function uniqueTenantsRule(
  list: readonly { tenant?: string | null }[] | null | undefined,
): RuleResult {
  const seen = new Set<string>();
  for (const entry of list ?? []) {
    if (!entry?.tenant) return 'Pick the brand for every row.';
    if (seen.has(entry.tenant))
      return `The brand "${entry.tenant}" is listed twice: keep one primary category per brand.`;
    seen.add(entry.tenant);
  }
  return true;
}
