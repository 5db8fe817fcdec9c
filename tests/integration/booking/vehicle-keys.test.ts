// The customer's car, through the real HTTP API on PGlite and PostgreSQL: the plate once staff
// fixed the unit, the location's key instructions in the customer's language (synced from a
// Studio location document), and the key-box code only to a checked-in reservation from the
// location's release time until the car is back (booked return or return inspection), never in
// an e-mail.
import { randomBytes } from 'node:crypto';
import { parseContentEvent } from '@booking/rules/content-sync.ts';
import { applyContentEvent } from '@booking/services/content-sync.ts';
import { describe, expect, it } from 'vitest';
import { readyToSign, signatureBody, submitInspection } from './checkin-helpers.ts';
import {
  booking,
  type Client,
  daysFrom,
  ENGINES,
  payWithCard,
  STAFF_LOGIN as staff,
  useHarness,
} from './harness.ts';

const CODE = `K${randomBytes(3).toString('hex')}`;

describe.each(ENGINES)('assigned vehicle and key-box code on %s', (engine) => {
  const h = useHarness(engine);

  /** The Studio publishes Keflavik's key instructions (English, German) and a 2-hour release. */
  async function publishKeyInstructions(tenant: string) {
    const parsed = parseContentEvent({
      // The webhook's projection: the operation beside the document's fields.
      operation: 'update',
      _id: `location-kef-${tenant}`,
      _type: 'location',
      _updatedAt: new Date().toISOString(),
      tenant,
      locationId: 'kef',
      title: 'Keflavik Airport',
      selfService: true,
      keyInstructions: {
        en: 'Key box left of the door, bay 4.',
        de: 'Schlüsselkasten links der Tür, Platz 4.',
      },
      keyReleaseHours: 2,
    });
    if (!parsed.success) throw parsed.error;
    await applyContentEvent(h.database, parsed.event, new Date());
  }

  async function confirmed(c: Client) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 4), returnDate: daysFrom(new Date(), 7) }),
      { 'idempotency-key': `keys-${randomBytes(8).toString('hex')}` },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    return created.body.reservation as { id: string; reference: string; pickupAt: string; returnAt: string };
  }

  const vehicle = async (c: Client, locale = '') =>
    (await c.call('GET', `/reservation/vehicle${locale ? `?locale=${locale}` : ''}`)).body.vehicle;

  it('shows the plate once fixed, the instructions in the asked language, and the code only inside its window', async () => {
    const c = await h.tenant('cars');
    const r = await confirmed(c);
    await publishKeyInstructions(c.tenant);
    const set = await c.call('POST', '/staff/locations/kef/key-code', { code: CODE }, staff);
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    // Before check-in: instructions yes, plate not yet fixed, no code.
    let v = await vehicle(c);
    expect(v).toMatchObject({
      plate: null,
      locationId: 'kef',
      instructions: 'Key box left of the door, bay 4.',
      keyCodeState: 'not_checked_in',
      keyCode: null,
    });
    expect((await vehicle(c, 'de')).instructions).toBe('Schlüsselkasten links der Tür, Platz 4.');
    expect((await vehicle(c, 'is')).instructions).toBe('Key box left of the door, bay 4.');
    const pickupAt = Date.parse(r.pickupAt);
    expect(v.releaseAt).toBe(new Date(pickupAt - 2 * 3_600_000).toISOString());
    // Even inside the window, an unchecked-in reservation gets no code.
    h.clock.now = new Date(pickupAt - 3_600_000);
    expect(await vehicle(c)).toMatchObject({ keyCodeState: 'not_checked_in', keyCode: null });
    h.clock.now = new Date();

    // Staff fix the unit it holds: the plate appears.
    const held = (await c.call('GET', `/staff/desk/reservations/${r.id}`, undefined, staff)).body.unit;
    expect(
      (await c.call('POST', `/staff/desk/reservations/${r.id}/unit`, { unitId: held.id }, staff)).status,
    ).toBe(200);
    expect((await vehicle(c)).plate).toBe(held.plate);

    // Checked in (agreement signed): the code from two hours before pickup until return.
    await readyToSign(h.url, c);
    const signed = await c.call('POST', '/reservation/checkin/signature', await signatureBody(c));
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    v = await vehicle(c);
    expect(v).toMatchObject({ keyCodeState: 'not_yet', keyCode: null });
    h.clock.now = new Date(pickupAt - 2 * 3_600_000 - 1);
    expect(await vehicle(c)).toMatchObject({ keyCodeState: 'not_yet', keyCode: null });
    h.clock.now = new Date(pickupAt - 2 * 3_600_000);
    expect(await vehicle(c)).toMatchObject({ keyCodeState: 'released', keyCode: CODE });
    h.clock.now = new Date(Date.parse(r.returnAt));
    expect(await vehicle(c)).toMatchObject({ keyCodeState: 'closed', keyCode: null });

    // Never in an e-mail (confirmation, signed agreement), never in the staff log.
    const mails = h.mails(r.reference);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).not.toContain(CODE);
    const log = await c.call('GET', '/staff/audit?limit=50', undefined, staff);
    expect(JSON.stringify(log.body)).not.toContain(CODE);
    expect(log.body.entries.map((e: { action: string }) => e.action)).toContain('keycode.set');
  });

  it('withdraws the code once the return inspection is in, though the booked return is later', async () => {
    const c = await h.tenant('cars');
    const r = await confirmed(c);
    await publishKeyInstructions(c.tenant);
    expect((await c.call('POST', '/staff/locations/kef/key-code', { code: CODE }, staff)).status).toBe(200);
    const held = (await c.call('GET', `/staff/desk/reservations/${r.id}`, undefined, staff)).body.unit;
    expect(
      (await c.call('POST', `/staff/desk/reservations/${r.id}/unit`, { unitId: held.id }, staff)).status,
    ).toBe(200);
    await readyToSign(h.url, c);
    expect((await c.call('POST', '/reservation/checkin/signature', await signatureBody(c))).status).toBe(201);
    const pickupAt = Date.parse(r.pickupAt);
    const returnAt = Date.parse(r.returnAt);

    h.clock.now = new Date(pickupAt - 3_600_000);
    expect((await submitInspection(h.url, c, 'pickup', 12_000)).status).toBe(201);
    expect(await vehicle(c)).toMatchObject({ keyCodeState: 'released', keyCode: CODE, returnedAt: null });

    // Back a day early: from the return inspection on, no code, but the plate and where it went.
    const back = new Date(returnAt - 24 * 3_600_000);
    h.clock.now = back;
    expect((await submitInspection(h.url, c, 'return', 12_400)).status).toBe(201);
    const v = await vehicle(c);
    expect(v).toMatchObject({
      plate: held.plate,
      locationId: 'kef',
      instructions: 'Key box left of the door, bay 4.',
      keyCodeState: 'returned',
      keyCode: null,
      returnedAt: back.toISOString(),
    });
    expect(JSON.stringify(v)).not.toContain(CODE);
    h.clock.now = new Date(returnAt - 1);
    expect(await vehicle(c)).toMatchObject({ keyCodeState: 'returned', keyCode: null });
  });

  it('answers no code to a cancelled reservation, to another session, or when staff cleared it', async () => {
    const c = await h.tenant('cars');
    const r = await confirmed(c);
    expect((await c.call('POST', '/staff/locations/kef/key-code', { code: CODE })).status).toBe(401);
    expect((await c.call('POST', '/staff/locations/kef/key-code', { code: 'no spaces' }, staff)).status).toBe(
      400,
    );
    expect((await c.call('POST', '/staff/locations/nowhere/key-code', { code: CODE }, staff)).status).toBe(
      404,
    );
    await c.call('POST', '/staff/locations/kef/key-code', { code: CODE }, staff);
    await readyToSign(h.url, c);
    expect((await c.call('POST', '/reservation/checkin/signature', await signatureBody(c))).status).toBe(201);
    h.clock.now = new Date(Date.parse(r.pickupAt) - 60_000);
    expect((await vehicle(c)).keyCode).toBe(CODE);
    await c.call('POST', '/staff/locations/kef/key-code', { code: null }, staff);
    expect(await vehicle(c)).toMatchObject({ keyCodeState: 'no_code', keyCode: null });
    // Without a session there is nothing at all.
    const stranger = await h.tenant('cars');
    expect((await stranger.call('GET', '/reservation/vehicle')).status).toBe(401);
  });
});
