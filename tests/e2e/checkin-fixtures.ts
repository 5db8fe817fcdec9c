import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { type ParsedMail, parseEml } from '../integration/booking/eml.ts';
import { expectAccessible } from './axe.ts';
import { isoDaysAhead, payOnGateway, TEST_CARDS } from './booking-fixtures.ts';
import { host } from './shell-fixtures.ts';

/** No axe violations on the settled page. */
export const expectAxeClean = (page: Page): Promise<void> => expectAccessible(page);

/** A camera-sized licence photo (3000 × 2000 JPEG with some detail), so the browser has to shrink it. */
export async function licencePhoto(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <rect width="3000" height="2000" fill="#d9e7f5"/>
    <rect x="120" y="120" width="700" height="900" fill="#8aa"/>
    <text x="950" y="400" font-size="180" font-family="sans-serif">${label}</text>
    <text x="950" y="700" font-size="120" font-family="sans-serif">IS1234567</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).toBuffer();
}

export interface Booked {
  id: string;
  reference: string;
}

/**
 * Books a reservation from inside the brand's site (the browser keeps the service's session cookie,
 * as after the booking flow) and pays what is due on the test gateway's hosted page. Trying the
 * brand's classes in catalogue order finds one free on the dates.
 */
export async function bookAndPay(
  page: Page,
  tenant: string,
  options: {
    days?: number;
    /** Rental length in days (the lease brand rents for a month at least). */
    length?: number;
    /** Pickup and return location (default Keflavik; the lease fleet stands in Reykjavik). */
    location?: string;
    pickupTime?: string;
    locale?: string;
    firstName?: string;
    extraDrivers?: { firstName: string; lastName: string }[];
  } = {},
): Promise<Booked> {
  await page.goto(`${host(tenant)}/reservation/find/`);
  const days = options.days ?? 3;
  // A day the location is closed (the lease office on a low-season Sunday) or a class booked out
  // by other runs moves the pickup one day on, at most three times: tests read no weekday.
  let created: Booked | null = null;
  const refusals: string[] = [];
  for (let shift = 0; shift < 4 && !created; shift++) {
    const attempt = await tryBooking(page, tenant, options, days + shift);
    created = attempt.booked;
    refusals.push(...attempt.refusals);
  }
  expect(created, `a vehicle class is free on the dates (refused: ${refusals.join(', ')})`).not.toBeNull();
  const checkout = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${crypto.randomUUID()}` },
      // The gateway's page in English, so the shared gateway walker reads its labels.
      body: JSON.stringify({ amount: 'due_now', returnUrl: '/reservation/checkin/start/', locale: 'en' }),
    });
    return ((await response.json()) as { checkout: { redirectUrl: string } }).checkout.redirectUrl;
  });
  await page.goto(checkout);
  await payOnGateway(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/reservation\/checkin\/start\//);
  return created as Booked;
}

type BookingOptions = NonNullable<Parameters<typeof bookAndPay>[2]>;

/** One try at booking a class of the brand from `days` ahead; the refusals say why none was booked. */
async function tryBooking(
  page: Page,
  tenant: string,
  options: BookingOptions,
  days: number,
): Promise<{ booked: Booked | null; refusals: string[] }> {
  return page.evaluate(
    async ({ tenant, where, pickupDate, returnDate, pickupTime, locale, firstName, extraDrivers }) => {
      const refusals: string[] = [];
      const catalogue = (await (await fetch('/functions/v1/catalogue')).json()) as {
        vehicles: { id: string }[];
        locations: { id: string }[];
      };
      const location = catalogue.locations.find((l) => l.id === where)?.id ?? catalogue.locations[0]?.id;
      for (const vehicle of catalogue.vehicles) {
        const response = await fetch('/functions/v1/reservations', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${crypto.randomUUID()}` },
          body: JSON.stringify({
            classId: vehicle.id,
            pickupLocationId: location,
            returnLocationId: location,
            pickupDate,
            returnDate,
            pickupTime,
            returnTime: '12:00',
            customer: {
              firstName,
              lastName: 'Jónsdóttir',
              email: `${firstName.toLowerCase()}@example.com`,
              phone: '5551234',
              country: 'IS',
            },
            mainDriver: { isCustomer: 'Yes' },
            // No birth dates and no kennitala, as partner channels book: check-in asks for them.
            extraDrivers,
            // The lease brand asks when and where to deliver the vehicle.
            ...(location && tenant === 'lease'
              ? {
                  lease: {
                    leaseStartDate: pickupDate,
                    leaseEndDate: returnDate,
                    deliveryTime: pickupTime,
                    deliveryLocation: 'Laugavegur 1, 101 Reykjavík',
                  },
                }
              : {}),
            locale,
          }),
        });
        const body = (await response.json()) as { reservation?: Booked; code?: string };
        if (response.status === 201 && body.reservation)
          return { booked: { id: body.reservation.id, reference: body.reservation.reference }, refusals };
        refusals.push(`${pickupDate} ${vehicle.id}: ${body.code ?? response.status}`);
      }
      return { booked: null, refusals };
    },
    {
      tenant,
      where: options.location ?? 'kef',
      pickupDate: isoDaysAhead(days),
      returnDate: isoDaysAhead(days + (options.length ?? 3)),
      pickupTime: options.pickupTime ?? '12:00',
      locale: options.locale ?? 'en',
      firstName: options.firstName ?? 'Anna',
      extraDrivers: options.extraDrivers ?? [],
    },
  );
}

/** Draws a signature with touch on the pad (Chromium turns touches into pointer events). */
export async function drawWithTouch(page: Page, testId = 'signature-pad'): Promise<void> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error('no signature pad');
  const cdp = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => [{ x: box.x + box.width * fx, y: box.y + box.height * fy }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.1, 0.6) });
  for (let i = 1; i <= 20; i++) {
    const fx = 0.1 + i * 0.04;
    const fy = 0.6 - Math.sin(i / 2) * 0.3;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fx, fy) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Draws with the mouse (a pen or mouse pointer). */
export async function drawWithMouse(page: Page, testId = 'signature-pad'): Promise<void> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 15; i++)
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.04), box.y + box.height * (0.6 - (i % 3) * 0.1));
  await page.mouse.up();
}

/** The text drawn on a PDF's pages (standard-font hex strings decoded) and its image XObjects. */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string; images: number }> {
  const pdf = await PDFDocument.load(bytes);
  let text = '';
  let images = 0;
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of raw.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        text += `${Buffer.from(match[1] ?? '', 'hex').toString('latin1')}\n`;
      for (const match of raw.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) text += `${match[1]}\n`;
    }
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, value] of xobjects?.entries() ?? []) {
      const object = value instanceof PDFRef ? pdf.context.lookup(value) : value;
      if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
        images++;
    }
  }
  return { text, images };
}

/** The test gateway's hosted card page in German. */
export async function payOnGatewayDe(page: Page, card: string = TEST_CARDS.success): Promise<void> {
  await page.getByLabel('Kartennummer').fill(card);
  const yy = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel('Gültig bis').fill(`12/${yy}`);
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
}

/** The completed check-in e-mail of a reservation from the e2e server's outbox (waits for it). */
export async function checkInMail(reference: string): Promise<ParsedMail & { raw: string }> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox');
  for (let attempt = 0; attempt < 20; attempt++) {
    const file = (await readdir(outbox).catch(() => [] as string[])).find((n) =>
      n.includes(`-${reference}-checkin-`),
    );
    if (file) {
      const raw = await readFile(join(outbox, file), 'utf8');
      return { ...parseEml(raw), raw };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no check-in e-mail for ${reference} in ${outbox}`);
}
