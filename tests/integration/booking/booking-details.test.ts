/**
 * `POST /reservations` checks the personal details with the Details form's own domain schema:
 * what the site's form refuses, the API refuses too, with the same words in the customer's
 * language, and nothing is stored or held.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReservation } from '../../../booking/services/reservations.ts';
import { booking, customer, daysFrom, ENGINES, type Harness, startHarness } from './harness.ts';

describe.each(ENGINES)('booking details refused by the domain rules on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  const dates = { pickupDate: daysFrom(new Date(), 20), returnDate: daysFrom(new Date(), 24) };
  const create = async (tenant: Awaited<ReturnType<Harness['tenant']>>, overrides: Record<string, unknown>) =>
    tenant.call('POST', '/reservations', booking({ ...dates, ...overrides }), {
      'idempotency-key': `details-${randomUUID()}`,
    });
  const count = async (tenant: string) =>
    (
      await h.database.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations WHERE tenant = $1', [
        tenant,
      ])
    )[0]?.n;

  it("refuses an Icelandic resident without a kennitala, in the customer's language", async () => {
    const c = await h.tenant('cars');
    const { ssn: _none, ...withoutSsn } = customer;
    const en = await create(c, { customer: withoutSsn });
    expect([en.status, en.body.code]).toEqual([400, 'validation_failed']);
    expect(en.body.details.issues).toContainEqual({ path: 'customer.ssn', message: 'Kennitala is required' });
    const de = await create(c, { customer: { ...customer, ssn: '0101302979' }, locale: 'de' });
    expect(de.status).toBe(400);
    expect(de.body.details.issues).toEqual([
      { path: 'customer.ssn', message: 'Bitte geben Sie eine gültige Kennitala ein' },
    ]);
    expect(await count(c.tenant)).toBe(0);
  });

  it('keeps the kennitala of a resident and drops one typed before the country changed', async () => {
    const c = await h.tenant('cars');
    const resident = await create(c, {});
    expect(resident.status).toBe(201);
    const stored = await getReservation(h.database, c.tenant, resident.body.reservation.id);
    expect(stored.customer).toMatchObject({ country: 'IS', ssn: '0101302989', dateOfBirth: '1990-05-17' });

    const tourist = await create(c, {
      customer: { ...customer, country: 'DE', phone: '+49 151 23456789', ssn: '0101302989' },
    });
    expect(tourist.status).toBe(201);
    const touristRow = await getReservation(h.database, c.tenant, tourist.body.reservation.id);
    expect(touristRow.customer).toMatchObject({ country: 'DE' });
    expect(touristRow.customer).not.toHaveProperty('ssn');
  });

  it("refuses a driver younger than the vehicle's minimum age on the pickup day", async () => {
    const c = await h.tenant('cars');
    // The Land Cruiser asks for drivers of 25; this booker turns 25 a year after pickup.
    const born = `${Number(dates.pickupDate.slice(0, 4)) - 24}${dates.pickupDate.slice(4)}`;
    const young = await create(c, { classId: 'land-cruiser', customer: { ...customer, dateOfBirth: born } });
    expect([young.status, young.body.code]).toEqual([400, 'validation_failed']);
    expect(young.body.details.issues).toContainEqual({
      path: 'customer.dateOfBirth',
      message: expect.stringContaining('25'),
    });
    // The same booker may rent a car that asks for 20, and may book the Land Cruiser for an older driver.
    expect((await create(c, { customer: { ...customer, dateOfBirth: born } })).status).toBe(201);
    const forOlder = await create(c, {
      classId: 'land-cruiser',
      customer: { ...customer, dateOfBirth: born },
      mainDriver: {
        isCustomer: 'Someone else',
        firstName: 'Jón',
        lastName: 'Jónsson',
        dateOfBirth: '1970-03-03',
      },
    });
    expect(forOlder.status).toBe(201);
  });

  it('asks every driver for a date of birth, as the form does', async () => {
    const c = await h.tenant('cars');
    const res = await create(c, { extraDrivers: [{ firstName: 'Björn', lastName: 'Sigurðsson' }] });
    expect(res.status).toBe(400);
    expect(res.body.details.issues.map((i: { path: string }) => i.path)).toEqual([
      'extraDrivers.0.dateOfBirth',
    ]);
    const noBirth = await create(c, { customer: { ...customer, dateOfBirth: undefined } });
    expect(noBirth.body.details.issues.map((i: { path: string }) => i.path)).toContain(
      'customer.dateOfBirth',
    );
    expect(await count(c.tenant)).toBe(0);
  });
});
