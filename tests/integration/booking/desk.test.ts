// The staff desk in Operations, through the real HTTP API on PGlite and
// PostgreSQL: find a reservation by reference, name, e-mail or plate; its detail; assigning a
// unit (right class, in service, free), proven under concurrency; notes; the staff log.
import { randomBytes } from 'node:crypto';
import { rowsOf } from '@booking/services/util.ts';
import { addDaysToDate } from '@domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  booking,
  CARDS,
  type Client,
  client,
  daysFrom,
  ENGINES,
  payWithCard,
  STAFF_LOGIN as staff,
  useHarness,
} from './harness.ts';

interface UnitRow {
  id: number;
  plate: string;
  class_id: string;
  location_id: string;
}

describe.each(ENGINES)('staff desk on %s', (engine) => {
  const h = useHarness(engine);

  async function book(c: Client, extra: Record<string, unknown> = {}) {
    const created = await c.call('POST', '/reservations', booking(extra), {
      'idempotency-key': `desk-${randomBytes(8).toString('hex')}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await payWithCard(c, CARDS.success);
    return created.body.reservation as { id: string; reference: string };
  }

  /** Two paid, overlapping golf bookings from Keflavik, each with its own session. */
  async function twoOverlapping(tenantClient: Client, names = ['Anna', 'Björn'], email = 'anna@example.com') {
    const pickup = daysFrom(new Date(), 20);
    const terms = { pickupDate: pickup, returnDate: addDaysToDate(pickup, 3) };
    const a = await book(tenantClient, {
      ...terms,
      customer: { ...booking().customer, firstName: names[0], email },
    });
    const other = client(h.url, tenantClient.tenant);
    const b = await book(other, {
      ...terms,
      pickupDate: addDaysToDate(pickup, 1),
      customer: {
        ...booking().customer,
        firstName: names[1],
        email: `b-${randomBytes(3).toString('hex')}@example.com`,
      },
    });
    return { a, b };
  }

  const units = (tenant: string) =>
    h.database.query<UnitRow>(
      'SELECT id, plate, class_id, location_id FROM units WHERE tenant = $1 ORDER BY id',
      [tenant],
    );
  const unitOf = async (id: string) =>
    (await h.database.query<{ unit_id: number }>('SELECT unit_id FROM reservations WHERE id = $1', [id]))[0]
      ?.unit_id;

  it('finds a reservation by reference, e-mail, name or plate, only in its own brand, staff only', async () => {
    const c = await h.tenant('cars');
    const { a, b } = await twoOverlapping(c, ['Sæunn', 'Björn'], 'saeunn.desk@example.com');
    const aUnit = await unitOf(a.id);
    const aPlate = (await units(c.tenant)).find((u) => u.id === aUnit)?.plate ?? '';
    expect(aPlate).toBeTruthy();

    const search = async (q: string) => {
      const found = await c.call('GET', `/staff/desk/search?q=${encodeURIComponent(q)}`, undefined, staff);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      return (found.body.results as { reference: string; plate: string | null; status: string }[]).map(
        (r) => r.reference,
      );
    };
    expect(await search(a.reference)).toEqual([a.reference]);
    expect(await search(a.reference.toLowerCase().replace('-', ' '))).toEqual([a.reference]);
    expect(await search(' SAEUNN.desk@Example.com ')).toEqual([a.reference]);
    expect(await search('sæunn')).toEqual([a.reference]);
    expect(await search('Jónsdóttir')).toEqual(expect.arrayContaining([a.reference, b.reference]));
    expect(await search(aPlate.toLowerCase().replace('-', ' '))).toEqual([a.reference]);
    expect(await search('100%')).toEqual([]);

    const row = (await c.call('GET', `/staff/desk/search?q=${a.reference}`, undefined, staff)).body
      .results[0];
    expect(row).toMatchObject({
      status: 'confirmed',
      plate: aPlate,
      classId: 'golf',
      pickupLocationId: 'kef',
    });

    // Another brand's desk does not see it; no login, no search; a one-letter term is a 400.
    const other = await h.tenant('cars');
    expect(
      (await other.call('GET', `/staff/desk/search?q=${a.reference}`, undefined, staff)).body.results,
    ).toEqual([]);
    expect((await c.call('GET', `/staff/desk/search?q=${a.reference}`)).status).toBe(401);
    const short = await c.call('GET', '/staff/desk/search?q=a', undefined, staff);
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('at least 2');
  });

  it('finds a name by any part of it, in any case, through the trigram index', async () => {
    const c = await h.tenant('cars');
    const customer = {
      firstName: 'Guðrún',
      lastName: 'Hallgrímsdóttir',
      email: 'gudrun@example.com',
      phone: '5551234',
      country: 'IS',
    };
    const a = await book(c, {
      customer,
      pickupDate: daysFrom(new Date(), 9),
      returnDate: daysFrom(new Date(), 11),
    });
    const b = await book(client(h.url, c.tenant), {
      customer: { ...customer, firstName: 'Jón', lastName: 'Hallgrímsson', email: 'jon@example.com' },
      pickupDate: daysFrom(new Date(), 9),
      returnDate: daysFrom(new Date(), 11),
    });
    const search = async (q: string) =>
      (
        (await c.call('GET', `/staff/desk/search?q=${encodeURIComponent(q)}`, undefined, staff)).body
          .results as { reference: string }[]
      )
        .map((r) => r.reference)
        .sort();
    expect(await search('hallgr')).toEqual([a.reference, b.reference].sort());
    expect(await search('HALLGRÍMSDÓTTIR')).toEqual([a.reference]);
    expect(await search('rún hallgrím')).toEqual([a.reference]);
    expect(await search('Guðrún Hallgrímsdóttir')).toEqual([a.reference]);
    expect(await search('mssonx')).toEqual([]);
    // Wildcards typed are characters; the customer's and the main driver's names are not run together.
    expect(await search('hall_r')).toEqual([]);
    expect(await search('dóttir guðrún')).toEqual([]);

    // The search's name expression is the one the trigram index holds: with a scan of every row
    // ruled out, the planner answers it from that index (the brand's own index aside).
    const plan = await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        await tx.execute(
          sql`EXPLAIN SELECT id FROM reservations
               WHERE desk_person_names(customer, main_driver, extra_drivers) LIKE lower(${'%Hallgrím%'})`,
        ),
      );
    });
    expect(plan.map((row) => Object.values(row).join(' ')).join('\n')).toContain('reservations_desk_names');
  });

  it('shows the detail: status, customer, drivers, class and unit, money, check-in, notes and staff log', async () => {
    const c = await h.tenant('cars');
    const { a, b } = await twoOverlapping(c);
    const detail = await c.call('GET', `/staff/desk/reservations/${a.id}`, undefined, staff);
    expect(detail.status).toBe(200);
    const d = detail.body;
    expect(d).toMatchObject({
      reference: a.reference,
      status: 'confirmed',
      customer: { name: 'Anna Jónsdóttir', email: 'anna@example.com', phone: '+3545551234' },
      drivers: [{ name: 'Anna Jónsdóttir', role: 'main' }],
      vehicle: { classId: 'golf' },
      checkIn: { checkedIn: false, signedAt: null, licences: 0 },
      documents: [],
      notes: [],
      audit: [],
    });
    expect(d.money.paid).toBeGreaterThan(0);
    expect(d.money.balance).toBe(d.money.total - d.money.paid);
    expect(d.money.payments).toEqual([expect.objectContaining({ kind: 'capture', status: 'succeeded' })]);
    expect(d.unit).toMatchObject({ id: await unitOf(a.id), classId: 'golf', assignedAt: null });
    // The options are free golf units: never the one B holds, never its own, never another class.
    const options = d.unitOptions as { id: number; classId: string }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.map((o) => o.id)).not.toContain(await unitOf(b.id));
    expect(options.map((o) => o.id)).not.toContain(d.unit.id);
    expect(options.every((o) => o.classId === 'golf')).toBe(true);

    expect((await c.call('GET', `/staff/desk/reservations/${a.id}`)).status).toBe(401);
    const elsewhere = await h.tenant('cars');
    expect((await elsewhere.call('GET', `/staff/desk/reservations/${a.id}`, undefined, staff)).status).toBe(
      404,
    );
    expect((await c.call('GET', '/staff/desk/reservations/nope', undefined, staff)).status).toBe(404);
  });

  it('assigns only a free, in-service unit of the right class, and logs who did', async () => {
    const c = await h.tenant('cars');
    const { a, b } = await twoOverlapping(c);
    const all = await units(c.tenant);
    const held = await unitOf(b.id);
    const assign = (id: string, unitId: unknown) =>
      c.call('POST', `/staff/desk/reservations/${id}/unit`, { unitId }, staff);

    const wrongClass = all.find((u) => u.class_id !== 'golf');
    expect((await assign(a.id, wrongClass?.id)).body.code).toBe('unit_wrong_class');
    const taken = await assign(a.id, held);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('unit_taken');
    const before = await unitOf(a.id);
    const [target, retired] = all.filter((u) => u.class_id === 'golf' && u.id !== held && u.id !== before);
    if (!target || !retired) throw new Error('the seed has too few golf units');
    await h.database.query('UPDATE units SET active = false WHERE id = $1', [retired.id]);
    const outOfService = await assign(a.id, retired.id);
    expect(outOfService.status).toBe(422);
    expect(outOfService.body.code).toBe('unit_out_of_service');
    expect((await assign(a.id, 'x')).status).toBe(400);
    expect((await assign(a.id, 999_999_999)).status).toBe(404);
    expect(
      (await c.call('POST', `/staff/desk/reservations/${a.id}/unit`, { unitId: target.id })).status,
    ).toBe(401);

    const done = await assign(a.id, target.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.unit).toMatchObject({ id: target.id, plate: target.plate });
    expect(done.body.unit.assignedAt).toBeTruthy();
    expect(done.body.unit.assignedBy).toBe('BOOKING_ADMIN_TOKEN');
    expect(await unitOf(a.id)).toBe(target.id);
    const allocated = await h.database.query<{ unit_id: number }>(
      'SELECT unit_id FROM allocations WHERE reservation_id = $1',
      [a.id],
    );
    expect(allocated).toEqual([{ unit_id: target.id }]);
    expect(done.body.audit).toEqual([
      expect.objectContaining({
        action: 'unit.assign',
        target: a.reference,
        details: expect.objectContaining({ plate: target.plate, unitId: target.id }),
      }),
    ]);
    // The unit it left is free again: B's period overlaps, and staff may now move B onto it.
    expect((await assign(b.id, before)).status).toBe(200);

    // A cancelled reservation takes no unit.
    const cancelled = await c.call('POST', '/reservation/cancel', {});
    expect(cancelled.status).toBe(200);
    expect((await assign(a.id, target.id)).body.code).toBe('reservation_closed');
  });

  it('two staff assigning the last free unit to two overlapping reservations: exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const c = await h.tenant('cars');
      const { a, b } = await twoOverlapping(c);
      const held = new Set([await unitOf(a.id), await unitOf(b.id)]);
      const spare = (await units(c.tenant)).find((u) => u.class_id === 'golf' && !held.has(u.id));
      if (!spare) throw new Error('no spare golf unit in the seed');
      const [one, two] = await Promise.all(
        [a, b].map((r) =>
          c.call('POST', `/staff/desk/reservations/${r.id}/unit`, { unitId: spare.id }, staff),
        ),
      );
      const statuses = [one?.status, two?.status].sort();
      expect(statuses, JSON.stringify([one?.body, two?.body])).toEqual([200, 409]);
      const loser = one?.status === 409 ? one : two;
      expect(loser?.body.code).toBe('unit_taken');
      const holders = await h.database.query<{ reservation_id: string }>(
        'SELECT reservation_id FROM allocations WHERE unit_id = $1',
        [spare.id],
      );
      expect(holders).toHaveLength(1);
      // The loser kept its own unit and allocation; nothing half-done.
      const loserId = one?.status === 409 ? a.id : b.id;
      expect(held.has(await unitOf(loserId))).toBe(true);
      const loserAllocations = await h.database.query<{ unit_id: number }>(
        'SELECT unit_id FROM allocations WHERE reservation_id = $1',
        [loserId],
      );
      expect(loserAllocations).toEqual([{ unit_id: await unitOf(loserId) }]);
      const log = await h.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM staff_audit WHERE tenant = $1 AND action = 'unit.assign'",
        [c.tenant],
      );
      expect(log[0]?.n).toBe(1);
    }
  });

  it('a fixed unit stays with the reservation when the customer changes the dates, if it is free then', async () => {
    const c = await h.tenant('cars');
    const pickup = daysFrom(new Date(), 30);
    const r = await book(c, { pickupDate: pickup, returnDate: addDaysToDate(pickup, 3) });
    const held = await unitOf(r.id);
    // A unit from Reykjavik moved to the airport by staff: a new random pick at Keflavik never
    // lands on it, so only keeping the fixed unit passes.
    const other = (await units(c.tenant)).find(
      (u) => u.class_id === 'golf' && u.id !== held && u.location_id === 'rvk',
    );
    if (!other) throw new Error('no second golf unit');
    const fixed = await c.call('POST', `/staff/desk/reservations/${r.id}/unit`, { unitId: other.id }, staff);
    expect(fixed.status).toBe(200);
    const changed = await c.call('POST', '/reservation/terms', {
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupDate: pickup,
      pickupTime: '12:00',
      returnDate: addDaysToDate(pickup, 5),
      returnTime: '12:00',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = (await c.call('GET', `/staff/desk/reservations/${r.id}`, undefined, staff)).body;
    expect(after.unit).toMatchObject({ id: other.id, plate: other.plate });
    expect(after.unit.assignedAt).toBe(fixed.body.unit.assignedAt);
  });

  it('keeps staff notes with the reservation, newest first, in the staff log too', async () => {
    const c = await h.tenant('cars');
    const { a } = await twoOverlapping(c);
    const note = (text: unknown, headers = staff) =>
      c.call('POST', `/staff/desk/reservations/${a.id}/notes`, { text }, headers);
    const first = await note('  Customer called: arrives on the late flight.  ');
    expect(first.status).toBe(201);
    expect(first.body.note).toMatchObject({ text: 'Customer called: arrives on the late flight.' });
    await note('Child seat checked.');
    const empty = await note('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Write the note first');
    expect((await note('x'.repeat(2001))).status).toBe(400);
    expect((await note('no login', {} as typeof staff)).status).toBe(401);

    const d = (await c.call('GET', `/staff/desk/reservations/${a.id}`, undefined, staff)).body;
    expect(d.notes.map((n: { text: string }) => n.text)).toEqual([
      'Child seat checked.',
      'Customer called: arrives on the late flight.',
    ]);
    expect(d.notes[0].author.name).toBe('BOOKING_ADMIN_TOKEN');
    expect(d.audit.map((e: { action: string }) => e.action)).toEqual(['note.add', 'note.add']);
    // The customer's own view of the reservation carries no staff note.
    const mine = await c.call('GET', '/reservation');
    expect(JSON.stringify(mine.body)).not.toContain('Child seat checked');
  });
});
