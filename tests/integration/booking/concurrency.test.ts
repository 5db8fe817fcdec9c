import { randomUUID } from 'node:crypto';
import { BASE_PATH } from '@booking/http/base-path.ts';
import { TestGateway } from '@booking/payments/test-gateway.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  booking,
  CARDS,
  type Client,
  client,
  completeCheckout,
  daysFrom,
  ENGINES,
  futureExpiry,
  type Harness,
  postForm,
  RETURN_PATH,
  SESSION_SECRET,
  startHarness,
} from './harness.ts';
import { assertInvariants, moneyOf } from './invariants.ts';

// PGlite runs one query at a time and so hides races; on PostgreSQL (TEST_DATABASE_URL) these
// requests really run in parallel, which is where double charges and bookings came from.

let n = 0;
const key = () => `conc-${Date.now()}-${n++}`;

describe.each(ENGINES)('concurrency on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    h.clock.now = new Date();
    await assertInvariants(h.database);
  });

  const terms = (start: number, length: number) => ({
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupTime: '12:00',
    returnTime: '12:00',
    pickupDate: daysFrom(new Date(), start),
    returnDate: daysFrom(new Date(), start + length),
  });

  async function reserve(c: Client, start: number, length = 3, extra: Record<string, unknown> = {}) {
    const created = await c.call('POST', '/reservations', booking({ ...terms(start, length), ...extra }), {
      'idempotency-key': key(),
    });
    expect(created.status).toBe(201);
    return created.body.reservation;
  }

  const pay = (c: Client, amount: unknown = 'due_now') =>
    c.call('POST', '/reservation/payments', { amount, returnUrl: RETURN_PATH }, { 'idempotency-key': key() });

  /** Starts a checkout and completes it with the success card; the status of the start. */
  async function payFully(c: Client, amount: unknown = 'due_now'): Promise<number> {
    const started = await pay(c, amount);
    if (started.status >= 300) return started.status;
    await completeCheckout(started.body.checkout.redirectUrl, CARDS.success);
    return started.status;
  }

  it('20 parallel payments with distinct keys, each completed, capture exactly the amount due', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 30);
    // Every request completes whatever checkout it was handed, as 20 browser tabs would.
    // Requests that start after the first capture find nothing due (409).
    const first = await Promise.all(Array.from({ length: 20 }, () => payFully(c)));
    expect(first.every((s) => [200, 201, 409].includes(s))).toBe(true);
    expect(await moneyOf(h.database, r.id)).toMatchObject({ captured: r.dueNow, captures: 1 });

    const second = await Promise.all(Array.from({ length: 20 }, () => payFully(c, 'balance')));
    expect(second.every((s) => [200, 201, 409].includes(s))).toBe(true);
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      captured: r.total,
      captures: 2,
      balance: 0,
      ledger: 0,
      status: 'confirmed',
    });
    // A fixed amount larger than what is left is refused with 409.
    const over = await pay(c, 1000);
    expect([over.status, over.body.code]).toEqual([409, 'nothing_due']);
  });

  it('10 parallel date edits: one allocation covering the stored dates, right ledger, no double booking', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 40, 3);
    expect(await payFully(c)).toBe(201);
    // Ten different new rentals, shorter and longer (some refund, some charge).
    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => c.call('POST', '/reservation/terms', terms(40 + (i % 5), 1 + i))),
    );
    const statuses = edits.map((e) => e.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    for (const e of edits.filter((x) => x.status === 409)) expect(e.body.code).toBe('concurrent_change');
    const now = (await c.call('GET', '/reservation')).body.reservation;
    // The stored dates are those of a successful edit, and its price is the stored total.
    const winners = edits.filter((e) => e.status === 200).map((e) => e.body.reservation);
    expect(winners.map((w) => `${w.pickupAt} ${w.returnAt} ${w.total}`)).toContain(
      `${now.pickupAt} ${now.returnAt} ${now.total}`,
    );
    const money = await moneyOf(h.database, r.id);
    expect(money.balance).toBe(now.total - (money.captured - money.refunded));

    // The reservation's own unit carries its allocation (the invariants check the rest after the test).
    const [allocation] = await h.database.query<{ unit_id: number }>(
      'SELECT unit_id FROM allocations WHERE reservation_id = $1',
      [r.id],
    );
    expect(allocation?.unit_id).toBe(
      (
        await h.database.query<{ unit_id: number }>('SELECT unit_id FROM reservations WHERE id = $1', [r.id])
      )[0]?.unit_id,
    );
  });

  it('10 parallel option edits leave one consistent price and ledger', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 50, 4);
    expect(await payFully(c)).toBe(201);
    const catalogue = (await c.call('GET', '/catalogue')).body;
    const extras = catalogue.extras as { id: string; maxQuantity: number }[];
    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        c.call('POST', '/reservation/options', {
          extras: extras
            .slice(0, 1 + (i % Math.max(1, extras.length)))
            .map((e) => ({ id: e.id, quantity: 1 })),
        }),
      ),
    );
    expect(
      edits.every((e) => e.status === 200 || (e.status === 409 && e.body.code === 'concurrent_change')),
    ).toBe(true);
    const now = (await c.call('GET', '/reservation')).body.reservation;
    const money = await moneyOf(h.database, r.id);
    expect(money.balance).toBe(now.total - (money.captured - money.refunded));
  });

  it('parallel cancels waive once and refund once', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 20);
    expect(await payFully(c)).toBe(201);
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () => c.call('POST', '/reservation/cancel', {})),
    );
    expect(cancels.filter((x) => x.status === 200)).toHaveLength(1);
    for (const x of cancels.filter((y) => y.status !== 200))
      expect([x.status, x.body.code]).toEqual([409, 'cannot_cancel']);
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      captured: r.dueNow,
      refunded: r.dueNow,
      balance: 0,
      ledger: 0,
      status: 'refunded',
    });
  });

  it('parallel late cancels (by request) waive the unpaid rest once', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 5);
    expect(await payFully(c)).toBe(201);
    h.clock.now = new Date(new Date(r.pickupAt).getTime() - 24 * 3_600_000);
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () => c.call('POST', '/reservation/cancel', { reason: 'Flight moved' })),
    );
    expect(cancels.filter((x) => x.status === 200)).toHaveLength(1);
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      captured: r.dueNow,
      refunded: 0,
      balance: 0,
      status: 'refund_requested',
    });
  });

  it('cancel racing payments: the money taken is all given back, once', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 25);
    expect(await payFully(c)).toBe(201);
    // Open a balance checkout, then post its card form while cancelling, several times over.
    const started = await pay(c, 'balance');
    expect(started.status).toBe(201);
    const url = started.body.checkout.redirectUrl as string;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        postForm(`${url}/pay`, { number: CARDS.success, expiry: futureExpiry(), cvc: '123' }).then(
          (x) => x.status,
        ),
      ),
      ...Array.from({ length: 5 }, () => c.call('POST', '/reservation/cancel', {}).then((x) => x.status)),
      ...Array.from({ length: 5 }, () => payFully(c, 'balance')),
    ]);
    expect(results.every((s) => s < 500)).toBe(true);
    const money = await moneyOf(h.database, r.id);
    expect(money.status).toBe('refunded');
    expect(money.captured - money.refunded).toBe(0);
    expect(money.captured).toBeLessThanOrEqual(r.total);
    expect([money.balance, money.ledger]).toEqual([0, 0]);
  });

  it('parallel bookings for the last unit and edits onto it never double-book', async () => {
    // The Enyaq class has a single unit at the Reykjavik office.
    const c = await h.tenant('cars');
    const classId = 'enyaq';
    const t = (start: number, length: number) => ({
      ...terms(start, length),
      pickupLocationId: 'rvk',
      returnLocationId: 'rvk',
    });
    // Fill the class for days 60..63, then ten reservations elsewhere all try to move onto them.
    const fill: number[] = [];
    for (;;) {
      const x = await c.call('POST', '/reservations', booking({ ...t(60, 3), classId }), {
        'idempotency-key': key(),
      });
      fill.push(x.status);
      if (x.status !== 201) {
        expect(x.body.code).toBe('vehicle_unavailable');
        break;
      }
    }
    expect(fill.at(-1)).toBe(409);
    const movers: Client[] = [];
    for (let i = 0; i < 6; i++) {
      const m = client(h.url, c.tenant);
      const x = await m.call('POST', '/reservations', booking({ ...t(80 + i * 4, 3), classId }), {
        'idempotency-key': key(),
      });
      expect(x.status).toBe(201);
      movers.push(m);
    }
    const moved = await Promise.all(movers.map((m) => m.call('POST', '/reservation/terms', t(60, 3))));
    expect(moved.every((x) => x.status === 409)).toBe(true);
    expect(moved.map((x) => x.body.code)).toEqual(Array(6).fill('vehicle_unavailable'));
  });

  it('a capture after the hold lapsed and the unit was re-booked is refunded once, and the customer told', async () => {
    const gateway = new TestGateway(
      SESSION_SECRET,
      async () => h.database,
      `${BASE_PATH}/test-gateway/checkout`,
      () => h.clock.now,
    );
    const rvk = { classId: 'enyaq', pickupLocationId: 'rvk', returnLocationId: 'rvk' };
    const c = await h.tenant('cars');
    const r = await reserve(c, 45, 3, { ...rvk, locale: 'de' });
    const started = await pay(c);
    const row = await gateway.get(started.body.checkout.ref);
    if (!row) throw new Error('checkout missing');
    h.clock.now = new Date(Date.parse(r.createdAt) + 31 * 60_000);
    const taker = client(h.url, c.tenant);
    await reserve(taker, 45, 3, rvk);
    // The 3-D Secure approval arrives late, three times over (gateway retries), in parallel.
    const event = gateway.signedEvent({
      id: `evt_${randomUUID()}`,
      type: 'charge.succeeded',
      chargeRef: row.ref,
    });
    const deliveries = await Promise.all(
      Array.from({ length: 3 }, () =>
        fetch(`${h.url}${BASE_PATH}/payments/callback`, {
          method: 'POST',
          headers: event.headers,
          body: event.body,
        }),
      ),
    );
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      captured: r.dueNow,
      refunded: r.dueNow,
      balance: 0,
      ledger: 0,
      status: 'refunded',
    });
    const notices = h.mails(r.reference);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('Content-Language: de');
    expect(notices[0]?.text).toMatch(/Zahlung f=C3=BCr|Zahlung für/);
  });
});
