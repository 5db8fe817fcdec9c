// A staff morning with a late return, through the staff API the Operations tool calls, on PGlite
// and PostgreSQL: a car booked back last night with no return inspection is on this morning's
// board as late (by how much), and its desk detail says so, until the return inspection is in.
import { randomBytes } from 'node:crypto';
import { addDaysToDate, type Movement } from '@domain';
import { describe, expect, it } from 'vitest';
import { readyToSign, signatureBody, submitInspection } from './checkin-helpers.ts';
import {
  booking,
  type Client,
  client,
  daysFrom,
  ENGINES,
  payWithCard,
  STAFF_LOGIN as staff,
  useHarness,
} from './harness.ts';

const HOUR = 3_600_000;

describe.each(ENGINES)('late returns on %s', (engine) => {
  const h = useHarness(engine);

  async function reserve(c: Client, pickupDate: string, returnDate: string) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate, returnDate, returnTime: '22:30', locale: 'is' }),
      { 'idempotency-key': `late-${randomBytes(8).toString('hex')}` },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    await readyToSign(h.url, c);
    const signed = await c.call('POST', '/reservation/checkin/signature', await signatureBody(c));
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const r = created.body.reservation as {
      id: string;
      reference: string;
      pickupAt: string;
      returnAt: string;
    };
    return { ...r, pickupMs: Date.parse(r.pickupAt), returnMs: Date.parse(r.returnAt) };
  }

  async function inspect(c: Client, stage: 'pickup' | 'return', mileageKm: number) {
    const done = await submitInspection(h.url, c, stage, mileageKm);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
  }

  type Day = { date: string; locations: { id: string; returns: Movement[] }[] };
  const returnsAt = (day: Day | undefined, location: string) =>
    day?.locations.find((l) => l.id === location)?.returns ?? [];

  it("flags a car booked back last night and not returned on this morning's board and on the desk, until it is back", async () => {
    const c = await h.tenant('cars');
    const pickupDate = daysFrom(new Date(), 3);
    const returnDate = addDaysToDate(pickupDate, 2);
    const out = await reserve(c, pickupDate, returnDate);
    // Another car of the same evening came back on time: not late, not carried to the morning.
    const other = client(h.url, c.tenant);
    const onTime = await reserve(other, pickupDate, returnDate);
    const cancelled = await reserve(client(h.url, c.tenant), pickupDate, returnDate);
    await h.database.query(`UPDATE reservations SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    h.clock.now = new Date(out.pickupMs - HOUR);
    await inspect(c, 'pickup', 30_000);
    await inspect(other, 'pickup', 50_000);
    h.clock.now = new Date(onTime.returnMs - HOUR);
    await inspect(other, 'return', 50_400);

    // Half an hour after the booked return (Iceland time = UTC): late on today's board already.
    h.clock.now = new Date(out.returnMs + 30 * 60_000);
    const evening = (await c.call('GET', '/staff/operations/days', undefined, staff)).body.days as Day[];
    expect(evening[0]?.date).toBe(returnDate);
    const tonight = returnsAt(evening[0], 'kef');
    expect(tonight.find((m) => m.reference === out.reference)).toMatchObject({
      returned: false,
      late: { dueAt: out.returnAt, minutesLate: 30 },
    });
    expect(tonight.find((m) => m.reference === onTime.reference)).toMatchObject({
      returned: true,
      late: null,
    });

    // The next morning at 08:05: today's board carries it, first among the returns, 9 h 35 min late.
    h.clock.now = new Date(`${addDaysToDate(returnDate, 1)}T08:05:00Z`);
    const morning = (await c.call('GET', '/staff/operations/days', undefined, staff)).body.days as Day[];
    expect(morning.map((d) => d.date)).toEqual([addDaysToDate(returnDate, 1), addDaysToDate(returnDate, 2)]);
    const today = returnsAt(morning[0], 'kef');
    expect(today[0]).toMatchObject({
      reference: out.reference,
      kind: 'return',
      at: out.returnAt,
      returned: false,
      late: { dueAt: out.returnAt, minutesLate: 9 * 60 + 35 },
    });
    expect(today.map((m) => m.reference)).not.toContain(onTime.reference);
    // A cancelled booking whose return passed is not a late return.
    expect(today.map((m) => m.reference)).not.toContain(cancelled.reference);
    // Tomorrow's board does not repeat it.
    expect(returnsAt(morning[1], 'kef').map((m) => m.reference)).not.toContain(out.reference);

    const desk = await c.call('GET', `/staff/desk/reservations/${out.id}`, undefined, staff);
    expect(desk.body.return).toEqual({
      returnedAt: null,
      late: { dueAt: out.returnAt, minutesLate: 9 * 60 + 35 },
    });

    // The customer does the return inspection at 08:10: back, no longer late, off the morning board.
    h.clock.now = new Date(h.clock.now.getTime() + 5 * 60_000);
    await inspect(c, 'return', 30_720);
    const after = (await c.call('GET', '/staff/operations/days', undefined, staff)).body.days as Day[];
    expect(returnsAt(after[0], 'kef').map((m) => m.reference)).not.toContain(out.reference);
    const back = await c.call('GET', `/staff/desk/reservations/${out.id}`, undefined, staff);
    expect(back.body.return).toEqual({ returnedAt: h.clock.now.toISOString(), late: null });
  });
});
