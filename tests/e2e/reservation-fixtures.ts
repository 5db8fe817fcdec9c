/**
 * Reservations placed at a chosen distance from now, so the overview's policy clocks (free
 * cancellation, changes, check-in) can be seen open and closed. Everything goes through the
 * browser, on the brand's own host, the way a customer's browser talks to the booking service:
 * the reservation session cookie ends up in the page's context.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { parseEml } from '../integration/booking/eml.ts';
import { payOnGateway, TEST_CARDS, TRAVELLER } from './booking-fixtures.ts';
import { host } from './shell-fixtures.ts';

const HOUR = 3_600_000;
/** KEF's desk opens 05:00 and closes 22:00 in low season (longer in high season): times inside need no key box. */
const EARLIEST = 6;
const LATEST = 21;

/**
 * The pickup nearest to `hours` from now on a half-hour slot between 06:00 and 21:00 Iceland time
 * (UTC), so the desk is staffed: at most nine hours away from the wish.
 */
export function pickupAround(hours: number, now = new Date()): Date {
  const slot = 30 * 60_000;
  const at = new Date(Math.ceil((now.getTime() + hours * HOUR) / slot) * slot);
  const hour = at.getUTCHours() + at.getUTCMinutes() / 60;
  if (hour < EARLIEST) at.setUTCHours(EARLIEST, 0, 0, 0);
  else if (hour > LATEST) {
    // Earlier the same evening if that keeps the pickup in the future, else the next morning.
    const evening = new Date(at);
    evening.setUTCHours(LATEST, 0, 0, 0);
    if (evening.getTime() > now.getTime() + HOUR) return evening;
    at.setUTCDate(at.getUTCDate() + 1);
    at.setUTCHours(EARLIEST, 0, 0, 0);
  }
  return at;
}

/** Classes with several units at KEF, cheapest first. */
const CLASSES = {
  cars: ['golf', 'aygo', 'yaris-hybrid', 'picanto-auto', 'ceed-wagon', 'duster-4x4', 'vitara-4x4'],
  campers: ['caddy-camper', 'dokker-camper', 'trafic-camper', 'california-4x4'],
} as const;

const day = (at: Date) => at.toISOString().slice(0, 10);
const time = (at: Date) => at.toISOString().slice(11, 16);

export interface Placed {
  id: string;
  reference: string;
  pickupAt: string;
  returnAt: string;
  total: number;
  dueNow: number;
  /** The e-mail's signed "Manage your reservation" link. */
  manageUrl: string | null;
}

export interface PlaceOptions {
  tenant?: 'cars' | 'campers';
  /** Hours from now to the pickup (see `pickupAround`). */
  pickupInHours: number;
  /** The pickup exactly (a night pickup at a key box); `pickupInHours` is then ignored. */
  pickupAt?: Date;
  days?: number;
  locale?: string;
  classId?: string;
  email?: string;
  lastName?: string;
}

/**
 * Books and pays what is due now, from the page's browser: the reservation session is then this
 * browser context's. Ends on the overview.
 */
