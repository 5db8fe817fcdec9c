// "a class or extra that existing bookings use cannot be deleted, only retired", through
// the real HTTP API on PGlite and PostgreSQL: the staff route the Studio's guarded Delete and
// Unpublish ask, and the content webhook's delete of a class or location that a reservation
// uses, which must leave the booking rows in place (retired or hidden) rather than lose them.
import { randomBytes } from 'node:crypto';
import { parseContentEvent } from '@booking/rules/content-sync.ts';
import { catalogueUsage } from '@booking/services/catalogue-usage.ts';
import { applyContentEvent } from '@booking/services/content-sync.ts';
import { catalogueUsageReason } from '@domain';
import { describe, expect, it } from 'vitest';
import {
  booking,
  type Client,
  daysFrom,
  ENGINES,
  payWithCard,
  STAFF_LOGIN as staff,
  useHarness,
} from './harness.ts';

describe.each(ENGINES)('catalogue documents in use on %s', (engine) => {
  const h = useHarness(engine);

  const usage = async (c: Client, type: string, id: string) => {
    const res = await c.call('GET', `/staff/catalogue/usage?type=${type}&id=${id}`, undefined, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { kind: string; id: string; upcoming: number; active: number };
  };

  /** A paid golf from Keflavik to Reykjavik with the SCDW cover and a GPS, pickup in 4 days. */
  async function reserve(c: Client, pay = true) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        returnLocationId: 'rvk',
        pickupDate: daysFrom(h.clock.now, 4),
        returnDate: daysFrom(h.clock.now, 7),
        options: { insurancePackageId: 'scdw', extras: [{ id: 'gps', quantity: 1 }] },
      }),
      { 'idempotency-key': `usage-${randomBytes(8).toString('hex')}` },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (pay) expect((await payWithCard(c)).payment.status).toBe('succeeded');
    return created.body.reservation as { id: string; pickupAt: string; returnAt: string };
  }

  it('counts the upcoming, then active reservations using a class, location, cover or extra', async () => {
    const c = await h.tenant('cars');
    expect(await usage(c, 'class', 'golf')).toEqual({ kind: 'class', id: 'golf', upcoming: 0, active: 0 });

    const r = await reserve(c);
    for (const [type, id] of [
      ['class', 'golf'],
      ['location', 'kef'],
      ['location', 'rvk'],
      ['cover', 'scdw'],
      ['extra', 'gps'],
    ] as const) {
      expect(await usage(c, type, id), `${type} ${id}`).toMatchObject({ upcoming: 1, active: 0 });
    }
    for (const [type, id] of [
      ['class', 'yaris-hybrid'],
      ['cover', 'premium'],
      ['extra', 'child_seat'],
    ] as const) {
      expect(await usage(c, type, id), `${type} ${id}`).toMatchObject({ upcoming: 0, active: 0 });
    }
    // Another brand's reservations are not this brand's.
    const other = await h.tenant('cars');
    expect(await usage(other, 'class', 'golf')).toMatchObject({ upcoming: 0, active: 0 });

    // During the rental it is active; once the car is due back nothing needs the class.
    h.clock.now = new Date(Date.parse(r.pickupAt) + 3_600_000);
    expect(await usage(c, 'class', 'golf')).toMatchObject({ upcoming: 0, active: 1 });
    h.clock.now = new Date(Date.parse(r.returnAt) + 60_000);
    expect(await usage(c, 'class', 'golf')).toMatchObject({ upcoming: 0, active: 0 });
  });

  it('counts an unpaid hold while it holds the car, not once it has lapsed', async () => {
    const c = await h.tenant('cars');
    await reserve(c, false);
    expect(await usage(c, 'class', 'golf')).toMatchObject({ upcoming: 1 });
    // Asked straight, before any sweep has marked the lapsed hold expired.
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await catalogueUsage(h.database, c.tenant, 'class', 'golf', later)).toMatchObject({ upcoming: 0 });
  });

  it('no longer counts a cancelled reservation', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c);
    await h.database.query(`UPDATE reservations SET status = 'cancelled' WHERE id = $1`, [r.id]);
    expect(await usage(c, 'class', 'golf')).toMatchObject({ upcoming: 0, active: 0 });
  });

  it('is staff-only and answers a malformed question with 400 naming the parameter', async () => {
    const c = await h.tenant('cars');
    expect((await c.call('GET', '/staff/catalogue/usage?type=class&id=golf')).status).toBe(401);
    const kind = await c.call('GET', '/staff/catalogue/usage?type=vehicle&id=golf', undefined, staff);
    expect(kind.status).toBe(400);
    expect(kind.body.message).toMatch(/^type: /);
    const id = await c.call('GET', '/staff/catalogue/usage?type=class&id=DROP%20TABLE', undefined, staff);
    expect(id.status).toBe(400);
    expect(id.body.message).toMatch(/^id: /);
    expect((await c.call('GET', '/staff/catalogue/usage?type=class', undefined, staff)).status).toBe(400);
  });

  it('keeps a deleted class and location that a reservation uses: retired and hidden, never removed', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c);
    const deleted = async (document: Record<string, unknown>) => {
      const parsed = parseContentEvent({ operation: 'delete', tenant: c.tenant, ...document });
      if (!parsed.success) throw parsed.error;
      await applyContentEvent(h.database, parsed.event, new Date());
    };
    await deleted({ _id: `vehicle-golf-${c.tenant}`, _type: 'vehicleBase', classId: 'golf' });
    await deleted({ _id: `location-kef-${c.tenant}`, _type: 'location', locationId: 'kef' });
    await deleted({ _id: `extra-gps-${c.tenant}`, _type: 'rentalExtra', extraId: 'gps' });
    await deleted({ _id: `cover-scdw-${c.tenant}`, _type: 'insuranceCover', coverId: 'scdw' });

    const row = async (table: string, id: string) =>
      (await h.database.query(`SELECT * FROM ${table} WHERE tenant = $1 AND id = $2`, [c.tenant, id]))[0] as
        | Record<string, unknown>
        | undefined;
    expect(await row('vehicle_classes', 'golf')).toMatchObject({ active: false });
    expect(await row('locations', 'kef')).toMatchObject({ hidden: true });
    expect(await row('extras', 'gps')).toMatchObject({ active: false });
    expect(await row('insurance_packages', 'scdw')).toMatchObject({ active: false });
    const units = await h.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM units WHERE tenant = $1 AND class_id = $2',
      [c.tenant, 'golf'],
    );
    expect(units[0]?.n).toBeGreaterThan(0);

    // New searches no longer offer the class; the reservation keeps it and still counts.
    const search = await c.call('POST', '/search', {
      pickupLocationId: 'rvk',
      returnLocationId: 'rvk',
      pickupTime: '10:00',
      returnTime: '10:00',
      pickupDate: daysFrom(h.clock.now, 20),
      returnDate: daysFrom(h.clock.now, 23),
    });
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.vehicles.map((v: { id: string }) => v.id)).not.toContain('golf');
    const kept = await h.database.query<{ class_id: string; pickup_location_id: string }>(
      'SELECT class_id, pickup_location_id FROM reservations WHERE id = $1',
      [r.id],
    );
    expect(kept[0]).toEqual({ class_id: 'golf', pickup_location_id: 'kef' });
    expect(await usage(c, 'class', 'golf')).toMatchObject({ upcoming: 1 });
  });

  it('words the reason the Studio shows', () => {
    expect(catalogueUsageReason({ kind: 'class', id: 'golf', upcoming: 12, active: 0 })).toBe(
      '12 upcoming reservations use this class; take it out of service instead (switch "Retired" on and publish).',
    );
    expect(catalogueUsageReason({ kind: 'extra', id: 'gps', upcoming: 1, active: 1 })).toBe(
      '1 active and 1 upcoming reservations use this extra; retire it instead (switch "Retired" on and publish).',
    );
    expect(catalogueUsageReason({ kind: 'cover', id: 'scdw', upcoming: 0, active: 1 })).toBe(
      '1 active reservation uses this insurance cover; retire it instead (switch "Retired" on and publish).',
    );
    expect(catalogueUsageReason({ kind: 'location', id: 'kef', upcoming: 0, active: 0 })).toBeNull();
  });
});
