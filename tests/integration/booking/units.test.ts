// Units in Operations, through the real HTTP API on PGlite and PostgreSQL: a period out of
// service (or a retirement) takes the unit out of availability and assignment, a reservation that
// held it before is reported rather than dropped, every change is in the staff log; and the
// automatic assignment before pickup, which never overrides staff and never double-books a unit,
// also when two runs and a staff member act at once.
import { randomBytes } from 'node:crypto';
import { autoAssignDue } from '@booking/services/auto-assign.ts';
import { utilisationByClass } from '@booking/services/operations.ts';
import { AUTO_ASSIGNER_NAME, addDaysToDate, type FleetLocation, type FleetUnit } from '@domain';
import { describe, expect, it } from 'vitest';
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

interface Booked {
  id: string;
  reference: string;
  pickupAt: string;
  returnAt: string;
}

describe.each(ENGINES)('units in Operations on %s', (engine) => {
  const h = useHarness(engine);

  async function book(c: Client, extra: Record<string, unknown>): Promise<Booked> {
    const created = await c.call('POST', '/reservations', booking(extra), {
      'idempotency-key': `units-${randomBytes(8).toString('hex')}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    return created.body.reservation as Booked;
  }

  const fleet = async (c: Client) => {
    const res = await c.call('GET', '/staff/units', undefined, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.locations as FleetLocation[];
  };
  const golfUnits = async (c: Client, location?: string): Promise<FleetUnit[]> =>
    (await fleet(c))
      .filter((l) => !location || l.id === location)
      .flatMap((l) => l.units)
      .filter((u) => u.classId === 'golf');

  const outOfService = (c: Client, unitId: number, from: string, to: string, reason = 'Windscreen') =>
    c.call('POST', `/staff/units/${unitId}/service-periods`, { from, to, reason }, staff);

  const golfAvailable = async (c: Client, pickupDate: string, returnDate: string) => {
    const res = await c.call('POST', '/search', {
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupDate,
      returnDate,
      pickupTime: '12:00',
      returnTime: '12:00',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.vehicles.find((v: { id: string }) => v.id === 'golf').available as number;
  };

  const unitOf = async (id: string) =>
    (
      await h.database.query<{ unit_id: number; unit_assigned_by: string | null }>(
        'SELECT unit_id, unit_assigned_by FROM reservations WHERE id = $1',
        [id],
      )
    )[0];

  const desk = async (c: Client, id: string) =>
    (await c.call('GET', `/staff/desk/reservations/${id}`, undefined, staff)).body;

  it('a service period takes a unit out of search and assignment; a reservation holding it is reported', async () => {
    const c = await h.tenant('cars');
    const start = daysFrom(new Date(), 30);
    const end = addDaysToDate(start, 3);
    const kef = await golfUnits(c, 'kef');
    expect(kef.length).toBe(4);
    expect(kef.every((u) => u.status === 'in_service' && u.servicePeriods.length === 0)).toBe(true);
    expect(await golfAvailable(c, start, end)).toBe(4);

    // Three of Keflavik's four golfs go to the workshop for those days: one is left to book.
    for (const unit of kef.slice(0, 3)) {
      const added = await outOfService(c, unit.id, start, end);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.conflicts).toEqual([]);
    }
    expect(await golfAvailable(c, start, end)).toBe(1);
    // The days after are not touched; neither is a period that ends the day before.
    expect(await golfAvailable(c, addDaysToDate(end, 2), addDaysToDate(end, 4))).toBe(4);
    expect(await golfAvailable(c, addDaysToDate(start, -4), addDaysToDate(start, -1))).toBe(4);

    const r = await book(c, { pickupDate: start, returnDate: end });
    const held = (await unitOf(r.id))?.unit_id;
    expect(held).toBe(kef[3]?.id);
    expect(await golfAvailable(c, start, end)).toBe(0);
    const full = await c.call('POST', '/reservations', booking({ pickupDate: start, returnDate: end }), {
      'idempotency-key': `units-${randomBytes(8).toString('hex')}`,
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('vehicle_unavailable');

    // Staff cannot move it onto a unit that is out of service then; the desk does not offer one.
    const refused = await c.call(
      'POST',
      `/staff/desk/reservations/${r.id}/unit`,
      { unitId: kef[0]?.id },
      staff,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('unit_out_of_service');
    const detail = await desk(c, r.id);
    const offered = (detail.unitOptions as { id: number }[]).map((u) => u.id);
    expect(offered.length).toBeGreaterThan(0);
    for (const unit of kef.slice(0, 3)) expect(offered).not.toContain(unit.id);
    expect(detail.unitConflict).toBeNull();

    // The unit it holds goes out of service too: the reservation keeps it, and says so.
    const late = await outOfService(
      c,
      kef[3]?.id ?? 0,
      addDaysToDate(start, 1),
      addDaysToDate(start, 1),
      'Recall',
    );
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(late.body.conflicts.map((x: { reference: string }) => x.reference)).toEqual([r.reference]);
    expect((await unitOf(r.id))?.unit_id).toBe(kef[3]?.id);
    expect((await desk(c, r.id)).unitConflict).toMatchObject({
      reference: r.reference,
      cause: { kind: 'service', reason: 'Recall' },
    });
    const listed = (await golfUnits(c, 'kef')).find((u) => u.id === kef[3]?.id);
    expect(listed?.conflicts.map((x) => x.reference)).toEqual([r.reference]);
    expect(listed?.servicePeriods.map((p) => [p.from, p.to, p.reason])).toEqual([
      [addDaysToDate(start, 1), addDaysToDate(start, 1), 'Recall'],
    ]);

    // Staff move it to a unit in service elsewhere: the conflict is gone.
    const target = (await desk(c, r.id)).unitOptions[0] as { id: number };
    const moved = await c.call('POST', `/staff/desk/reservations/${r.id}/unit`, { unitId: target.id }, staff);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.unitConflict).toBeNull();
  });

  it('answers mistakes with specific 4xx, keeps periods apart, and logs every change', async () => {
    const c = await h.tenant('cars');
    const [unit] = await golfUnits(c, 'kef');
    if (!unit) throw new Error('no golf at kef');
    const start = daysFrom(new Date(), 12);
    const end = addDaysToDate(start, 2);

    expect((await c.call('GET', '/staff/units')).status).toBe(401);
    expect(
      (await c.call('POST', `/staff/units/${unit.id}/service-periods`, { from: start, to: end, reason: 'x' }))
        .status,
    ).toBe(401);

    const backwards = await outOfService(c, unit.id, end, start);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('before the first');
    const noReason = await outOfService(c, unit.id, start, end, '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('Say why');
    const badDate = await outOfService(c, unit.id, '2026-02-30', end);
    expect(badDate.status).toBe(400);
    const past = await outOfService(c, unit.id, daysFrom(new Date(), -5), daysFrom(new Date(), -2));
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('service_period_past');
    expect((await outOfService(c, 999_999, start, end)).status).toBe(404);
    expect((await outOfService(c, 999_999, start, end)).body.code).toBe('unit_not_found');
    expect(
      (await c.call('POST', '/staff/units/abc/service-periods', { from: start, to: end, reason: 'x' }, staff))
        .status,
    ).toBe(404);
    // Another brand's unit is not this brand's.
    const other = await h.tenant('cars');
    expect((await outOfService(other, unit.id, start, end)).status).toBe(404);

    const first = await outOfService(c, unit.id, start, end, 'Service');
    expect(first.status).toBe(201);
    const overlapping = await outOfService(c, unit.id, end, addDaysToDate(end, 3));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.code).toBe('service_period_overlap');
    // The next day is free to plan.
    const next = await outOfService(c, unit.id, addDaysToDate(end, 1), addDaysToDate(end, 1), 'Tyres');
    expect(next.status).toBe(201);

    const periodId = first.body.period.id as number;
    const changed = await c.call(
      'POST',
      `/staff/units/service-periods/${periodId}`,
      { from: start, to: addDaysToDate(start, 1), reason: 'Service, shorter' },
      staff,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.period).toMatchObject({ from: start, to: addDaysToDate(start, 1) });
    const clash = await c.call(
      'POST',
      `/staff/units/service-periods/${periodId}`,
      { from: start, to: addDaysToDate(end, 1), reason: 'Longer' },
      staff,
    );
    expect(clash.status).toBe(409);
    expect(
      (await c.call('POST', '/staff/units/service-periods/999999/remove', undefined, staff)).status,
    ).toBe(404);
    const removed = await c.call('POST', `/staff/units/service-periods/${periodId}/remove`, undefined, staff);
    expect(removed.status).toBe(200);

    // Retirement: from today or later, once; reinstated once.
    expect(
      (await c.call('POST', `/staff/units/${unit.id}/retire`, { from: daysFrom(new Date(), -1) }, staff)).body
        .code,
    ).toBe('retire_in_past');
    const retired = await c.call(
      'POST',
      `/staff/units/${unit.id}/retire`,
      { from: daysFrom(new Date(), 60) },
      staff,
    );
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    const again = await c.call(
      'POST',
      `/staff/units/${unit.id}/retire`,
      { from: daysFrom(new Date(), 61) },
      staff,
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('unit_retired');
    expect((await c.call('POST', `/staff/units/${unit.id}/reinstate`, undefined, staff)).status).toBe(200);
    expect((await c.call('POST', `/staff/units/${unit.id}/reinstate`, undefined, staff)).body.code).toBe(
      'unit_not_retired',
    );

    const log = await c.call('GET', '/staff/audit?limit=50', undefined, staff);
    const entries = (
      log.body.entries as { action: string; target: string; details: Record<string, unknown> }[]
    )
      .filter((e) => e.action.startsWith('unit.'))
      .reverse();
    expect(entries.map((e) => e.action)).toEqual([
      'unit.service_add',
      'unit.service_add',
      'unit.service_change',
      'unit.service_remove',
      'unit.retire',
      'unit.reinstate',
    ]);
    expect(entries.every((e) => e.target === unit.plate)).toBe(true);
    expect(entries[0]?.details).toMatchObject({ unitId: unit.id, from: start, to: end, reason: 'Service' });
    expect(entries[2]?.details).toMatchObject({ before: { to: end }, to: addDaysToDate(start, 1) });
  });

  it('a retired unit carries nothing after its retirement and stays with the reservation it had', async () => {
    const c = await h.tenant('cars');
    const start = daysFrom(new Date(), 20);
    const end = addDaysToDate(start, 2);
    const r = await book(c, { pickupDate: start, returnDate: end });
    const held = (await unitOf(r.id))?.unit_id ?? 0;
    // Retired from the middle of the rental: the reservation keeps it and the desk says so.
    const retired = await c.call(
      'POST',
      `/staff/units/${held}/retire`,
      { from: addDaysToDate(start, 1) },
      staff,
    );
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(retired.body.conflicts.map((x: { reference: string }) => x.reference)).toEqual([r.reference]);
    expect((await unitOf(r.id))?.unit_id).toBe(held);
    expect((await desk(c, r.id)).unitConflict).toMatchObject({ cause: { kind: 'retired' } });
    const listed = (await golfUnits(c)).find((u) => u.id === held);
    expect(listed?.retiredAt).toBeTruthy();
    // Before the retirement it still counts; after it, never.
    const before = addDaysToDate(start, -10);
    expect(await golfAvailable(c, before, addDaysToDate(before, 3))).toBe(4);
    const after = addDaysToDate(start, 10);
    expect(await golfAvailable(c, after, addDaysToDate(after, 3))).toBe(3);
    h.clock.now = new Date(Date.parse(`${addDaysToDate(start, 2)}T12:00:00Z`));
    expect((await golfUnits(c)).find((u) => u.id === held)?.status).toBe('retired');
  });

  it('assigns a free unit a set time before pickup, keeps staff choices, avoids units out of service', async () => {
    const c = await h.tenant('cars');
    const start = daysFrom(new Date(), 15);
    const end = addDaysToDate(start, 3);
    const a = await book(c, { pickupDate: start, returnDate: end });
    const b = await book(client(h.url, c.tenant), { pickupDate: start, returnDate: end });
    const d = await book(client(h.url, c.tenant), { pickupDate: start, returnDate: end });
    const pickup = new Date(a.pickupAt).getTime();
    const hour = 3_600_000;

    // Staff fix b on a unit of their choice; d's unit goes to the workshop.
    const bOptions = (await desk(c, b.id)).unitOptions as { id: number }[];
    const staffUnit = bOptions[0]?.id ?? 0;
    const fixed = await c.call('POST', `/staff/desk/reservations/${b.id}/unit`, { unitId: staffUnit }, staff);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const dUnit = (await unitOf(d.id))?.unit_id ?? 0;
    expect((await outOfService(c, dUnit, start, start, 'Brakes')).status).toBe(201);

    // 25 hours before pickup: not yet (the default is 24 hours).
    let run = await autoAssignDue(h.database, new Date(pickup - 25 * hour), { tenant: c.tenant });
    expect(run.assigned).toEqual([]);
    expect((await unitOf(a.id))?.unit_assigned_by).toBeNull();

    const at = new Date(pickup - 23 * hour);
    run = await autoAssignDue(h.database, at, { tenant: c.tenant });
    const refs = run.assigned.map((x) => x.reference).sort();
    expect(refs).toEqual([a.reference, d.reference].sort());
    // a keeps the unit it held; d moves off the unit out of service.
    expect(run.assigned.find((x) => x.reference === a.reference)?.moved).toBe(false);
    expect(run.assigned.find((x) => x.reference === d.reference)?.moved).toBe(true);
    expect((await unitOf(a.id))?.unit_assigned_by).toBe(AUTO_ASSIGNER_NAME);
    expect((await unitOf(d.id))?.unit_id).not.toBe(dUnit);
    expect(await unitOf(b.id)).toEqual({ unit_id: staffUnit, unit_assigned_by: 'BOOKING_ADMIN_TOKEN' });
    // The customer now sees the plate; the desk and its staff log name the service.
    const aDesk = await desk(c, a.id);
    expect(aDesk.unit.assignedBy).toBe(AUTO_ASSIGNER_NAME);
    expect(aDesk.unitConflict).toBeNull();
    const logged = (aDesk.audit as { action: string; actor: { name: string; via: string } }[])[0];
    expect(logged).toMatchObject({
      action: 'unit.auto_assign',
      actor: { name: AUTO_ASSIGNER_NAME, via: 'service' },
    });

    // A second run changes nothing.
    expect(
      (await autoAssignDue(h.database, new Date(at.getTime() + hour), { tenant: c.tenant })).assigned,
    ).toEqual([]);
  });

  it('reads the lead time from the location (Studio setting)', async () => {
    const c = await h.tenant('cars');
    const start = daysFrom(new Date(), 16);
    const a = await book(c, { pickupDate: start, returnDate: addDaysToDate(start, 2) });
    await h.database.query('UPDATE locations SET auto_assign_hours = 2 WHERE tenant = $1 AND id = $2', [
      c.tenant,
      'kef',
    ]);
    const pickup = new Date(a.pickupAt).getTime();
    expect(
      (await autoAssignDue(h.database, new Date(pickup - 3 * 3_600_000), { tenant: c.tenant })).assigned,
    ).toEqual([]);
    expect(
      (await autoAssignDue(h.database, new Date(pickup - 3_600_000), { tenant: c.tenant })).assigned.map(
        (x) => x.reference,
      ),
    ).toEqual([a.reference]);
  });

  it('two automatic runs and a staff member at once never put one unit on two overlapping reservations', async () => {
    const rounds = engine === 'postgres' ? 4 : 1;
    for (let round = 0; round < rounds; round++) {
      const c = await h.tenant('cars');
      const start = daysFrom(new Date(), 40 + round);
      const end = addDaysToDate(start, 2);
      const a = await book(c, { pickupDate: start, returnDate: end });
      const b = await book(client(h.url, c.tenant), { pickupDate: start, returnDate: end });
      const x = (await unitOf(a.id))?.unit_id ?? 0;
      const y = (await unitOf(b.id))?.unit_id ?? 0;
      // Every golf but b's and one more (f) is out of service: a must leave x, and f is the only
      // unit it can go to, the very unit staff move b to at the same moment.
      const golfs = await golfUnits(c);
      const f = golfs.find((u) => u.id !== x && u.id !== y)?.id ?? 0;
      for (const u of golfs)
        if (u.id !== y && u.id !== f) expect((await outOfService(c, u.id, start, end)).status).toBe(201);

      const at = new Date(new Date(a.pickupAt).getTime() - 3_600_000);
      const [run1, run2, staffMove] = await Promise.all([
        autoAssignDue(h.database, at, { tenant: c.tenant }),
        autoAssignDue(h.database, at, { tenant: c.tenant }),
        c.call('POST', `/staff/desk/reservations/${b.id}/unit`, { unitId: f }, staff),
      ]);
      const aAfter = await unitOf(a.id);
      const bAfter = await unitOf(b.id);
      if (staffMove.status === 200) {
        // Staff won f and b stays where staff put it; a either found nothing free (it stays on x,
        // unassigned) or took y, which staff had just freed.
        expect(bAfter).toEqual({ unit_id: f, unit_assigned_by: 'BOOKING_ADMIN_TOKEN' });
        if (aAfter?.unit_id === x) {
          expect(aAfter.unit_assigned_by).toBeNull();
          expect([...run1.unplaced, ...run2.unplaced]).toContain(a.reference);
        } else expect(aAfter).toEqual({ unit_id: y, unit_assigned_by: AUTO_ASSIGNER_NAME });
      } else {
        expect(staffMove.status).toBe(409);
        expect(staffMove.body.code).toBe('unit_taken');
        expect(aAfter).toEqual({ unit_id: f, unit_assigned_by: AUTO_ASSIGNER_NAME });
        expect(bAfter?.unit_id).toBe(y);
      }
      // Each reservation assigned once, by one run.
      const assigned = [...run1.assigned, ...run2.assigned].map((r) => r.reference);
      expect(new Set(assigned).size).toBe(assigned.length);
      // No unit carries two overlapping reservations; each reservation's unit is its allocation's.
      const overlaps = await h.database.query(
        `SELECT 1 FROM allocations a1 JOIN allocations a2
            ON a1.unit_id = a2.unit_id AND a1.id < a2.id AND a1.period && a2.period
          WHERE a1.tenant = $1`,
        [c.tenant],
      );
      expect(overlaps).toEqual([]);
      const mismatched = await h.database.query(
        `SELECT r.id FROM reservations r JOIN allocations a ON a.reservation_id = r.id
          WHERE r.tenant = $1 AND a.unit_id <> r.unit_id`,
        [c.tenant],
      );
      expect(mismatched).toEqual([]);
    }
  });

  it('staff assigning the same reservation while the service runs: the staff choice stands', async () => {
    const c = await h.tenant('cars');
    const start = daysFrom(new Date(), 50);
    const a = await book(c, { pickupDate: start, returnDate: addDaysToDate(start, 2) });
    const options = (await desk(c, a.id)).unitOptions as { id: number }[];
    const chosen = options[0]?.id ?? 0;
    const at = new Date(new Date(a.pickupAt).getTime() - 3_600_000);
    const [, moved] = await Promise.all([
      autoAssignDue(h.database, at, { tenant: c.tenant }),
      c.call('POST', `/staff/desk/reservations/${a.id}/unit`, { unitId: chosen }, staff),
    ]);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await unitOf(a.id)).toEqual({ unit_id: chosen, unit_assigned_by: 'BOOKING_ADMIN_TOKEN' });
  });

  it('utilisation counts a unit only while it is in service', async () => {
    const c = await h.tenant('cars');
    const units = await golfUnits(c);
    const [garaged, retiring] = units;
    if (!garaged || !retiring) throw new Error('the seed has two golf units');
    const from = daysFrom(new Date(), 40);
    const to = addDaysToDate(from, 6);
    const before = (await utilisationByClass(h.database, c.tenant, { from, to })).find(
      (u) => u.classId === 'golf',
    );
    expect(before?.capacityHours).toBe(units.length * 7 * 24);

    // Two whole days in the garage, and a retirement from the fifth day of the week on.
    const garage = await outOfService(c, garaged.id, addDaysToDate(from, 1), addDaysToDate(from, 2));
    expect(garage.status, JSON.stringify(garage.body)).toBe(201);
    const retired = await c.call(
      'POST',
      `/staff/units/${retiring.id}/retire`,
      { from: addDaysToDate(from, 4) },
      staff,
    );
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);

    const after = (await utilisationByClass(h.database, c.tenant, { from, to })).find(
      (u) => u.classId === 'golf',
    );
    expect(after?.units).toBe(units.length);
    expect(after?.capacityHours).toBe(units.length * 7 * 24 - 2 * 24 - 3 * 24);
    // A week after the retirement the retired unit no longer counts at all.
    const later = addDaysToDate(from, 14);
    const next = (
      await utilisationByClass(h.database, c.tenant, { from: later, to: addDaysToDate(later, 6) })
    ).find((u) => u.classId === 'golf');
    expect(next).toMatchObject({ units: units.length - 1, capacityHours: (units.length - 1) * 7 * 24 });
  });
});
