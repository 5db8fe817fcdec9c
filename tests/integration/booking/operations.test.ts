// The Operations tool's aggregations, on PGlite and PostgreSQL, through the
// service functions and the staff API the Studio calls.
import { randomBytes } from 'node:crypto';
import { loadCatalogue } from '@booking/services/catalogue.ts';
import { affiliateReport, dayBoard, periodReport, utilisationByClass } from '@booking/services/operations.ts';
import { addDaysToDate, todayInReykjavik, utilisationPercent } from '@domain';
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

describe.each(ENGINES)('operations dashboard aggregations on %s', (engine) => {
  const h = useHarness(engine);

  async function book(c: Client, extra: Record<string, unknown>, pay = true) {
    const created = await c.call('POST', '/reservations', booking(extra), {
      'idempotency-key': `ops-${randomBytes(8).toString('hex')}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (pay) await payWithCard(c, CARDS.success);
    return created.body.reservation as {
      id: string;
      reference: string;
      pickupAt: string;
      returnAt: string;
      dueNow: number;
      total: number;
      price: { days: number };
    };
  }

  it('bookings, revenue and rental length per day, compared with the previous period', async () => {
    const c = await h.tenant('cars');
    const pickup = daysFrom(new Date(), 10);
    const a = await book(c, { pickupDate: pickup, returnDate: addDaysToDate(pickup, 4) });
    const b = await book(client2(c), {
      classId: 'aygo',
      pickupDate: pickup,
      returnDate: addDaysToDate(pickup, 2),
    });
    // An unpaid hold is not a booking.
    await book(
      client2(c),
      { classId: 'aygo', pickupDate: pickup, returnDate: addDaysToDate(pickup, 3) },
      false,
    );
    const today = todayInReykjavik();
    const period = { from: addDaysToDate(today, -6), to: today };

    const report = await periodReport(h.database, c.tenant, period);
    expect(report.days).toHaveLength(7);
    expect(report.previous).toEqual({ from: addDaysToDate(today, -13), to: addDaysToDate(today, -7) });
    const day = report.days.at(-1);
    expect(day).toEqual({
      date: today,
      bookings: 2,
      revenue: a.dueNow + b.dueNow,
      averageDays: (a.price.days + b.price.days) / 2,
    });
    expect(report.days.slice(0, -1).every((d) => d.bookings === 0 && d.revenue === 0)).toBe(true);
    expect(report.totals.bookings).toBe(2);
    expect(report.previousTotals).toEqual({ bookings: 0, revenue: 0, averageDays: 0 });
    expect(report.change.bookings).toBeNull();

    // A free cancellation refunds: revenue is what stayed, the booking still happened.
    const cancelled = await c.call('POST', '/reservation/cancel', {});
    expect(cancelled.body.reservation.status).toBe('refunded');
    const after = await periodReport(h.database, c.tenant, period);
    expect(after.days.at(-1)).toMatchObject({ bookings: 2, revenue: b.dueNow });

    // The same over HTTP as the Studio asks for it; another brand sees none of it.
    const http = await c.call(
      'GET',
      `/staff/operations/report?from=${period.from}&to=${period.to}`,
      undefined,
      staff,
    );
    expect(http.status).toBe(200);
    expect(http.body.totals).toEqual(after.totals);
    const other = await h.tenant('cars');
    expect((await periodReport(h.database, other.tenant, period)).totals.bookings).toBe(0);
  });

  /** A second visitor of the same brand (its own reservation session). */
  const client2 = (c: Client): Client => client(h.url, c.tenant);

  it("today's and tomorrow's pickups and returns per location, in Iceland time, with check-in and balance", async () => {
    const c = await h.tenant('cars');
    const pickup = daysFrom(new Date(), 12);
    const early = await book(c, {
      pickupDate: pickup,
      pickupTime: '09:00',
      returnDate: addDaysToDate(pickup, 1),
      returnTime: '17:30',
    });
    const late = await book(client2(c), {
      pickupDate: pickup,
      pickupTime: '15:00',
      pickupLocationId: 'rvk',
      returnLocationId: 'kef',
      returnDate: addDaysToDate(pickup, 5),
    });
    await h.database.query(`UPDATE reservations SET status = 'checked_in' WHERE id = $1`, [late.id]);

    const board = await dayBoard(h.database, c.tenant, pickup, h.clock.now);
    const kef = board.locations.find((l) => l.id === 'kef');
    const rvk = board.locations.find((l) => l.id === 'rvk');
    expect(kef?.pickups.map((m) => m.reference)).toEqual([early.reference]);
    expect(kef?.pickups[0]).toMatchObject({
      at: early.pickupAt,
      customer: 'Anna Jónsdóttir',
      classId: 'golf',
      className: expect.stringContaining('Golf'),
      checkedIn: false,
      balance: early.total - early.dueNow,
    });
    expect(rvk?.pickups[0]).toMatchObject({ reference: late.reference, checkedIn: true });
    // Each row names the plate of the unit holding the booking.
    const [held] = await h.database.query<{ plate: string }>(
      'SELECT u.plate FROM reservations r JOIN units u ON u.id = r.unit_id WHERE r.id = $1',
      [early.id],
    );
    expect(held?.plate).toBeTruthy();
    expect(kef?.pickups[0]?.plate).toBe(held?.plate);
    // A refund request after signing the agreement (check-in) still shows as checked in.
    await h.database.query(
      `INSERT INTO signatures (reservation_id, tenant, template_id, contract_sha256, contract_text, signer_name, ip)
       VALUES ($1, $2, 1, 'x', 'x', 'Anna', '127.0.0.1')`,
      [late.id, c.tenant],
    );
    await h.database.query(`UPDATE reservations SET status = 'refund_requested' WHERE id = $1`, [late.id]);
    const requested = await dayBoard(h.database, c.tenant, pickup, h.clock.now);
    expect(requested.locations.find((l) => l.id === 'rvk')?.pickups[0]).toMatchObject({
      status: 'refund_requested',
      checkedIn: true,
    });
    expect(kef?.returns).toEqual([]);
    const next = await dayBoard(h.database, c.tenant, addDaysToDate(pickup, 1), h.clock.now);
    expect(next.locations.find((l) => l.id === 'kef')?.returns.map((m) => m.reference)).toEqual([
      early.reference,
    ]);

    // The staff API answers for "today" and "tomorrow" by the service's clock.
    h.clock.now = new Date(`${pickup}T07:00:00Z`);
    const days = await c.call('GET', '/staff/operations/days', undefined, staff);
    expect(days.body.days.map((d: { date: string }) => d.date)).toEqual([pickup, addDaysToDate(pickup, 1)]);
    expect(days.body.days[0].locations.find((l: { id: string }) => l.id === 'kef').pickups).toHaveLength(1);
  });

  it('utilisation by vehicle class counts the held unit time inside the period', async () => {
    const c = await h.tenant('campers');
    const catalogue = await loadCatalogue(h.database, c.tenant);
    const classId = catalogue.classes[0]?.id ?? '';
    const pickup = daysFrom(new Date(), 14);
    const r = await book(c, { classId, pickupDate: pickup, returnDate: addDaysToDate(pickup, 3) });
    const period = { from: pickup, to: addDaysToDate(pickup, 6) };
    const classes = await utilisationByClass(h.database, c.tenant, period);
    const used = classes.find((u) => u.classId === classId);
    const units = await h.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM units WHERE tenant = $1 AND class_id = $2 AND active',
      [c.tenant, classId],
    );
    const held =
      (Date.parse(r.returnAt) - Date.parse(r.pickupAt)) / 3_600_000 +
      catalogue.settings.turnaroundMinutes / 60;
    expect(used).toMatchObject({
      units: units[0]?.n,
      capacityHours: (units[0]?.n ?? 0) * 7 * 24,
      bookedHours: held,
    });
    expect(used?.percent).toBe(utilisationPercent(held, (units[0]?.n ?? 0) * 7 * 24));
    expect(classes.filter((u) => u.classId !== classId).every((u) => u.bookedHours === 0)).toBe(true);
    // A period that only clips the rental counts only the clipped part.
    const clipped = await utilisationByClass(h.database, c.tenant, { from: pickup, to: pickup });
    expect(clipped.find((u) => u.classId === classId)?.bookedHours).toBe(24 - 12);
  });

  it('affiliate clicks and conversions per affiliate', async () => {
    const c = await h.tenant('cars');
    const click = await c.call('POST', '/public/afiliate/click', { ref: 'blog', referralCode: 'BLOG1' });
    expect(click.status).toBe(201);
    await c.call('POST', '/public/afiliate/click', { ref: 'insta', referralCode: 'IG' });
    await c.call('POST', '/public/afiliate/click', { ref: 'insta', referralCode: 'IG' });
    const r = await book(c, {
      pickupDate: daysFrom(new Date(), 20),
      returnDate: daysFrom(new Date(), 23),
      affiliate: { clickId: click.body.clickId, ref: 'blog' },
    });
    const today = todayInReykjavik();
    const figures = await affiliateReport(h.database, c.tenant, { from: today, to: today });
    expect(figures).toEqual([
      { ref: 'insta', clicks: 2, conversions: 0, confirmed: 0, amount: 0, rate: 0 },
      { ref: 'blog', clicks: 1, conversions: 1, confirmed: 1, amount: r.total, rate: 100 },
    ]);
    const yesterday = addDaysToDate(today, -1);
    expect(await affiliateReport(h.database, c.tenant, { from: yesterday, to: yesterday })).toEqual([]);
  });

  it('refuses unusable periods with a 400 that names the problem', async () => {
    const c = await h.tenant('cars');
    const bad = async (query: string) =>
      (await c.call('GET', `/staff/operations/report?${query}`, undefined, staff)).body;
    expect((await bad('from=2026-03-02&to=2026-03-01')).message).toMatch(/before the start/);
    expect((await bad('from=2024-01-01&to=2026-03-01')).message).toMatch(/at most 366/);
    expect((await bad('from=yesterday&to=2026-03-01')).message).toMatch(/YYYY-MM-DD/);
    expect(
      (await c.call('GET', '/staff/operations/utilisation?from=2026-03-01', undefined, staff)).status,
    ).toBe(400);
  });
});
