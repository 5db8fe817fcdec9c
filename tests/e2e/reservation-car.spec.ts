// On a phone (390×844), in German: a checked-in customer sees the plate staff
// fixed and the location's key instructions; the key-box code is not on the page before its
// release time (the window itself is proven in tests/integration/booking/vehicle-keys.test.ts).
import { expect, test } from './page-ready.ts';
import { checkInByApi, placeReservation } from './reservation-fixtures.ts';
import { bookingAdminToken } from './runtime-fixtures.ts';
import { host } from './shell-fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a checked-in customer sees the plate and the key arrangements, and no code before its time', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const placed = await placeReservation(page, { pickupInHours: 30, locale: 'de' });
  await checkInByApi(page);
  const staff = { authorization: `Bearer ${bookingAdminToken()}`, 'x-tenant': 'cars' };
  // Node does not resolve *.localhost: staff calls go to the bare address and name the brand.
  const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/functions/v1`;
  const code = `E2E${Date.now() % 100_000}`;
  const set = await request.post(`${api}/staff/locations/kef/key-code`, { headers: staff, data: { code } });
  expect(set.status()).toBe(200);

  // Before staff fix the unit: no plate yet.
  await page.goto(`${host('cars')}/de/reservation/`);
  const car = page.getByTestId('reservation-car');
  await expect(car).toContainText('Ihr Auto');
  await expect(car).toContainText('Wir teilen Ihnen das Auto vor der Abholung zu');

  const desk = await request.get(`${api}/staff/desk/reservations/${placed.id}`, { headers: staff });
  const unit = (await desk.json()).unit as { id: number; plate: string };
  const fixed = await request.post(`${api}/staff/desk/reservations/${placed.id}/unit`, {
    headers: staff,
    data: { unitId: unit.id },
  });
  expect(fixed.status()).toBe(200);

  await page.reload();
  await expect(car.getByTestId('car-plate')).toHaveText(unit.plate);
  await expect(car).toContainText('Der Code des Schlüsselkastens erscheint hier ab');
  await expect(car).toContainText('nie per E-Mail');
  await expect(car.getByTestId('car-key-code')).toHaveCount(0);
  expect(await page.content()).not.toContain(code);
  // Fits the phone: the card does not overflow the viewport.
  const box = await car.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});
