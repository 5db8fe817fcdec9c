// The night self-service pickup and return on a phone (390×844), in German and in Icelandic: a
// customer checked in online for a 01:00 pickup at the Keflavik key boxes sees the plate and, only
// inside the release window, the key-box code (the booking service's clock is set before and then
// inside the window: tests/e2e/clock-fixtures.ts), does the pickup and the return inspection on
// the phone, reads the return report as a page and as a PDF, and no longer gets the code once the
// car is back, every step in their language with no English left on the page.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../integration/booking/pdf-text.ts';
import { resetServiceClock, setServiceClock } from './clock-fixtures.ts';
import { carPhoto, pdfImageCount, VIEWS } from './inspection-fixtures.ts';
import { expect, type Page, test } from './page-ready.ts';
import { checkInByApi, mailSubjects, placeReservation } from './reservation-fixtures.ts';
import { bookingAdminToken } from './runtime-fixtures.ts';
import { host } from './shell-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const HOUR = 3_600_000;
const MINUTE = 60_000;
type Messages = Record<string, unknown>;
const catalogue = (locale: string): Messages =>
  JSON.parse(readFileSync(`web/messages/${locale}.json`, 'utf8')) as Messages;
const EN = catalogue('en');

/** A message by its dotted path, placeholders filled. */
function text(messages: Messages, path: string, values: Record<string, string | number> = {}): string {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Messages)?.[key], messages);
  if (typeof found !== 'string') throw new Error(`no message ${path}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/**
 * English texts of these namespaces that the page's language says otherwise: the parts between
 * placeholders, long enough not to be a shared word ("PDF", "km").
 */
function englishFragments(messages: Messages, namespaces: string[]): string[] {
  const out: string[] = [];
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === 'string') {
      if (en === other) return;
      for (const part of en.split(/\{[^}]*\}/)) {
        const fragment = part.trim();
        if (fragment.length >= 12) out.push(fragment);
      }
      return;
    }
    if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en)) walk(value, (other as Messages | undefined)?.[key]);
  };
  for (const namespace of namespaces) walk(EN[namespace], messages[namespace]);
  return out;
}

/** Words of English that no German or Icelandic page of ours has. */
const ENGLISH_WORDS =
  /\b(the|your|you|please|photos?|inspection|report|pickup|return|submit|take|download|mileage|fuel|damage|number plate|key-box)\b/i;

/** No English string on the page: none of the catalogue's, and none of the telltale words. */
async function expectNoEnglish(page: Page, messages: Messages, what: string, ignore: string[] = []) {
  let visible = await page.locator('body').innerText();
  // The brand's name is a name; references and plates are codes.
  for (const word of ['Vegur Car Rental', 'Vegur', ...ignore]) visible = visible.split(word).join(' ');
  const left = englishFragments(messages, ['inspection', 'reservation', 'checkin', 'nav', 'footer']).filter(
    (fragment) => visible.includes(fragment),
  );
  expect(left, `English texts on ${what}`).toEqual([]);
  const line = visible.split('\n').find((l) => ENGLISH_WORDS.test(l));
  expect(line ?? null, `an English word on ${what}`).toBeNull();
}

/** The first 01:00 (Iceland = UTC) at least 26 hours away: the key boxes' hours, bookable (24 h ahead). */
function nightPickup(now = new Date()): Date {
  const at = new Date(now.getTime() + 26 * HOUR);
  const night = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 1, 0));
  return night.getTime() >= at.getTime() ? night : new Date(night.getTime() + 24 * HOUR);
}

async function takeSixPhotos(page: Page, messages: Messages, stage: 'pickup' | 'return') {
  // The pickers listen only once hydrated: a file chosen earlier is lost.
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const progress = page.getByTestId('photo-progress');
  await expect(progress).toHaveText(text(messages, 'inspection.progress', { done: 0, total: 6 }));
  for (const [i, view] of VIEWS.entries()) {
    await page.getByTestId(`photo-${view}`).setInputFiles({
      name: `${view}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await carPhoto(view, stage),
    });
    await expect(progress).toHaveText(text(messages, 'inspection.progress', { done: i + 1, total: 6 }));
  }
}

async function inspect(page: Page, messages: Messages, stage: 'pickup' | 'return', km: number, fuel: string) {
  await page
    .getByTestId('reservation-inspection')
    .getByRole('link', {
      name: text(messages, `inspection.card.start.${stage}`),
    })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(messages, `inspection.title.${stage}`),
  );
  await takeSixPhotos(page, messages, stage);
  await page.getByLabel(text(messages, 'inspection.readings.mileage')).fill(String(km));
  await page.getByLabel(text(messages, 'inspection.readings.fuel')).selectOption(fuel);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoEnglish(page, messages, `the ${stage} inspection`);
  await page.getByRole('button', { name: text(messages, `inspection.submit.${stage}`) }).click();
}

const TRIALS = [
  {
    locale: 'de',
    name: 'German',
    pdf: ['Rückgabeprotokoll', 'Reservierung:', 'Gefahrene Strecke: 388 km', 'Tankdifferenz: -3/8'],
    mail: 'Rückgabeprotokoll für',
  },
  {
    locale: 'is',
    name: 'Icelandic',
    pdf: ['Skilaskýrsla', 'Bókun:', 'Ekin vegalengd: 388 km', 'Munur á eldsneyti: -3/8'],
    mail: 'Skilaskýrsla fyrir',
  },
] as const;

