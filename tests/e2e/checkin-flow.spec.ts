import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { fillBooker, ordinaryDates, payOnGateway, TEST_CARDS, vehiclesLink } from './booking-fixtures.ts';
import {
  bookAndPay,
  checkInMail,
  drawWithTouch,
  expectAxeClean,
  licencePhoto,
  payOnGatewayDe,
  readPdf,
} from './checkin-fixtures.ts';
import { expect, type Page, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ context }) => quietShell(context));

/** Details step: licence number, address, and both licence photos (shrunk in the browser). */
/** The photo pickers listen only once hydrated: a file chosen earlier is lost. */
async function waitForPhotoPickers(page: Page) {
  await expect(page.locator('[data-side="front"][data-hydrated="true"]')).toBeVisible();
}

async function fillDetails(page: Page, photos: { front: RegExp; back: RegExp }) {
  await waitForPhotoPickers(page);
  await page.locator('[name="main.licenseNumber"]').fill('IS1234567');
  await page.locator('[name="main.dateOfBirth"]').fill('1988-04-12');
  await page.locator('[name="main.address"]').fill('Laugavegur 1');
  await page.locator('[name="main.zipcode"]').fill('101');
  await page.locator('[name="main.city"]').fill('Reykjavík');
  await page.locator('[name="main.country"]').selectOption('IS');
  await page.getByLabel(photos.front).setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: await licencePhoto('FRONT'),
  });
  await expect(page.locator('[data-side="front"] img')).toBeVisible();
  await page.getByLabel(photos.back).setInputFiles({
    name: 'back.jpg',
    mimeType: 'image/jpeg',
    buffer: await licencePhoto('BACK'),
  });
  await expect(page.locator('[data-side="back"] img')).toBeVisible();
  await expect(page.locator('[data-side="back"]')).toHaveAttribute('data-uploaded', 'true');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('campers in German: full check-in with two licence photos, balance paid, drawn signature, signed PDF and key box', async ({
    page,
  }) => {
    // 23:00 at Keflavik is after the desk closes: a self-service pickup with the key box.
    const booked = await bookAndPay(page, 'campers', { pickupTime: '23:00', locale: 'de' });
    await page.goto(`${host('campers')}/de/reservation/checkin/start/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online-Check-in');
    await expect(page.getByTestId('checkin-reference')).toHaveText(booked.reference);
    await expect(page.getByText('Das dauert etwa 5 Minuten.')).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Check-in beginnen' }).click();

    await expect(page).toHaveURL(/\/de\/reservation\/checkin\/details\/$/);
    // A file that is no image is refused in the visitor's language, before any upload.
    await waitForPhotoPickers(page);
    await page.getByLabel(/Foto aufnehmen oder wählen – Führerschein vorne/).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(page.locator('[data-side="front"] [role="alert"]')).toHaveText(
      'Diese Datei ist kein lesbares Foto. Verwenden Sie ein JPEG-, PNG- oder WebP-Bild.',
    );
    // Continue without photos: the step says what is missing.
    await page.locator('[name="main.licenseNumber"]').fill('IS1234567');
    await page.locator('[name="main.address"]').fill('Laugavegur 1');
    await page.locator('[name="main.zipcode"]').fill('101');
    await page.locator('[name="main.city"]').fill('Reykjavík');
    await page.getByRole('button', { name: 'Weiter' }).click();
    // The booking had no date of birth: the field says so in German.
    await expect(page.locator('#f-main-dateOfBirth-error')).toHaveText('Geburtsdatum ist erforderlich');
    await expect(page.locator('[name="main.dateOfBirth"]')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('[name="main.dateOfBirth"]').fill('1988-04-12');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.locator('[data-form-error="photos"]')).toHaveText(
      'Fügen Sie Fotos der Vorder- und Rückseite des Führerscheins jedes Fahrers hinzu.',
    );
    await fillDetails(page, {
      front: /Foto aufnehmen oder wählen – Führerschein vorne/,
      back: /Foto aufnehmen oder wählen – Führerschein hinten/,
    });
    // Replaceable: a second front photo takes the place of the first.
    await page.getByLabel(/Foto ersetzen – Führerschein vorne/).setInputFiles({
      name: 'front2.jpg',
      mimeType: 'image/jpeg',
      buffer: await licencePhoto('FRONT 2'),
    });
    await expect(page.locator('[data-side="front"] [role="status"]')).toHaveText('Foto gespeichert.');
    // What reached the service was shrunk in the browser: a JPEG at most 1600 px wide.
    const stored = await page.evaluate(async () => {
      const response = await fetch('/functions/v1/reservation/checkin/licence/front');
      return {
        type: response.headers.get('content-type'),
        bytes: [...new Uint8Array(await response.arrayBuffer())],
      };
    });
    expect(stored.type).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(stored.bytes)).metadata();
    expect(meta.width).toBe(1600);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/checkin\/options\/$/);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();

    await expect(page).toHaveURL(/\/checkin\/payment\/$/);
    await expect(page.getByTestId('checkin-balance')).toContainText('Noch zu zahlen');
    await expectAxeClean(page);
    await page.getByTestId('pay-balance').click();
    await payOnGatewayDe(page);
    await expect(page).toHaveURL(/\/de\/reservation\/checkin\/payment\/\?/);
    await expect(page.getByTestId('nothing-due')).toContainText('Danke, Ihre Zahlung ist eingegangen.');
    await page.getByRole('link', { name: 'Weiter', exact: true }).click();

    await expect(page).toHaveURL(/\/checkin\/contract\/$/);
    await expect(page.getByTestId('checkin-contract')).toContainText('IS1234567');
    await expect(page.getByTestId('checkin-contract')).toContainText(booked.reference);
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Weiter zur Unterschrift' }).click();

    await expect(page).toHaveURL(/\/checkin\/signature\/$/);
    // On a phone there is no QR code: the visitor signs right here.
    await expect(page.getByTestId('signing-qr')).toBeHidden();
    await expectAxeClean(page);
    // The name as the visitor writes it survives a try without a signature (React resets the form
    // after each try; it used to go back to the booking's name).
    const signer = page.locator('input[name="signerName"]');
    await signer.fill('Anna Maria Jónsdóttir');
    await page.getByTestId('sign-button').click();
    await expect(page.locator('[data-error="signature"]')).toHaveText(
      'Bitte unterschreiben Sie im Feld oder tippen Sie Ihren Namen ein.',
    );
    await expect(signer).toHaveValue('Anna Maria Jónsdóttir');
    await drawWithTouch(page);
    await expect(page.getByTestId('signature-form')).toHaveAttribute('data-inked', 'true');
    await page.getByTestId('sign-button').click();

    await expect(page.getByTestId('checkin-complete')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sie sind eingecheckt' })).toBeVisible();
    await expect(page.getByTestId('keybox')).toContainText('Flughafen Keflavík');
    await expect(page.getByTestId('keybox')).toContainText(booked.reference);
    await expectAxeClean(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('signed-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`rental-agreement-${booked.reference}.pdf`);
    const pdf = await readPdf(await readFile((await download.path()) as string));
    expect(pdf.text).toContain('Anna Jónsdóttir');
    expect(pdf.text).toContain('Anna Maria Jónsdóttir');
    expect(pdf.text).toContain(booked.reference);
    expect(pdf.images).toBe(1);
    // The completed check-in e-mail, in German, with the signed agreement attached.
    const mail = await checkInMail(booked.reference);
    expect(mail.headers.subject).toBe(`Check-in für ${booked.reference} abgeschlossen – Vegur Campers`);
    expect(mail.raw).toContain(`filename=rental-agreement-${booked.reference}.pdf`);
    expect(mail.parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))?.body).toContain(
      'Schlüsselbox',
    );

    // The reservation is checked in: its steps now lead to the completion.
    await page.goto(`${host('campers')}/de/reservation/checkin/details/`);
    await expect(page).toHaveURL(/\/checkin\/signature\/$/);
    await expect(page.getByTestId('checkin-complete')).toBeVisible();

    // The signed agreement stays as signed: options and details are changed at the desk.
    await page.goto(`${host('campers')}/de/reservation/`);
    for (const action of ['editOptions', 'editDetails']) {
      const item = page.locator(`[data-action="${action}"]`);
      await expect(item).toHaveAttribute('data-open', 'false');
      await expect(item.getByRole('link')).toHaveCount(0);
      await expect(item).toContainText('Ihr Mietvertrag ist unterschrieben');
    }
    await page.goto(`${host('campers')}/de/reservation/edit/options/`);
    await expect(page.getByText('Änderungen nehmen wir bei der Abholung am Schalter vor')).toBeVisible();
  });
});

test('cars in English, booked in the booking flow: the desktop shows a QR link, a phone opens it in another browser and signs by keyboard', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const dates = ordinaryDates(2, 3);
  await page.goto(`${host('cars')}${vehiclesLink({ pickupLocation: 'kef', ...dates })}`);
  await page.getByRole('button', { name: 'Select' }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillBooker(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /accept the rental agreement/ }).check();
  await page.getByTestId('pay-button').click();
  await payOnGateway(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';

  await page.goto(`${host('cars')}/reservation/checkin/start/`);
  await expect(page.getByTestId('checkin-reference')).toHaveText(reference);
  await page.getByRole('link', { name: 'Start check-in' }).click();
  await fillDetails(page, {
    front: /Take or choose a photo – Licence front/,
    back: /Take or choose a photo – Licence back/,
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Continue without changes' }).click();
  await expect(page).toHaveURL(/\/checkin\/payment\/$/);
  await page.getByRole('link', { name: 'Pay at pickup' }).click();
  await expect(page).toHaveURL(/\/checkin\/contract\/$/);
  await page.getByRole('link', { name: 'Continue to signature' }).click();

  const qr = page.getByTestId('signing-qr');
  await expect(qr).toBeVisible();
  await expect(qr.getByRole('img', { name: 'QR code with the signing link' })).toBeVisible();
  await expectAxeClean(page);
  const link = (await qr.getAttribute('data-url')) ?? '';
  expect(link).toMatch(/^http:\/\/cars\.localhost:\d+\/reservation\/checkin\/signature\/\?token=/);

  // The phone: another browser, no reservation session, only the link.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await quietShell(phone);
  const signer = await phone.newPage();
  await signer.goto(link);
  await expect(signer.getByTestId('checkin-contract')).toContainText(reference);
  expect(await signer.evaluate(async () => (await fetch('/functions/v1/reservation')).status)).toBe(401);
  expect(
    await signer.evaluate(
      async () => (await fetch('/functions/v1/reservation/checkin/licence/front')).status,
    ),
  ).toBe(401);
  await expectAxeClean(signer);
  // Keyboard only: choose "Type my name" and type it.
  await signer.getByRole('radio', { name: 'Draw my signature' }).focus();
  await signer.keyboard.press('ArrowDown');
  await expect(signer.getByRole('radio', { name: 'Type my name' })).toBeChecked();
  await signer.keyboard.press('Tab');
  await expect(signer.getByLabel('Type your name as your signature')).toBeFocused();
  await signer.keyboard.type('Anna Jónsdóttir');
  await signer.keyboard.press('Tab');
  await expect(signer.getByTestId('sign-button')).toBeFocused();
  await signer.keyboard.press('Enter');
  await expect(signer.getByTestId('checkin-complete')).toBeVisible();
  await expect(signer.getByTestId('keybox')).toHaveCount(0);
  const [download] = await Promise.all([
    signer.waitForEvent('download'),
    signer.getByTestId('signed-pdf').click(),
  ]);
  const pdf = await readPdf(await readFile((await download.path()) as string));
  expect(pdf.text).toContain('Anna Jónsdóttir');
  expect(pdf.images).toBe(1);
  await phone.close();

  // Back on the desktop: the check-in is complete there too.
  await page.getByRole('link', { name: 'Signed on your phone? Show the result' }).click();
  await expect(page.getByTestId('checkin-complete')).toBeVisible();
  const fromDesktop = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/checkin/contract.pdf');
    return response.headers.get('content-type');
  });
  expect(fromDesktop).toBe('application/pdf');
});

test('one reservation never reaches another one’s check-in or licence photos', async ({ page, browser }) => {
  const first = await bookAndPay(page, 'cars', { firstName: 'Anna' });
  await page.goto(`${host('cars')}/reservation/checkin/details/`);
  await fillDetails(page, {
    front: /Take or choose a photo – Licence front/,
    back: /Take or choose a photo – Licence back/,
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkin\/options\/$/);

  const other = await browser.newContext();
  await quietShell(other);
  const stranger = await other.newPage();
  await bookAndPay(stranger, 'cars', { firstName: 'Bjorn' });
  // Their own photo does not exist; there is no way to name another reservation's.
  const own = await stranger.evaluate(
    async () => (await fetch('/functions/v1/reservation/checkin/licence/front')).status,
  );
  expect(own).toBe(404);
  const byId = await stranger.evaluate(
    async (id) => (await fetch(`/functions/v1/admin/reservations/${id}/licence/front`)).status,
    first.id,
  );
  expect(byId).toBe(401);
  await stranger.goto(`${host('cars')}/reservation/checkin/details/`);
  await expect(stranger.locator('[name="main.firstName"]')).toHaveValue('Bjorn');
  await expect(stranger.locator('[data-side="front"] img')).toHaveCount(0);
  await other.close();

  // Without any session the check-in pages send the visitor to Find, and a made-up link is refused.
  const nobody = await browser.newContext();
  await quietShell(nobody);
  const anon = await nobody.newPage();
  await anon.goto(`${host('cars')}/reservation/checkin/details/`);
  await expect(anon).toHaveURL(/\/reservation\/find\/$/);
  expect(
    await anon.evaluate(async () => (await fetch('/functions/v1/reservation/checkin/licence/front')).status),
  ).toBe(401);
  // The signature page runs no session check: without a link it explains how to sign.
  const bare = await anon.goto(`${host('cars')}/reservation/checkin/signature/`);
  expect(bare?.status()).toBe(200);
  await expect(anon.getByTestId('signature-no-link')).toContainText(
    'scan the QR code shown on your computer',
  );
  await anon.goto(`${host('cars')}/reservation/checkin/signature/?token=forged.token-value`);
  await expect(anon.locator('[data-code="signing_link_invalid"]')).toContainText(
    'This signing link is invalid or has expired.',
  );
  await expectAxeClean(anon);

  // A signing link of a cars reservation does not open on another brand.
  await page.goto(`${host('cars')}/reservation/checkin/signature/`);
  const link = (await page.getByTestId('signing-link').getAttribute('href')) ?? '';
  const token = new URL(link).searchParams.get('token') ?? '';
  await anon.goto(`${host('campers')}/reservation/checkin/signature/?token=${encodeURIComponent(token)}`);
  await expect(anon.locator('[data-code="signing_link_invalid"]')).toContainText(
    'This signing link is invalid or has expired.',
  );
  await nobody.close();
});

test('every extra driver gives a licence number and both licence photos before the agreement', async ({
  page,
}) => {
  await bookAndPay(page, 'cars', { extraDrivers: [{ firstName: 'Björn', lastName: 'Sigurðsson' }] });
  await expect(page.getByText('The driving licences of all 2 drivers')).toBeVisible();
  await page.getByRole('link', { name: 'Start check-in' }).click();
  await fillDetails(page, {
    front: /Take or choose a photo – Licence front$/,
    back: /Take or choose a photo – Licence back$/,
  });
  await expect(page.locator('[name="extra.0.firstName"]')).toHaveValue('Björn');
  await page.locator('[name="extra.0.dateOfBirth"]').fill('1985-01-02');
  await page.locator('[name="extra.0.licenseNumber"]').fill('IS7654321');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[data-form-error="photos"]')).toHaveText(
    'Add photos of the front and the back of each driver’s licence.',
  );
  for (const side of ['front', 'back'] as const) {
    await page
      .getByLabel(new RegExp(`Take or choose a photo – Licence ${side} – Additional driver 1`))
      .setInputFiles({ name: `${side}.jpg`, mimeType: 'image/jpeg', buffer: await licencePhoto(side) });
    await expect(page.locator(`[data-side="${side}-1"]`)).toHaveAttribute('data-uploaded', 'true');
  }
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkin\/options\/$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/checkin\/payment\/$/);
  // A declined card: back on the payment step with a clear message, the balance still open.
  await page.getByTestId('pay-balance').click();
  await payOnGateway(page, TEST_CARDS.declined);
  await expect(page).toHaveURL(/\/checkin\/payment\/\?/);
  await expect(page.getByTestId('payment-failed')).toHaveText(
    'The payment did not go through. You can try again or pay at pickup.',
  );
  await expect(page.getByTestId('pay-balance')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Pay at pickup' }).click();
  await expect(page.getByTestId('checkin-contract')).toContainText('IS7654321');
});

test('check-in ten days ahead is not open yet: the start page says when it opens, in Spanish, and the steps wait', async ({
  page,
}) => {
  await bookAndPay(page, 'cars', { days: 10, locale: 'es' });
  await page.goto(`${host('cars')}/es/reservation/checkin/start/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check-in en línea');
  await expect(page.locator('[data-window="not_yet_open"]')).toContainText(
    'horas antes de la recogida. Vuelva entonces.',
  );
  await expect(page.getByRole('link', { name: 'Empezar el check-in' })).toHaveCount(0);
  await expectAxeClean(page);
  for (const step of ['details', 'options', 'payment', 'contract', 'signature']) {
    await page.goto(`${host('cars')}/es/reservation/checkin/${step}/`);
    await expect(page).toHaveURL(/\/es\/reservation\/checkin\/start\/$/);
  }
  const refused = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/checkin/signing-link', { method: 'POST' });
    return { status: response.status, code: ((await response.json()) as { code: string }).code };
  });
  expect(refused).toEqual({ status: 409, code: 'checkin_not_open' });
});

test('the lease brand in Icelandic: check-in opens with what is needed and the drivers step', async ({
  page,
}) => {
  const booked = await bookAndPay(page, 'lease', { length: 35, location: 'rvk', locale: 'is' });
  await page.goto(`${host('lease')}/is/reservation/checkin/start/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Innritun á netinu');
  await expect(page.getByTestId('checkin-reference')).toHaveText(booked.reference);
  await expect(page.getByText('Þetta tekur um 5 mínútur.')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: 'Hefja innritun' }).click();
  await expect(page).toHaveURL(/\/is\/reservation\/checkin\/details\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ökumenn og ökuskírteini');
  await expect(page.getByLabel(/Taka eða velja mynd – Framhlið skírteinis/)).toHaveAttribute(
    'capture',
    'environment',
  );
  await expectAxeClean(page);
});