export async function placeReservation(page: Page, options: PlaceOptions): Promise<Placed> {
  const tenant = options.tenant ?? 'cars';
  const pickup = options.pickupAt ?? pickupAround(options.pickupInHours);
  const back = new Date(pickup.getTime() + (options.days ?? (tenant === 'campers' ? 3 : 2)) * 24 * HOUR);
  const body = {
    classId: '',
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupDate: day(pickup),
    pickupTime: time(pickup),
    returnDate: day(back),
    returnTime: time(back),
    locale: options.locale ?? 'en',
    customer: {
      firstName: TRAVELLER.firstName,
      lastName: options.lastName ?? TRAVELLER.lastName,
      email: options.email ?? TRAVELLER.email,
      phone: TRAVELLER.phone,
      country: TRAVELLER.country,
    },
    mainDriver: { isCustomer: 'Yes' },
  };
  await page.goto(`${host(tenant)}/reservation/find/`);
  // Runs share the e2e database: when one class is booked out for these days, the next one serves.
  const classes = options.classId ? [options.classId] : CLASSES[tenant];
  let created = { status: 0, body: {} as { reservation?: Placed; code?: string } };
  for (const classId of classes) {
    created = await page.evaluate(
      async (payload) => {
        const response = await fetch('/functions/v1/reservations', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${crypto.randomUUID()}` },
          body: JSON.stringify(payload),
        });
        return { status: response.status, body: await response.json() };
      },
      { ...body, classId },
    );
    if (created.body.code !== 'vehicle_unavailable') break;
  }
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const reservation = created.body.reservation as Placed;
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
  const checkout = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${crypto.randomUUID()}` },
      // The gateway's page in English, whatever the booking's language (the fixture types English labels).
      body: JSON.stringify({ amount: 'due_now', returnUrl: '/reservation/', locale: 'en' }),
    });
    return (await response.json()) as { checkout: { redirectUrl: string } };
  });
  await page.goto(checkout.checkout.redirectUrl);
  await payOnGateway(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/reservation\/\?/);
  await expect(page.getByTestId('reservation-status')).toBeVisible();
  return reservation;
}

/** The test gateway's card page in any of its languages (by field id): card, expiry, CVC, Pay. */
export async function payOnGatewayPage(page: Page, card: string = TEST_CARDS.success): Promise<void> {
  await page.locator('#number').fill(card);
  const yy = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  await page.locator('#expiry').fill(`12/${yy}`);
  await page.locator('#cvc').fill('123');
  await page.locator('#pay').click();
}

/**
 * Completes online check-in through the booking service's API (details, two licence photos,
 * signature), as the check-in pages would: the reservation becomes `checked_in`.
 */
export async function checkInByApi(page: Page): Promise<void> {
  const result = await page.evaluate(async () => {
    const png = async (colour: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 24;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 40, 24);
      }
      return new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
    };
    const call = async (method: string, path: string, body?: BodyInit, type = 'application/json') => {
      const response = await fetch(`/functions/v1${path}`, {
        method,
        headers: body ? { 'content-type': type } : {},
        body,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    };
    const steps = [];
    steps.push(
      await call(
        'POST',
        '/reservation/checkin/details',
        JSON.stringify({
          mainDriver: {
            firstName: 'Anna',
            lastName: 'Jónsdóttir',
            dateOfBirth: '1988-04-12',
            licenseNumber: 'DE1234567',
            email: 'anna@example.com',
            phone: '+49 151 23456789',
            address: 'Hauptstraße 1',
            zipcode: '10115',
            city: 'Berlin',
            country: 'DE',
          },
        }),
      ),
    );
    steps.push(await call('PUT', '/reservation/checkin/licence/front', await png('#3366aa'), 'image/png'));
    steps.push(await call('PUT', '/reservation/checkin/licence/back', await png('#aa6633'), 'image/png'));
    const contract = await call('GET', '/reservation/checkin/contract');
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 60;
    const pen = canvas.getContext('2d');
    pen?.beginPath();
    pen?.moveTo(10, 40);
    pen?.lineTo(190, 20);
    pen?.stroke();
    steps.push(
      await call(
        'POST',
        '/reservation/checkin/signature',
        JSON.stringify({
          signerName: 'Anna Jónsdóttir',
          contractSha256: (contract.body as { sha256: string }).sha256,
          signature: canvas.toDataURL('image/png'),
        }),
      ),
    );
    return steps.map((s) => s.status);
  });
  expect(
    result.every((status) => status < 300),
    `check-in steps answered ${result.join(', ')}`,
  ).toBe(true);
}

const outbox = join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox');

/** The subjects of the e-mails written for a reference, oldest first. */
export async function mailSubjects(reference: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((name) => name.includes(`-${reference}-`))
    .sort();
  return Promise.all(
    files.map(async (file) => parseEml(await readFile(join(outbox, file), 'utf8')).headers.subject ?? ''),
  );
}

/** axe on the page as it is: no violations. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Next streams a dynamic page's metadata after its body (a title that never comes still fails
  // here): axe once ran between the two and reported a page without a title.
  await expect(page, `title of ${what}`).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}
