// The car inspection on a phone (390×844), in German: a customer checked in online does the pickup
// inspection with six camera photos and a marked scratch, later the return inspection, and gets
// the return report as a page, a PDF (text and images checked) and an e-mail. The windows
// themselves are proven against a fixed clock in tests/integration/booking/inspection.test.ts;
// here the pickup is placed a couple of hours ahead, inside the pickup window.
import { readFile } from 'node:fs/promises';
import { pdfText } from '../integration/booking/pdf-text.ts';
import { expectAxeClean } from './checkin-fixtures.ts';
import { carPhoto, inspectByApi, pdfImageCount, VIEWS } from './inspection-fixtures.ts';
import { expect, type Page, test } from './page-ready.ts';
import { checkInByApi, mailSubjects, placeReservation } from './reservation-fixtures.ts';
import { bookingAdminToken } from './runtime-fixtures.ts';
import { host } from './shell-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function takeSixPhotos(page: Page, stage: 'pickup' | 'return') {
  // The pickers listen only once hydrated: a file chosen earlier is lost.
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const progress = page.getByTestId('photo-progress');
  await expect(progress).toHaveText('0 von 6 Fotos gemacht');
  for (const [i, view] of VIEWS.entries()) {
    const input = page.getByTestId(`photo-${view}`);
    await expect(input).toHaveAttribute('capture', 'environment');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await input.setInputFiles({
      name: `${view}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await carPhoto(view, stage),
    });
    await expect(page.locator(`[data-view="${view}"]`)).toHaveAttribute('data-taken', 'true');
    await expect(progress).toHaveText(`${i + 1} von 6 Fotos gemacht`);
  }
}

test('a checked-in customer inspects the car at pickup and at return and gets the report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const placed = await placeReservation(page, { pickupInHours: 2, locale: 'de' });
  await checkInByApi(page);
  // Staff fix the unit, so the report names the plate.
  const staff = { authorization: `Bearer ${bookingAdminToken()}`, 'x-tenant': 'cars' };
  const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/functions/v1`;
  const held = (
    await (await request.get(`${api}/staff/desk/reservations/${placed.id}`, { headers: staff })).json()
  ).unit as { id: number; plate: string };
  expect(
    (
      await request.post(`${api}/staff/desk/reservations/${placed.id}/unit`, {
        headers: staff,
        data: { unitId: held.id },
      })
    ).status(),
  ).toBe(200);

  // The overview offers the pickup inspection.
  await page.goto(`${host('cars')}/de/reservation/`);
  const card = page.getByTestId('reservation-inspection');
  await expect(card).toContainText('Fahrzeugkontrolle');
  await card.getByRole('link', { name: 'Abholkontrolle starten' }).click();
  await expect(page).toHaveURL(/\/de\/reservation\/inspection\/pickup\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abholkontrolle');
  await expect(page.getByTestId('inspection-reference')).toHaveText(placed.reference);

  await takeSixPhotos(page, 'pickup');
  await page.getByLabel('Kilometerstand (km)').fill('41250');
  await page.getByLabel('Tankfüllung').selectOption({ label: 'Voll (8/8)' });
  // A scratch marked by a tap on the outline…
  const outline = page.getByRole('application', { name: /Auto von oben/ });
  await outline.scrollIntoViewIfNeeded();
  const box = await outline.boundingBox();
  expect(box).not.toBeNull();
  await page.touchscreen.tap(
    (box?.x ?? 0) + (box?.width ?? 0) * 0.3,
    (box?.y ?? 0) + (box?.height ?? 0) * 0.15,
  );
  await expect(page.getByLabel('Was ist bei Markierung 1?')).toBeFocused();
  await page.getByLabel('Was ist bei Markierung 1?').fill('Kratzer an der Stoßstange vorne links');
  // …and one placed with the keyboard, then removed again.
  await outline.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Was ist bei Markierung 2?')).toBeFocused();
  await page.getByRole('button', { name: 'Markierung 2 entfernen' }).click();
  await expect(page.getByTestId('damage-marks').getByRole('listitem')).toHaveCount(1);
  // Nothing spills out of the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Abholkontrolle absenden' }).click();
  await expect(page.getByTestId('inspection-done')).toContainText('Abholkontrolle abgesendet am');

  // The stored photos carry no metadata from the phone.
  const stored = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/inspection/pickup/photos/front');
    return { status: response.status, text: new TextDecoder('latin1').decode(await response.arrayBuffer()) };
  });
  expect(stored.status).toBe(200);
  expect(stored.text).not.toContain('GPS 63.98N');
  expect(stored.text).not.toContain('Exif');

  // Later, back with the car: the return inspection.
  await page.goto(`${host('cars')}/de/reservation/`);
  await card.getByRole('link', { name: 'Rückgabekontrolle starten' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rückgabekontrolle');
  await takeSixPhotos(page, 'return');
  await page.getByLabel('Kilometerstand (km)').fill('41862');
  await page.getByLabel('Tankfüllung').selectOption({ label: '6/8' });
  await page.getByRole('button', { name: 'Rückgabekontrolle absenden' }).click();

  // The report: side by side, distance and fuel difference, the PDF.
  await expect(page).toHaveURL(/\/de\/reservation\/inspection\/report\/$/);
  const report = page.getByTestId('return-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rückgabeprotokoll');
  await expect(page.getByTestId('report-driven')).toHaveText('612 km');
  await expect(page.getByTestId('report-fuel')).toHaveText('−2/8');
  await expect(report.getByRole('img')).toHaveCount(12);
  await expect(report.getByRole('img', { name: 'Armaturenbrett – Rückgabe' })).toBeVisible();
  await expect(report).toContainText('Kratzer an der Stoßstange vorne links');
  await expect(report).toContainText('Wir haben Ihnen das Protokoll auch per E-Mail geschickt.');
  await expectAxeClean(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-pdf').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`return-report-${placed.reference}.pdf`);
  const pdf = await readFile((await download.path()) as string);
  const text = await pdfText(pdf);
  expect(text).toContain('Rückgabeprotokoll');
  expect(text).toContain(`Reservierung: ${placed.reference}`);
  expect(text).toContain(`Kennzeichen ${held.plate}`);
  expect(text).toContain('Gefahrene Strecke: 612 km');
  expect(text).toContain('Tankdifferenz: -2/8');
  expect(text).toContain('Kratzer an der Stoßstange vorne links');
  expect(await pdfImageCount(pdf)).toBe(12);
  expect(await mailSubjects(placed.reference)).toContain(
    `Rückgabeprotokoll für ${placed.reference} – Vegur Car Rental`,
  );

  // Both inspections on the desk, behind the staff login only.
  const desk = await request.get(`${api}/staff/desk/reservations/${placed.id}/inspections`, {
    headers: staff,
  });
  expect(desk.status()).toBe(200);
  const both = await desk.json();
  expect(both.pickup.photos).toHaveLength(6);
  expect(both.return.photos).toHaveLength(6);
  expect(both.pickup.damage).toEqual([
    expect.objectContaining({ note: 'Kratzer an der Stoßstange vorne links' }),
  ]);
  const photo = both.return.photos[0].url as string;
  expect((await request.get(`${api}${photo}`, { headers: staff })).status()).toBe(200);
  expect((await request.get(`${api}${photo}`, { headers: { 'x-tenant': 'cars' } })).status()).toBe(401);
});

test('in Icelandic: the card, the pickup step and the return report with its PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const placed = await placeReservation(page, { pickupInHours: 2, locale: 'is' });
  await checkInByApi(page);
  await page.goto(`${host('cars')}/is/reservation/`);
  const card = page.getByTestId('reservation-inspection');
  await expect(card).toContainText('Skoðun bílsins');
  await card.getByRole('link', { name: 'Hefja skoðun við afhendingu' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skoðun við afhendingu');
  await expect(page.getByTestId('photo-progress')).toHaveText('0 af 6 myndum teknar');
  await expect(page.getByRole('button', { name: 'Senda skoðun við afhendingu' })).toBeDisabled();
  await expectAxeClean(page);

  // Both steps through the API (the phone flow is the German test's), then the report page.
  await inspectByApi(page);
  await page.goto(`${host('cars')}/is/reservation/inspection/report/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skilaskýrsla');
  await expect(page.getByTestId('report-driven')).toHaveText('440 km');
  await expect(page.getByTestId('return-report')).toContainText('Chip in the windscreen');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('report-pdf').click(),
  ]);
  const pdf = await readFile((await download.path()) as string);
  const text = await pdfText(pdf);
  expect(text).toContain(`Bókun: ${placed.reference}`);
  expect(text).toContain('Ekin vegalengd: 440 km');
  expect(text).toContain('Munur á eldsneyti: -3/8');
  expect(text).toContain('Mælaborð');
  expect(await pdfImageCount(pdf)).toBe(12);
  expect(await mailSubjects(placed.reference)).toContain(
    `Skilaskýrsla fyrir ${placed.reference} – Vegur Car Rental`,
  );
});
