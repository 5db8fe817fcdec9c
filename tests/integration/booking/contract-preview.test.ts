import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, type Client, daysFrom, ENGINES, type Harness, startHarness } from './harness.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const isk = (n: number) => `${new Intl.NumberFormat('is-IS').format(n)} kr`;

describe.each(ENGINES)('POST /contract/preview on %s', (engine) => {
  let h: Harness;
  let c: Client;
  beforeAll(async () => {
    h = await startHarness(engine);
    c = await h.tenant('cars');
  });
  afterAll(async () => {
    await h?.close();
  });

  const body = (overrides: Record<string, unknown> = {}) =>
    booking({
      pickupDate: daysFrom(new Date(), 20),
      returnDate: daysFrom(new Date(), 24),
      options: { insurancePackageId: 'scdw', extras: [{ id: 'gps', quantity: 1 }] },
      ...overrides,
    });

  const reservationCount = async () =>
    (
      await h.database.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations WHERE tenant = $1', [
        c.tenant,
      ])
    )[0]?.n;

  it('answers the agreement priced like a booking, without booking', async () => {
    const input = body({
      mainDriver: {
        isCustomer: 'Someone else',
        firstName: 'Jón',
        lastName: 'Jónsson',
        dateOfBirth: '1985-12-01',
      },
      extraDrivers: [{ firstName: 'Þóra', lastName: 'Ægisdóttir' }],
    });
    const preview = await c.call('POST', '/contract/preview', input);
    expect(preview.status).toBe(200);
    const { document, text, sha256: hash } = preview.body;
    expect(hash).toBe(sha256(text));
    expect(document.title).toBe('Vegur Car Rental - Rental agreement');
    expect(document.sections.map((s: { heading: string }) => s.heading)).toEqual([
      'Reservation',
      'Renter and drivers',
      'Vehicle, rental period and cover',
      'Price',
      'Cancellation and changes',
      'Terms',
    ]);
    expect(text).toContain('Reservation: the booking reference is given when the booking is paid');
    expect(text).not.toContain('Reservation —');
    expect(text).toContain('Renter: Anna Jónsdóttir, anna@example.com, +3545551234');
    expect(text).toContain('Driver 1: Jón Jónsson, born 1985-12-01');
    expect(text).toContain('Driver 2: Þóra Ægisdóttir');
    expect(text).toContain('Vehicle: Volkswagen Golf or similar');
    expect(text).toContain('Super collision damage waiver (SCDW); excess 90.000 kr; deposit 90.000 kr');
    expect(text).toContain('Extras: GPS navigation × 1');
    expect(text).toContain('Free cancellation until');
    expect(text).toContain('48 hours before pickup');

    // The same price the booking service quotes (and would book) for these choices
    const quote = await c.call('POST', '/quote', { ...input, extraDrivers: 1 });
    expect(quote.status).toBe(200);
    expect(text).toContain(`Total: ${isk(quote.body.price.total)}`);
    expect(text).toContain(`Due now: ${isk(quote.body.price.dueNow)}`);

    expect(await reservationCount()).toBe(0);
    // Repeatable: the same booking gives the same agreement
    expect((await c.call('POST', '/contract/preview', input)).body.sha256).toBe(hash);
  });

  it('speaks the visitor language', async () => {
    const de = await c.call('POST', '/contract/preview', body({ locale: 'de' }));
    expect(de.status).toBe(200);
    expect(de.body.locale).toBe('de');
    expect(de.body.document.title).toBe('Vegur Car Rental – Mietvertrag');
    expect(de.body.document.sections.map((s: { heading: string }) => s.heading)).toContain(
      'Mieter und Fahrer',
    );
    expect(de.body.text).toContain('Reservierung: Die Buchungsnummer wird mit der Zahlung vergeben');
    expect(de.body.text).toContain('Fahrzeug: Volkswagen Golf oder ähnlich');
    expect(de.body.text).toContain('Kostenlose Stornierung bis');
    expect(de.body.sha256).toBe(sha256(de.body.text));
    const en = await c.call('POST', '/contract/preview', body());
    expect(de.body.sha256).not.toBe(en.body.sha256);
    const is = await c.call('POST', '/contract/preview', body({ locale: 'is' }));
    expect(is.body.text).toContain('Leigusamningur');
    expect(is.body.text).toContain('Leigutaki: Anna Jónsdóttir');
  });

  it('accepts a German tourist with a +49 number', async () => {
    const tourist = body({
      locale: 'de',
      customer: {
        firstName: 'Lena',
        lastName: 'Müller',
        email: 'Lena.Mueller@Example.de',
        phone: '+49 151 23456789',
        country: 'DE',
      },
    });
    const preview = await c.call('POST', '/contract/preview', tourist);
    expect(preview.status).toBe(200);
    expect(preview.body.text).toContain('Mieter: Lena Müller, lena.mueller@example.de, +4915123456789');
  });

  it('downloads as a PDF', async () => {
    const response = await fetch(`${h.url}/functions/v1/contract/preview?format=pdf`, {
      method: 'POST',
      headers: { 'x-tenant': c.tenant, 'content-type': 'application/json' },
      body: JSON.stringify(body({ locale: 'is' })),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="vegur-rental-agreement.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(await reservationCount()).toBe(0);
  });

  it('refuses bad input with 400 and a specific message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ customer: undefined }, 'customer'],
      [{ locale: 'pt' }, 'locale: locale must be one of en, de, es, fr, is'],
      [
        {
          customer: {
            firstName: 'Anna',
            lastName: 'Jónsdóttir',
            email: 'anna@example.com',
            phone: 'call me',
            country: 'IS',
          },
        },
        'customer.phone: Please enter a valid phone number',
      ],
      [
        {
          customer: {
            firstName: 'Anna',
            lastName: 'Jónsdóttir',
            email: 'anna@example.com',
            phone: '555 12',
            country: 'IS',
          },
        },
        'customer.phone: Phone number must have exactly 7 digits',
      ],
      [{ pickupDate: '2026-02-30' }, 'pickupDate: Date must be YYYY-MM-DD'],
      [{ mainDriver: { isCustomer: 'Someone else' } }, 'mainDriver'],
    ];
    for (const [overrides, message] of cases) {
      const response = await c.call('POST', '/contract/preview', body(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.message).toContain(message);
    }
    const notJson = await fetch(`${h.url}/functions/v1/contract/preview`, {
      method: 'POST',
      headers: { 'x-tenant': c.tenant, 'content-type': 'application/json' },
      body: '{',
    });
    expect([notJson.status, (await notJson.json()).code]).toEqual([400, 'invalid_json']);
    const format = await c.call('POST', '/contract/preview?format=docx', body());
    expect([format.status, format.body.code]).toEqual([400, 'invalid_format']);
    expect((await c.call('GET', '/contract/preview')).status).toBe(405);
  });

  it('refuses what a booking would refuse', async () => {
    const unknown = await c.call('POST', '/contract/preview', body({ classId: 'spaceship' }));
    expect([unknown.status, unknown.body.code]).toEqual([422, 'unknown_vehicle']);
    const past = await c.call(
      'POST',
      '/contract/preview',
      body({ pickupDate: daysFrom(new Date(), -3), returnDate: daysFrom(new Date(), -1) }),
    );
    expect(past.status).toBe(422);
    const promo = await c.call('POST', '/contract/preview', body({ promoCode: 'NOSUCHCODE' }));
    expect([promo.status, promo.body.code]).toEqual([422, 'promo_invalid']);
    const lease = await h.tenant('lease');
    const noLease = await lease.call(
      'POST',
      '/contract/preview',
      booking({
        classId: 'octavia-lease',
        pickupLocationId: 'rvk',
        returnLocationId: 'rvk',
        pickupDate: daysFrom(new Date(), 10),
        returnDate: daysFrom(new Date(), 45),
      }),
    );
    expect([noLease.status, noLease.body.code]).toEqual([400, 'lease_details_required']);
  });
});
