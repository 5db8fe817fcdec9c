/**
 * `POST /reservations` checks the personal details with the Details form's own domain schema:
 * what the site's form refuses, the API refuses too, with the same words in the customer's
 * language, and nothing is stored or held. Birth dates and the kennitala may still be left out
 * (partner and staff channels); check-in asks for them.
 */
import { randomUUID } from 'node:crypto';
import { getReservation } from '@booking/services/reservations.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, customer, daysFrom, ENGINES, type Harness, startHarness } from './harness.ts';

describe.each(ENGINES)('booking details checked by the domain rules on %s', (engine) => {
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
  const resident = { ...customer, dateOfBirth: '1990-05-17', ssn: '010130-2989' };

  it("refuses a wrong kennitala in the customer's language and stores nothing", async () => {
    const c = await h.tenant('cars');
    const en = await create(c, { customer: { ...resident, ssn: '0101302979' } });
    expect([en.status, en.body.code]).toEqual([400, 'validation_failed']);
    expect(en.body.details.issues).toEqual([
      { path: 'customer.ssn', message: 'Please enter a valid Kennitala' },
    ]);
    const de = await create(c, { customer: { ...resident, ssn: '12345' }, locale: 'de' });
    expect(de.body.details.issues).toEqual([
      { path: 'customer.ssn', message: 'Die Kennitala muss genau 10 Ziffern haben' },
    ]);
    expect(await count(c.tenant)).toBe(0);
  });

  it('keeps a resident’s kennitala as digits and drops one typed before the country changed', async () => {
    const c = await h.tenant('cars');
    const created = await create(c, { customer: resident });
    expect(created.status).toBe(201);
    const stored = await getReservation(h.database, c.tenant, created.body.reservation.id);
    expect(stored.customer).toMatchObject({ country: 'IS', ssn: '0101302989', dateOfBirth: '1990-05-17' });

    const tourist = await create(c, {
      customer: { ...resident, country: 'DE', phone: '+49 151 23456789' },
    });
    expect(tourist.status).toBe(201);
    const touristRow = await getReservation(h.database, c.tenant, tourist.body.reservation.id);
    expect(touristRow.customer).toMatchObject({ country: 'DE', phone: '+4915123456789' });
    expect(touristRow.customer).not.toHaveProperty('ssn');
  });

  it("refuses a driver younger than the vehicle's minimum age on the pickup day", async () => {
    const c = await h.tenant('cars');
    // The Land Cruiser asks for drivers of 25; this booker turns 25 a year after pickup.
    const born = `${Number(dates.pickupDate.slice(0, 4)) - 24}${dates.pickupDate.slice(4)}`;
    const young = { ...resident, dateOfBirth: born };
    const refused = await create(c, { classId: 'land-cruiser', customer: young, locale: 'fr' });
    expect([refused.status, refused.body.code]).toEqual([400, 'validation_failed']);
    expect(refused.body.details.issues).toEqual([
      { path: 'customer.dateOfBirth', message: 'La personne qui conduit doit avoir au moins 25\u00a0ans' },
    ]);
    // The same booker may rent a car that asks for 20, or the Land Cruiser for an older driver.
    expect((await create(c, { customer: young })).status).toBe(201);
    const forOlder = await create(c, {
      classId: 'land-cruiser',
      customer: young,
      mainDriver: {
        isCustomer: 'Someone else',
        firstName: 'Jón',
        lastName: 'Jónsson',
        dateOfBirth: '1970-03-03',
      },
    });
    expect(forOlder.status).toBe(201);
    const youngDriver = await create(c, {
      classId: 'land-cruiser',
      mainDriver: { isCustomer: 'Someone else', firstName: 'Jón', lastName: 'Jónsson', dateOfBirth: born },
    });
    expect(youngDriver.body.details.issues.map((i: { path: string }) => i.path)).toEqual([
      'mainDriver.dateOfBirth',
    ]);
  });

  it('leaves birth dates and the kennitala to check-in when they are not given, and checks them when they are', async () => {
    const c = await h.tenant('cars');
    // The partner-channel shape: an Icelandic resident without kennitala or birth dates.
    const bare = await create(c, { extraDrivers: [{ firstName: 'Björn', lastName: 'Sigurðsson' }] });
    expect(bare.status).toBe(201);
    const minor = await create(c, {
      extraDrivers: [
        { firstName: 'Björn', lastName: 'Sigurðsson', dateOfBirth: daysFrom(new Date(), -365 * 10) },
      ],
    });
    expect([minor.status, minor.body.details.issues[0].path]).toEqual([400, 'extraDrivers.0.dateOfBirth']);
    const badDate = await create(c, { customer: { ...customer, dateOfBirth: '1990-02-30' } });
    expect(badDate.body.details.issues.map((i: { path: string }) => i.path)).toEqual([
      'customer.dateOfBirth',
    ]);
    expect(await count(c.tenant)).toBe(1);
  });
});
