import { BASE_PATH } from '@booking/http/base-path.ts';
import type { RefundRequest, RefundResult } from '@booking/payments/gateway.ts';
import { TestGateway } from '@booking/payments/test-gateway.ts';
import { LIFECYCLE_TEXTS } from '@booking/rules/email-texts.ts';
import { formatPrice } from '@domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payDueNow, readyToSign, signatureBody } from './checkin-helpers.ts';
import { parseEml, partOf } from './eml.ts';
import {
  ADMIN_TOKEN,
  booking,
  CARDS,
  type Client,
  daysFrom,
  ENGINES,
  futureExpiry,
  type Harness,
  RETURN_PATH,
  SESSION_SECRET,
  startHarness,
} from './harness.ts';
import { assertInvariants, moneyOf } from './invariants.ts';

// A staff refund after check-in pays back what was paid even while a balance
// is still open, releases the unit, and the answer, the e-mail and the staff log say only what the
// gateway really refunded.

let n = 0;
const key = () => `staff-refund-${Date.now()}-${n++}`;
const staff = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** The built-in gateway with its card network refusing refunds (a card closed since, say). */
class RefusingRefunds extends TestGateway {
  override async refund(request: RefundRequest): Promise<RefundResult> {
    return { status: 'failed', ref: `refused-${request.idempotencyKey}`, failureCode: 'card_closed' };
  }
}

describe.each(ENGINES)('staff refunds after check-in on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    await assertInvariants(h.database);
  });

  /** Checked in with 25 % paid and the rest open, then a refund request: the review's case. */
  async function checkedInAndAsking(c: Client) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 4), returnDate: daysFrom(new Date(), 7) }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    const r = created.body.reservation as { id: string; reference: string; total: number; dueNow: number };
    await payDueNow(c);
    await readyToSign(h.url, c);
    expect((await c.call('POST', '/reservation/checkin/signature', await signatureBody(c))).status).toBe(201);
    const asked = await c.call('POST', '/reservation/refund', { reason: 'Our trip was called off' });
    expect(asked.body.reservation.status).toBe('refund_requested');
    const money = await moneyOf(h.database, r.id);
    expect(money).toMatchObject({ captured: r.dueNow, refunded: 0, balance: r.total - r.dueNow });
    return r;
  }

  const allocations = async (id: string) =>
    (
      await h.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM allocations WHERE reservation_id = $1',
        [id],
      )
    )[0]?.n;

  const lastText = (reference: string) => {
    const mails = h.mails(reference).sort((a, b) => a.name.localeCompare(b.name));
    return partOf(parseEml(mails.at(-1)?.text ?? ''), 'text/plain')?.body ?? '';
  };

  const logged = async (c: Client, reference: string) => {
    const log = await c.call('GET', '/staff/audit', undefined, staff);
    return log.body.entries.find((e: { target: string; action: string }) => e.target === reference);
  };

  it('the default approval refunds everything paid though a balance is open, and releases the unit', async () => {
    const c = await h.tenant('cars');
    const r = await checkedInAndAsking(c);
    expect(await allocations(r.id)).toBe(1);

    const approved = await c.call('POST', `/staff/refunds/${r.id}/approve`, {}, staff);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'refunded', refunded: r.dueNow, balance: 0 });
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      status: 'refunded',
      captured: r.dueNow,
      refunded: r.dueNow,
      balance: 0,
      ledger: 0,
    });
    expect(await allocations(r.id)).toBe(0);
    const text = lastText(r.reference);
    expect(text).toContain(`${LIFECYCLE_TEXTS.en.refundedToCard}: ${formatPrice(r.dueNow, 'ISK')}`);
    expect(await logged(c, r.reference)).toMatchObject({
      action: 'refund.approve',
      details: { amount: r.dueNow, refunded: r.dueNow },
    });
  });

  it('a partial grant refunds that much, keeps the rest as the charge, waives what is unpaid', async () => {
    const c = await h.tenant('cars');
    const r = await checkedInAndAsking(c);
    const granted = 3000;
    const approved = await c.call('POST', `/staff/refunds/${r.id}/approve`, { amount: granted }, staff);
    expect(approved.body).toMatchObject({ status: 'refunded', refunded: granted, balance: 0 });
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      captured: r.dueNow,
      refunded: granted,
      balance: 0,
      ledger: 0,
    });
    expect(await allocations(r.id)).toBe(0);
    expect(lastText(r.reference)).toContain(
      `${LIFECYCLE_TEXTS.en.refundedToCard}: ${formatPrice(granted, 'ISK')}`,
    );
  });

  it('the older staff route (admin token) does the same and answers what was refunded', async () => {
    const c = await h.tenant('cars');
    const r = await checkedInAndAsking(c);
    const decided = await c.call('POST', `/admin/reservations/${r.id}/refund`, { amount: r.dueNow }, staff);
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'refunded', balance: 0, refunded: r.dueNow });
    expect(await moneyOf(h.database, r.id)).toMatchObject({ refunded: r.dueNow, balance: 0 });
    expect(await allocations(r.id)).toBe(0);
  });
});