for (const trial of TRIALS) {
  test(`night self-service pickup and return on a phone in ${trial.name}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const messages = catalogue(trial.locale);
    const pickupAt = nightPickup();
    await resetServiceClock();
    try {
      const placed = await placeReservation(page, { pickupInHours: 0, pickupAt, locale: trial.locale });
      await checkInByApi(page);
      const staff = { authorization: `Bearer ${bookingAdminToken()}`, 'x-tenant': 'cars' };
      // Node does not resolve *.localhost: staff calls go to the bare address and name the brand.
      const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/functions/v1`;
      const code = `N${Date.now() % 1_000_000}`;
      expect(
        (
          await request.post(`${api}/staff/locations/kef/key-code`, { headers: staff, data: { code } })
        ).status(),
      ).toBe(200);
      const desk = await (
        await request.get(`${api}/staff/desk/reservations/${placed.id}`, { headers: staff })
      ).json();
      expect(desk).toMatchObject({ selfService: true, status: 'checked_in' });
      const unit = desk.unit as { id: number; plate: string };
      expect(
        (
          await request.post(`${api}/staff/desk/reservations/${placed.id}/unit`, {
            headers: staff,
            data: { unitId: unit.id },
          })
        ).status(),
      ).toBe(200);
      const vehicle = await page.evaluate(async () =>
        (await fetch('/functions/v1/reservation/vehicle')).json(),
      );
      const releaseAt = new Date(vehicle.vehicle.releaseAt as string);
      expect(releaseAt.getTime()).toBeLessThanOrEqual(pickupAt.getTime());

      // The evening before, outside the window: the plate, no code, when it comes.
      await setServiceClock(new Date(releaseAt.getTime() - 2 * HOUR));
      await page.goto(`${host('cars')}/${trial.locale}/reservation/`);
      const car = page.getByTestId('reservation-car');
      await expect(car.getByRole('heading')).toHaveText(text(messages, 'reservation.car.title'));
      await expect(car.getByTestId('car-plate')).toHaveText(unit.plate);
      await expect(car).toContainText(
        text(messages, 'reservation.car.codeNotYet', { time: '' }).trim().replace(/\.$/, ''),
      );
      await expect(car).toContainText(text(messages, 'reservation.car.codeNote'));
      await expect(car.getByTestId('car-key-code')).toHaveCount(0);
      expect(await page.content()).not.toContain(code);
      await expectNoEnglish(page, messages, 'the reservation before the release', [
        placed.reference,
        unit.plate,
      ]);

      // Inside the window, before the 01:00 pickup: the code.
      await setServiceClock(new Date(releaseAt.getTime() + 10 * MINUTE));
      await page.reload();
      await expect(car.getByTestId('car-key-code')).toHaveText(code);
      await expect(car).toContainText(text(messages, 'reservation.car.code'));
      await expectNoEnglish(page, messages, 'the reservation inside the release', [
        placed.reference,
        unit.plate,
        code,
      ]);

      await inspect(page, messages, 'pickup', 52_140, '8');
      await expect(page.getByTestId('inspection-done')).toBeVisible();
      await expectNoEnglish(page, messages, 'the pickup inspection submitted');

      // Two nights later, back at the key box half an hour before the booked return.
      await setServiceClock(new Date(Date.parse(placed.returnAt) - 30 * MINUTE));
      await page.goto(`${host('cars')}/${trial.locale}/reservation/`);
      // The code stays until the car is back: the key goes back into the box.
      await expect(car.getByTestId('car-key-code')).toHaveText(code);
      await inspect(page, messages, 'return', 52_528, '5');

      await expect(page).toHaveURL(new RegExp(`/${trial.locale}/reservation/inspection/report/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(messages, 'inspection.report.title'),
      );
      await expect(page.getByTestId('report-driven')).toHaveText('388 km');
      await expect(page.getByTestId('return-report').getByRole('img')).toHaveCount(12);
      await expectNoEnglish(page, messages, 'the return report', [placed.reference, unit.plate]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('report-pdf').click(),
      ]);
      const pdf = await readFile((await download.path()) as string);
      const pdfWords = await pdfText(pdf);
      for (const expected of trial.pdf) expect(pdfWords).toContain(expected);
      expect(pdfWords).toContain(placed.reference);
      expect(pdfWords).toContain(unit.plate);
      expect(pdfWords.replaceAll('Vegur Car Rental', '')).not.toMatch(ENGLISH_WORDS);
      expect(await pdfImageCount(pdf)).toBe(12);
      // The report's e-mail too, in the reservation's language (sent through the job queue).
      expect(await mailSubjects(placed.reference)).toContain(
        `${trial.mail} ${placed.reference} – Vegur Car Rental`,
      );

      // Back before the booked return: the return inspection ends the code's window, on the page
      // and in the service's answer; the plate stays, with when the car came back.
      await page.goto(`${host('cars')}/${trial.locale}/reservation/`);
      await expect(car.getByTestId('car-plate')).toHaveText(unit.plate);
      await expect(car.getByTestId('car-returned')).toContainText(
        text(messages, 'reservation.car.returned', { time: '' }).trim(),
      );
      await expect(car.getByTestId('car-key-code')).toHaveCount(0);
      expect(await page.content()).not.toContain(code);
      const after = await page.evaluate(async () =>
        (await fetch('/functions/v1/reservation/vehicle')).json(),
      );
      expect(after.vehicle).toMatchObject({ keyCodeState: 'returned', keyCode: null, plate: unit.plate });
      expect(JSON.stringify(after)).not.toContain(code);
      await expectNoEnglish(page, messages, 'the reservation after the return', [
        placed.reference,
        unit.plate,
      ]);
    } finally {
      await resetServiceClock();
    }
  });
}
