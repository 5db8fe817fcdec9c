import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEml } from './eml.ts';
import {
  booking,
  CARDS,
  type Client,
  completeCheckout,
  daysFrom,
  ENGINES,
  type Harness,
  RETURN_PATH,
  startHarness,
} from './harness.ts';
import { assertInvariants, moneyOf } from './invariants.ts';

// A hosted checkout is priced for the booking as it was when it opened.
// While it is open, changes that re-price the booking are refused; and money on a payment hold
// that lapses anyway is refunded, and the customer told.

let n = 0;
const key = () => `open-co-${Date.now()}-${n++}`;

describe.each(ENGINES)('edits while a checkout is open on %s', (engine) => {
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

  async function reserve(c: Client, extra: Record<string, unknown> = {}) {
    const created = await c.call('POST', '/reservations', booking({ ...terms(20, 3), ...extra }), {
      'idempotency-key': key(),
    });
    expect(created.status).toBe(201);
    return created.body.reservation as {
      id: string;
      reference: string;
      total: number;
      dueNow: number;
      createdAt: string;
    };
  }

  const startPayment = (c: Client, amount: unknown = 'due_now') =>
    c.call('POST', '/reservation/payments', { amount, returnUrl: RETURN_PATH }, { 'idempotency-key': key() });

  async function moreExtras(c: Client) {
    const catalogue = (await c.call('GET', '/catalogue')).body;
    const extra = (catalogue.extras as { id: string }[])[0];
    if (!extra) throw new Error('the seed has no extras');
    return { extras: [{ id: extra.id, quantity: 1 }] };
  }

  it('an unpaid booking: a re-pricing edit waits until the open checkout is paid or gone', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c);
    const started = await startPayment(c);
    expect(started.status).toBe(201);
    const options = await moreExtras(c);

    const edited = await c.call('POST', '/reservation/options', options);
    expect([edited.status, edited.body.code]).toEqual([409, 'payment_open']);
    expect(edited.body.details.expiresAt).toBe(started.body.checkout.expiresAt);
    const moved = await c.call('POST', '/reservation/terms', terms(21, 3));
    expect([moved.status, moved.body.code]).toEqual([409, 'payment_open']);
    // A quote changes nothing and stays possible.
    expect((await c.call('POST', '/reservation/terms', { ...terms(21, 3), dryRun: true })).status).toBe(200);

    // The checkout, priced for the booking as it is, confirms it.
    await completeCheckout(started.body.checkout.redirectUrl, CARDS.success);
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      status: 'confirmed',
      captured: r.dueNow,
      balance: r.total - r.dueNow,
    });
    // Nothing open any more: the same edit goes through.
    const later = await c.call('POST', '/reservation/options', options);
    expect(later.status).toBe(200);
    expect(later.body.reservation.status).toBe('confirmed');
  });

  it('a confirmed booking paying its balance: edits wait for that checkout too', async () => {
    const c = await h.tenant('cars');
    await reserve(c);
    const first = await startPayment(c);
    await completeCheckout(first.body.checkout.redirectUrl, CARDS.success);
    const balance = await startPayment(c, 'balance');
    expect(balance.status).toBe(201);
    const edited = await c.call('POST', '/reservation/options', await moreExtras(c));
    expect([edited.status, edited.body.code]).toEqual([409, 'payment_open']);
    // Once the checkout has expired it no longer blocks.
    h.clock.now = new Date(Date.parse(balance.body.checkout.expiresAt) + 1000);
    expect((await c.call('POST', '/reservation/options', await moreExtras(c))).status).toBe(200);
  });

  it('money on a hold that lapses is refunded to the card, and the customer told', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, { locale: 'fr' });
    const started = await startPayment(c);
    // A hold whose payment covers less than is due now, as an edit during an open checkout left
    // them before this fix: the capture is booked but does not confirm the booking.
    await h.database.query('UPDATE reservations SET due_now = due_now + 6000 WHERE id = $1', [r.id]);
    await completeCheckout(started.body.checkout.redirectUrl, CARDS.success);
    expect(await moneyOf(h.database, r.id)).toMatchObject({ status: 'pending_payment', captured: r.dueNow });
    const mailsBefore = h.mails(r.reference).length;

    // The hold lapses; the next request to the brand releases it.
    h.clock.now = new Date(Date.parse(r.createdAt) + 31 * 60_000);
    expect((await c.call('GET', '/reservation')).status).toBe(200);
    expect(await moneyOf(h.database, r.id)).toMatchObject({
      status: 'refunded',
      captured: r.dueNow,
      refunded: r.dueNow,
      balance: 0,
      ledger: 0,
    });
    const notices = h.mails(r.reference).slice(mailsBefore);
    expect(notices).toHaveLength(1);
    const notice = parseEml(notices[0]?.text ?? '');
    expect(notice.headers['content-language']).toBe('fr');
    expect(notice.headers.subject).toContain(r.reference);
  });
});
