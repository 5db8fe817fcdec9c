/**
 * Server-side pieces every booking step needs: the exchange rates and the visitor's display
 * currency (so the first paint shows the final prices), the summary panel's texts, and dates
 * formatted in the page language.
 */
import {
  type Currency,
  dateTimeFormat,
  type ExchangeRates,
  intlLocale,
  isCurrency,
  type Locale,
  monthlyLength,
  PRICE_LINE_CODES,
  pickDisplayCurrency,
  preferredCurrencyKey,
  type Tenant,
} from '@domain';
import type { SummaryLabels } from '@web/features/booking/summary/SummaryPanel.tsx';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { TENANT_CONFIG } from '../tenants.ts';
import { booking } from './service.ts';

export async function loadRates(tenant: Tenant): Promise<ExchangeRates> {
  const result = await booking({ tenant }).exchangeRates();
  if (!result.ok) return { ISK: 1 };
  const rates: ExchangeRates = {};
  for (const [code, rate] of Object.entries(result.data.rates)) if (isCurrency(code)) rates[code] = rate;
  return rates;
}

/** The cookie the region dialog writes; brands without a currency picker show krónur. */
export async function displayCurrency(tenant: Tenant, locale: Locale): Promise<Currency> {
  if (!TENANT_CONFIG[tenant].features.currencyPicker) return 'ISK';
  const stored = (await cookies()).get(preferredCurrencyKey(tenant))?.value;
  return pickDisplayCurrency(locale, stored);
}

/** "Thu, 10 Dec 2026, 12:00" in the page language; the date is a calendar date (no zone shift). */
export function formatWhen(date: string, time: string | null, locale: Locale): string {
  const day = dateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return time ? `${day}, ${time}` : day;
}

/** The summary panel's texts; the lease brand delivers, so its rows read as the lease's start and end. */
export async function summaryLabels(locale: Locale, tenant?: Tenant): Promise<SummaryLabels> {
  const t = await getTranslations({ locale, namespace: 'booking.summary' });
  const lease = tenant !== undefined && TENANT_CONFIG[tenant].features.monthlyPrices;
  return {
    title: t('title'),
    vehicle: t('vehicle'),
    orSimilar: t('orSimilar'),
    guaranteed: t('guaranteed'),
    pickup: lease ? t('leaseStart') : t('pickup'),
    return: lease ? t('leaseEnd') : t('return'),
    duration: t('duration'),
    total: t('total'),
    dueNow: t('dueNow'),
    payAtPickup: t('payAtPickup'),
    charged: t('charged', { amount: '{amount}' }),
    showDetails: t('showDetails'),
    hideDetails: t('hideDetails'),
    invoice: t('invoice'),
    updating: t('updating'),
    selfService: t('selfService'),
    roadTaxInfo: t('roadTaxInfo'),
    roadTaxTitle: t('roadTaxTitle'),
    roadTaxText: t('roadTaxText'),
    close: t('close'),
    promo: t('promo', { code: '{code}', percent: '{percent}' }),
    perDay: t('perDay'),
    lines: Object.fromEntries(PRICE_LINE_CODES.map((code) => [code, t(`lines.${code}`)])),
    extraDrivers: t('extraDrivers'),
    extraDriversFree: t('extraDriversFree', { count: '{count}' }),
    extraDriversPaid: t('extraDriversPaid', { count: '{count}', amount: '{amount}' }),
  };
}

/**
 * "5 days"; the lease brand counts calendar months from the pickup date and the days after them,
 * by the rule the booking service prices with (`monthlyLength`).
 */
export async function durationText(
  locale: Locale,
  days: number,
  monthly: boolean,
  pickupDate: string,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'booking.summary' });
  const { months, days: rest } = monthly ? monthlyLength(pickupDate, days) : { months: 0, days };
  if (months === 0) return t('days', { count: days });
  return rest
    ? `${t('months', { count: months })}, ${t('days', { count: rest })}`
    : t('months', { count: months });
}