describe.each(ENGINES)('a staff refund the card network refuses, on %s', (engine) => {
  let h: Harness;
  let gateway: RefusingRefunds;
  beforeAll(async () => {
    gateway = new RefusingRefunds(
      SESSION_SECRET,
      async () => h.database,
      `${BASE_PATH}/test-gateway/checkout`,
      () => h.clock.now,
    );
    h = await startHarness(engine, { gateway });
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    await assertInvariants(h.database);
  });

  /** Pays what is due now on the gateway, and delivers its signed callback as the gateway does. */
  async function pay(c: Client, meanwhile?: () => Promise<unknown>) {
    const started = await c.call(
      'POST',
      '/reservation/payments',
      { amount: 'due_now', returnUrl: RETURN_PATH },
      { 'idempotency-key': key() },
    );
    expect(started.status).toBe(201);
    await meanwhile?.();
    const row = await gateway.get(started.body.checkout.ref);
    if (!row) throw new Error('checkout missing');
    const paid = await gateway.submitCard(row, { number: CARDS.success, expiry: futureExpiry(), cvc: '123' });
    expect(paid.kind).toBe('completed');
    const event = gateway.signedEvent(gateway.event(paid.row));
    const delivered = await fetch(`${h.url}${BASE_PATH}/payments/callback`, {
      method: 'POST',
      headers: event.headers,
      body: event.body,
    });
    expect(delivered.status).toBe(200);
  }

  it('answers 502, reports nothing as refunded and leaves the request waiting with its unit', async () => {
    const c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 30), returnDate: daysFrom(new Date(), 33) }),
      { 'idempotency-key': key() },
    );
    const r = created.body.reservation as { id: string; reference: string; pickupAt: string; dueNow: number };
    await pay(c);
    h.clock.now = new Date(Date.parse(r.pickupAt) + 3_600_000);
    const asked = await c.call('POST', '/reservation/refund', { reason: 'The car broke down' });
    expect(asked.body.reservation.status).toBe('refund_requested');
    const before = await moneyOf(h.database, r.id);
    const mails = h.mails(r.reference).length;

    const approved = await c.call('POST', `/staff/refunds/${r.id}/approve`, {}, staff);
    expect([approved.status, approved.body.code]).toEqual([502, 'refund_failed']);
    expect(await moneyOf(h.database, r.id)).toEqual(before);
    expect(h.mails(r.reference)).toHaveLength(mails);
    const log = await c.call('GET', '/staff/audit', undefined, staff);
    expect(log.body.entries.filter((e: { target: string }) => e.target === r.reference)).toEqual([]);
    h.clock.now = new Date();
  });

  it('a hold that lapses with money on it, whose refund is refused, waits in the staff queue, and the customer is told', async () => {
    const c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 30), returnDate: daysFrom(new Date(), 33) }),
      { 'idempotency-key': key() },
    );
    const r = created.body.reservation as {
      id: string;
      reference: string;
      createdAt: string;
      dueNow: number;
    };
    // A payment that covers less than is due now (as an edit during an open checkout left them).
    await pay(c, () =>
      h.database.query('UPDATE reservations SET due_now = due_now + 6000 WHERE id = $1', [r.id]),
    );
    const mails = h.mails(r.reference).length;
    h.clock.now = new Date(Date.parse(r.createdAt) + 31 * 60_000);
    expect((await c.call('GET', '/reservation')).status).toBe(200);
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      status: 'refund_requested',
      captured: r.dueNow,
      refunded: 0,
      balance: -r.dueNow,
      ledger: -r.dueNow,
    });
    const queue = await c.call('GET', '/staff/refunds', undefined, staff);
    expect(queue.body.requests.find((q: { reference: string }) => q.reference === r.reference)).toMatchObject(
      {
        refundable: r.dueNow,
      },
    );
    const notices = h.mails(r.reference).slice(mails);
    expect(notices).toHaveLength(1);
    expect(partOf(parseEml(notices[0]?.text ?? ''), 'text/plain')?.body).toContain(
      'our staff will refund the full amount',
    );
    h.clock.now = new Date();
  });
});
