import type { Locator, Page } from '@playwright/test';

/** A calendar date `days` after today in Iceland (UTC all year), as `YYYY-MM-DD`. */
export function isoDaysAhead(days: number, from = new Date()): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

/** The first date at or after `days` ahead that falls on the weekday (0 Sunday … 6 Saturday). */
export function nextWeekday(days: number, weekday: number): string {
  for (let extra = 0; extra < 7; extra++) {
    const iso = isoDaysAhead(days + extra);
    if (new Date(`${iso}T00:00:00Z`).getUTCDay() === weekday) return iso;
  }
  throw new Error('unreachable');
}

export interface SearchLink {
  pickupLocation: string;
  returnLocation?: string;
  pickupDate: string;
  returnDate: string;
  pickupTime?: string;
  returnTime?: string;
  coupon?: string;
  locale?: string;
}

/** The Vehicles step's deep link (the format campaigns and affiliates use). */
export function vehiclesLink(search: SearchLink): string {
  const query = new URLSearchParams({
    pickupLocation: search.pickupLocation,
    returnLocation: search.returnLocation ?? search.pickupLocation,
    pickupDate: search.pickupDate,
    pickupTime: search.pickupTime ?? '12:00',
    returnDate: search.returnDate,
    returnTime: search.returnTime ?? '12:00',
  });
  if (search.coupon) query.set('coupon', search.coupon);
  const prefix = search.locale && search.locale !== 'en' ? `/${search.locale}` : '';
  return `${prefix}/book/vehicles/?${query}`;
}

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/**
 * Counts interactions the way the bar does: clicks or key entries into distinct controls.
 * Every action goes through here, so the count is exact and a test can assert it.
 */
export class Interactions {
  private readonly controls = new Set<string>();
  private actions = 0;

  private async note(locator: Locator, name: string) {
    this.actions++;
    // A control is identified by its role, accessible name and position on its page.
    const key = await locator.evaluate(
      (el, label) =>
        `${location.pathname}|${label}|${el.tagName}|${el.getAttribute('name') ?? ''}|${el.getAttribute('data-date') ?? ''}`,
      name,
    );
    this.controls.add(key);
  }

  async click(locator: Locator, name = 'click') {
    await this.note(locator, name);
    await locator.click();
  }

  async fill(locator: Locator, value: string, name = 'fill') {
    await this.note(locator, name);
    await locator.fill(value);
  }

  async select(locator: Locator, value: string, name = 'select') {
    await this.note(locator, name);
    await locator.selectOption(value);
  }

  async check(locator: Locator, name = 'check') {
    await this.note(locator, name);
    await locator.check();
  }

  /** A key pressed in a control already counted (Enter to submit the form it belongs to). */
  async press(locator: Locator, key: string) {
    this.actions++;
    await locator.press(key);
  }

  get count(): number {
    return this.controls.size;
  }

  get total(): number {
    return this.actions;
  }
}

export interface Traveller {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country?: string;
  dateOfBirth: string;
}

export const TRAVELLER: Traveller = {
  firstName: 'Anna',
  lastName: 'Jónsdóttir',
  email: 'anna@example.com',
  phone: '+49 151 23456789',
  country: 'DE',
  dateOfBirth: '1988-04-12',
};

/** The Details step's booker fields, by their English labels. */
export async function fillBooker(page: Page, who: Traveller = TRAVELLER): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(who.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(who.lastName);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone number', { exact: true }).fill(who.phone);
  if (who.country) await page.getByLabel('Country', { exact: true }).selectOption(who.country);
  await page.getByLabel('Date of birth', { exact: true }).fill(who.dateOfBirth);
}

/** The test gateway's hosted card page: card, expiry a year ahead, CVC, Pay. */
export async function payOnGateway(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  const expiry = new Date();
  const yy = String((expiry.getUTCFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel('Expiry').fill(`12/${yy}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** Holidays change opening hours (seeded special hours: Christmas, New Year, Easter, 17 June). */
function isHolidaySeason(iso: string): boolean {
  const md = iso.slice(5);
  return md >= '12-20' || md <= '01-02' || (md >= '03-19' && md <= '04-30') || md === '06-17';
}

/**
 * A rental of `length` days starting at least `days` ahead, on ordinary weekdays away from
 * holidays (every seeded desk is open then), optionally on a given weekday (0 Sunday … 6 Saturday).
 */
export function ordinaryDates(
  days: number,
  length: number,
  weekday?: number,
): { pickupDate: string; returnDate: string } {
  for (let offset = days; offset < days + 400; offset++) {
    const pickupDate = isoDaysAhead(offset);
    const pickupDay = new Date(`${pickupDate}T00:00:00Z`).getUTCDay();
    if (weekday === undefined ? pickupDay === 0 || pickupDay === 6 : pickupDay !== weekday) continue;
    const returnDate = isoDaysAhead(offset + length);
    const returnDay = new Date(`${returnDate}T00:00:00Z`).getUTCDay();
    if (returnDay === 0 || returnDay === 6) continue;
    if (isHolidaySeason(pickupDate) || isHolidaySeason(returnDate)) continue;
    return { pickupDate, returnDate };
  }
  throw new Error('no ordinary dates found');
}
