import type { Locator, Page } from '@playwright/test';
import { isoDaysAhead, vehiclesLink } from './booking-fixtures.ts';

/**
 * A rental of `days` days starting on the first `month`/`day` at least two weeks ahead, so that it
 * lies wholly in one season of the cars brand (high season 1 June – 31 August in the seed).
 */
export function rentalOn(
  month: number,
  day: number,
  days: number,
): { pickupDate: string; returnDate: string } {
  const soonest = isoDaysAhead(14);
  const year = Number(soonest.slice(0, 4));
  const pad = (n: number) => String(n).padStart(2, '0');
  let pickup = `${year}-${pad(month)}-${pad(day)}`;
  if (pickup < soonest) pickup = `${year + 1}-${pad(month)}-${pad(day)}`;
  const end = new Date(`${pickup}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days);
  return { pickupDate: pickup, returnDate: end.toISOString().slice(0, 10) };
}

export const HIGH_SEASON_WEEK = () => rentalOn(7, 6, 7);
export const LOW_SEASON_WEEK = () => rentalOn(2, 3, 7);

/** The Vehicles step in Icelandic (prices in krónur without a currency choice), Keflavik to Keflavik. */
export function vehiclesStepIs(dates: { pickupDate: string; returnDate: string }, origin = ''): string {
  return `${origin}${vehiclesLink({ pickupLocation: 'kef', locale: 'is', ...dates })}`;
}

/** The per-day price a class's card on the Vehicles step shows, e.g. "13.700 kr". */
export function perDayPrice(page: Page, name: string): Locator {
  return page.locator('li[data-vehicle]').filter({ hasText: name }).first().locator('p strong').first();
}
