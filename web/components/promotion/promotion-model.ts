import {
  dateTimeFormat,
  fillPlaceholders,
  hasPromotion,
  type Locale,
  numberFormat,
  type PromotionSettings,
  type PromotionWindow,
  promotionWindow,
  type Tenant,
  TIME_ZONE,
} from '@domain';
import type { ImageWithAlt, PROMOTION_SETTINGS_QUERY_RESULT } from '../../sanity.types.ts';

export interface CountdownUnits {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

/** What the promotion banner and popup need, texts already filled in. */
export interface PromotionModel {
  tenant: Tenant;
  /** The validity window as instants: the client decides validity by its own clock. */
  window: PromotionWindow;
  code: string;
  percentage: string | null;
  expiryDate: string;
  banner: string;
  title: string | null;
  text: string | null;
  note: string | null;
  buttonText: string;
  units: CountdownUnits;
  image: ImageWithAlt | null;
}

/** The discount as the page's language writes a percentage ("15%", "15 %"). */
export function formatPercentage(discount: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(discount / 100);
}

/** The promotion's last day in Iceland, written out in the page's language. */
export function formatExpiry(endsAt: number, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(endsAt - 1));
}

/**
 * Builds the promotion for a page, or `null` when there is none to mount: not a promotion brand
 * (lease), no template or code, broken dates, or already over. A promotion that
 * starts later is mounted and appears by itself when its window opens.
 */
export function promotionModel(
  raw: PROMOTION_SETTINGS_QUERY_RESULT | null | undefined,
  options: {
    tenant: Tenant;
    locale: Locale;
    now: number;
    fallback: { buttonText: string } & CountdownUnits;
  },
): PromotionModel | null {
  const { tenant, locale, now, fallback } = options;
  if (!hasPromotion(tenant) || !raw?.template) return null;
  const code = raw.template.promoCode?.trim();
  if (!code) return null;
  const settings: PromotionSettings = {
    promoCode: code,
    validDates: {
      from: raw.validDates?.from?.date
        ? { date: raw.validDates.from.date, time: raw.validDates.from.time }
        : null,
      to: raw.validDates?.to?.date ? { date: raw.validDates.to.date, time: raw.validDates.to.time } : null,
    },
  };
  const window = promotionWindow(settings);
  const { startsAt, endsAt } = window;
  if (startsAt === null || endsAt === null || endsAt <= startsAt || endsAt <= now) return null;
  const percentage =
    typeof raw.template.discount === 'number' ? formatPercentage(raw.template.discount, locale) : null;
  const expiryDate = formatExpiry(endsAt, locale);
  const values = { promoCode: code, percentage, expiryDate };
  const fill = (text: string | null | undefined) => (text?.trim() ? fillPlaceholders(text, values) : null);
  const title = fill(raw.template.title);
  return {
    tenant,
    window,
    code,
    percentage,
    expiryDate,
    banner: fill(raw.template.banner) ?? title ?? code,
    title,
    text: fill(raw.template.text),
    note: fill(raw.template.note),
    buttonText: raw.labels.buttonText?.trim() || fallback.buttonText,
    units: {
      days: raw.labels.days?.trim() || fallback.days,
      hours: raw.labels.hours?.trim() || fallback.hours,
      minutes: raw.labels.minutes?.trim() || fallback.minutes,
      seconds: raw.labels.seconds?.trim() || fallback.seconds,
    },
    image: raw.template.image?.asset ? raw.template.image : null,
  };
}
