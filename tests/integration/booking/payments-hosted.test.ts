import { randomUUID } from 'node:crypto';
import { BASE_PATH } from '@booking/http/base-path.ts';
import {
  SIGNATURE_HEADER,
  signTestGatewayBody,
  TestGateway,
  testGatewaySecret,
} from '@booking/payments/test-gateway.ts';
import { ledgerSum } from '@booking/services/reservations.ts';
import { formatPrice } from '@domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  booking,
  CARDS,
  type Client,
  completeCheckout,
  daysFrom,
  ENGINES,
  futureExpiry,
  type Harness,
  payWithCard,
  postForm,
  RETURN_PATH,
  SESSION_SECRET,
  startHarness,
} from './harness.ts';

let n = 0;
const key = () => `hosted-${Date.now()}-${n++}`;

/** Money taken and given back, from the ledger and the payments table. */
async function money(h: Harness, reservationId: string) {
  const [row] = await h.database.query<{ captured: number; refunded: number; captures: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'capture' AND status = 'succeeded'), 0)::int AS captured,
            coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND status = 'succeeded'), 0)::int AS refunded,
            count(*) FILTER (WHERE kind = 'capture' AND status = 'succeeded')::int AS captures
       FROM payments WHERE reservation_id = $1`,
    [reservationId],
  );
  const [stored] = await h.database.query<{ balance: number }>(
    'SELECT balance FROM reservations WHERE id = $1',
    [reservationId],
  );
  return {
    ...(row ?? { captured: 0, refunded: 0, captures: 0 }),
    balance: stored?.balance,
    ledger: await ledgerSum(h.database, reservationId),
  };
}

/** Accessible names of every <button> on a page (text content; the pages use no aria-label on buttons). */
function buttonNames(html: string): string[] {
  return [...html.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe.each(ENGINES)('hosted checkout on %s', (engine) => {
  let h: Harness;
  let gateway: TestGateway;
  beforeAll(async () => {
    h = await startHarness(engine);
    gateway = new TestGateway(
      SESSION_SECRET,
      async () => h.database,
      `${BASE_PATH}/test-gateway/checkout`,
      () => h.clock.now,
    );
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.clock.now = new Date();
  });

  async function reserve(c: Client, startInDays: number, extra: Record<string, unknown> = {}) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        pickupDate: daysFrom(new Date(), startInDays),
        returnDate: daysFrom(new Date(), startInDays + 3),
        ...extra,
      }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    return created.body.reservation;
  }

  const startPayment = (c: Client, body: Record<string, unknown> = {}, k = key()) =>
    c.call(
      'POST',
      '/reservation/payments',
      { amount: 'due_now', returnUrl: RETURN_PATH, ...body },
      { 'idempotency-key': k },
    );

  it('full flow: checkout, hosted page, card, callback before the redirect, confirmation, balance', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 20);
    expect(r.status).toBe('pending_payment');
    expect(Date.parse(r.expiresAt)).toBe(Date.parse(r.createdAt) + 30 * 60_000);

    const k = key();
    const started = await startPayment(c, {}, k);
    expect(started.status).toBe(201);
    const { payment, checkout } = started.body;
    expect(payment).toMatchObject({
      status: 'pending',
      amount: r.dueNow,
      currency: 'ISK',
      failureCode: null,
    });
    expect(checkout.ref).toMatch(/^tgco_[0-9a-f]{32}$/);
    expect(checkout.redirectUrl).toBe(`${h.url}${BASE_PATH}/test-gateway/checkout/${checkout.ref}`);
    // The checkout never outlives the hold.
    expect(Date.parse(checkout.expiresAt)).toBeLessThanOrEqual(Date.parse(r.expiresAt));

    const page = await fetch(checkout.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<title>Vegur test payment</title>');
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Vegur Car Rental');
    expect(html).toContain(r.reference);
    expect(html).toContain(formatPrice(r.dueNow, 'ISK'));
    expect(formatPrice(r.dueNow, 'ISK')).toMatch(/^\d{1,3}(\.\d{3})* kr$/);
    expect(html).toMatch(/expires in \d+ min/);
    for (const card of Object.values(CARDS)) expect(html).toContain(card);
    for (const label of ['Card number', 'Expiry', 'CVC']) {
      const id = new RegExp(`<label for="(\\w+)">${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`<input id="${id}"`);
    }
    const buttons = buttonNames(html);
    expect(buttons.filter((b) => /pay/i.test(b))).toEqual([`Pay ${formatPrice(r.dueNow, 'ISK')}`]);
    expect(buttons.filter((b) => b === 'Use this card')).toHaveLength(4);
    expect(html).toContain('>Cancel and return</a>');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(html).not.toMatch(/<(link|img|script)[^>]+(src|href)="https?:/);

    const run = await completeCheckout(checkout.redirectUrl, CARDS.success);
    expect(run.payStatus).toBe(303);
    expect(run.returnedTo?.origin).toBe(h.url);
    expect(run.returnedTo?.pathname).toBe(RETURN_PATH);
    expect(run.returnedTo?.searchParams.get('payment')).toBe(payment.id);
    expect(run.returnedTo?.searchParams.get('status')).toBe('succeeded');
    // The callback was processed before the redirect: the return page sees the final state.
    const outcome = await c.call('GET', `/reservation/payments/${payment.id}`);
    expect(outcome.body.payment).toMatchObject({
      id: payment.id,
      status: 'succeeded',
      amount: r.dueNow,
      currency: 'ISK',
    });
    const after = (await c.call('GET', '/reservation')).body.reservation;
    expect(after).toMatchObject({
      status: 'confirmed',
      balance: r.total - r.dueNow,
      paid: r.dueNow,
      expiresAt: null,
    });
    expect(await ledgerSum(h.database, r.id)).toBe(after.balance);

    const replay = await startPayment(c, {}, k);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.payment).toMatchObject({ id: payment.id, status: 'succeeded' });
    const reused = await c.call(
      'POST',
      '/reservation/payments',
      { amount: 'balance', returnUrl: RETURN_PATH },
      { 'idempotency-key': k },
    );
    expect([reused.status, reused.body.code]).toEqual([409, 'idempotency_key_reused']);
    expect((await startPayment(c)).body.code).toBe('nothing_due');

    const rest = await payWithCard(c, CARDS.success, { amount: 'balance' });
    expect(rest.payment).toMatchObject({ status: 'succeeded', amount: r.total - r.dueNow });
    expect(await money(h, r.id)).toMatchObject({ captured: r.total, captures: 2, balance: 0, ledger: 0 });
    const list = await c.call('GET', '/reservation/payments');
    expect(list.body.payments.map((p: { status: string }) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect(list.body.balance).toBe(0);
  });

  it('refuses what the card page would refuse, next to the field, and keeps the checkout open', async () => {
    const c = await h.tenant('cars');
    await reserve(c, 21);
    const { checkout, payment } = (await startPayment(c)).body;
    const cases: [Record<string, string>, string, string][] = [
      [
        { number: '4242 4242 4242 4241', expiry: futureExpiry(), cvc: '123' },
        'number',
        'This card number is not valid',
      ],
      [{ number: '', expiry: futureExpiry(), cvc: '123' }, 'number', 'Enter the card number'],
      // "1228" is read as 12/28 (a numeric keypad types no slash): a month 13 is what stays malformed.
      [{ number: CARDS.success, expiry: '13/28', cvc: '123' }, 'expiry', 'Enter the expiry date as MM/YY'],
      [{ number: CARDS.success, expiry: '01/20', cvc: '123' }, 'expiry', 'This card has expired'],
      [
        { number: CARDS.success, expiry: futureExpiry(), cvc: '12a' },
        'cvc',
        'Enter the 3 or 4 digit security code',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await postForm(`${checkout.redirectUrl}/pay`, fields);
      expect(res.status, message).toBe(422);
      const html = await res.text();
      expect(html).toContain(`<p class="error" id="${field}-error">${message}</p>`);
      expect(html).toMatch(
        new RegExp(`<input id="${field}"[^>]*aria-describedby="[^"]*${field}-error"[^>]*aria-invalid="true"`),
      );
      expect(html).toContain('role="alert"');
      expect(html).not.toContain('value="123"'); // the CVC is never echoed back
    }
    const wrongType = await fetch(`${checkout.redirectUrl}/pay`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(wrongType.status).toBe(415);
    expect((await fetch(checkout.redirectUrl)).status).toBe(200);
    expect((await c.call('GET', `/reservation/payments/${payment.id}`)).body.payment.status).toBe('pending');
    expect(
      (await completeCheckout(checkout.redirectUrl, CARDS.success)).returnedTo?.searchParams.get('status'),
    ).toBe('succeeded');
  });

  it('a decline and insufficient funds fail with their code; a retry with a good card succeeds', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 22);
    const declined = await payWithCard(c, CARDS.declined);
    expect(declined.run.returnedTo?.searchParams.get('status')).toBe('failed');
    expect(declined.run.returnedTo?.searchParams.get('code')).toBe('card_declined');
    expect(declined.payment).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('pending_payment');

    const poor = await payWithCard(c, CARDS.insufficientFunds);
    expect(poor.status).toBe(201); // the failed checkout is closed: a new one opens
    expect(poor.checkout.ref).not.toBe(declined.checkout.ref);
    expect(poor.payment).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });

    const ok = await payWithCard(c, CARDS.success);
    expect(ok.payment.status).toBe('succeeded');
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('confirmed');
    expect(await money(h, r.id)).toMatchObject({
      captured: r.dueNow,
      captures: 1,
      ledger: r.total - r.dueNow,
      balance: r.total - r.dueNow,
    });
  });

  it('3-D Secure: approve captures, deny fails with authentication_failed', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 23);
    const denied = await payWithCard(c, CARDS.threeDSecure, {}, { approve: false });
    expect(denied.run.returnedTo?.searchParams.get('code')).toBe('authentication_failed');
    expect(denied.payment).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('pending_payment');

    const { checkout, payment } = (await startPayment(c)).body;
    const pay = await postForm(`${checkout.redirectUrl}/pay`, {
      number: CARDS.threeDSecure,
      expiry: futureExpiry(),
      cvc: '123',
    });
    expect(pay.status).toBe(303);
    const challengeUrl = new URL(pay.headers.get('location') ?? '', checkout.redirectUrl);
    expect(challengeUrl.pathname).toBe(`${BASE_PATH}/test-gateway/checkout/${checkout.ref}/challenge`);
    // While the challenge is open, nothing is booked and the card page forwards to the challenge.
    expect((await c.call('GET', `/reservation/payments/${payment.id}`)).body.payment.status).toBe('pending');
    expect((await fetch(checkout.redirectUrl, { redirect: 'manual' })).status).toBe(303);
    const challenge = await fetch(challengeUrl);
    const html = await challenge.text();
    expect(buttonNames(html)).toEqual(['Approve', 'Deny']);
    expect(challenge.headers.get('x-frame-options')).toBe('DENY');
    const approved = await postForm(challengeUrl.toString(), { decision: 'approve' });
    expect(approved.status).toBe(303);
    expect(new URL(approved.headers.get('location') ?? '').searchParams.get('status')).toBe('succeeded');
    expect((await c.call('GET', `/reservation/payments/${payment.id}`)).body.payment.status).toBe(
      'succeeded',
    );
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('confirmed');
    // Approving again changes nothing.
    expect((await postForm(challengeUrl.toString(), { decision: 'approve' })).status).toBe(409);
    expect(await money(h, r.id)).toMatchObject({ captured: r.dueNow, captures: 1 });
  });

  it('an expired checkout cannot be paid; a new one opens; a lapsed hold cannot be paid at all', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 24);
    await payWithCard(c, CARDS.success); // confirmed; the balance stays open
    const { checkout, payment } = (await startPayment(c, { amount: 'balance' })).body;
    h.clock.now = new Date(Date.parse(checkout.expiresAt) + 1000);
    const page = await fetch(checkout.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('This payment page has expired');
    expect(html).toContain('status=expired');
    const late = await postForm(`${checkout.redirectUrl}/pay`, {
      number: CARDS.success,
      expiry: futureExpiry(),
      cvc: '123',
    });
    expect(late.status).toBe(410);
    expect((await c.call('GET', `/reservation/payments/${payment.id}`)).body.payment).toMatchObject({
      status: 'failed',
      failureCode: 'checkout_expired',
    });
    const fresh = await startPayment(c, { amount: 'balance' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.checkout.ref).not.toBe(checkout.ref);
    expect(await money(h, r.id)).toMatchObject({ captured: r.dueNow, captures: 1 });

    // An unpaid booking: the checkout ends with the hold, and after the hold nothing can be paid.
    const d = await h.tenant('cars');
    const pending = await reserve(d, 25);
    h.clock.now = new Date(Date.parse(pending.createdAt) + 29 * 60_000 + 30_000);
    expect((await startPayment(d)).body.code).toBe('hold_expired'); // 30 s left: not worth a checkout
    h.clock.now = new Date(Date.parse(pending.createdAt) + 31 * 60_000);
    const lapsed = await startPayment(d);
    expect([lapsed.status, lapsed.body.code]).toEqual([409, 'hold_expired']);
    const cancelled = (await d.call('GET', '/reservation')).body.reservation;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'payment_timeout', balance: 0 });
    expect(await ledgerSum(h.database, pending.id)).toBe(0);
  });

  it('a completed checkout is never charged twice', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 26);
    const { checkout } = (await startPayment(c)).body;
    expect((await completeCheckout(checkout.redirectUrl, CARDS.success)).payStatus).toBe(303);
    const again = await postForm(`${checkout.redirectUrl}/pay`, {
      number: CARDS.success,
      expiry: futureExpiry(),
      cvc: '123',
    });
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain('This payment is complete');
    expect(html).toContain('status=succeeded');
    const page = await fetch(checkout.redirectUrl);
    expect(await page.text()).toContain('This payment is complete');
    expect(await money(h, r.id)).toMatchObject({
      captured: r.dueNow,
      captures: 1,
      balance: r.total - r.dueNow,
      ledger: r.total - r.dueNow,
    });
  });

  it('20 parallel payment requests with different keys get one checkout; 20 parallel card posts capture once', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 27);
    const results = await Promise.all(Array.from({ length: 20 }, () => startPayment(c)));
    expect(results.filter((x) => x.status === 201)).toHaveLength(1);
    expect(results.filter((x) => x.status === 200)).toHaveLength(19);
    const refs = new Set(results.map((x) => x.body.checkout.ref));
    expect(refs.size).toBe(1);
    const [ref] = [...refs];
    const redirect = results[0]?.body.checkout.redirectUrl as string;
    const posts = await Promise.all(
      Array.from({ length: 20 }, () =>
        postForm(`${redirect}/pay`, { number: CARDS.success, expiry: futureExpiry(), cvc: '123' }),
      ),
    );
    expect(posts.filter((p) => p.status === 303)).toHaveLength(1);
    expect(posts.filter((p) => p.status === 409)).toHaveLength(19);
    expect(ref).toMatch(/^tgco_/);
    expect(await money(h, r.id)).toMatchObject({ captured: r.dueNow, captures: 1 });

    // Confirmed now: 20 parallel "pay the balance" with fresh keys, every checkout completed.
    const balance = await Promise.all(
      Array.from({ length: 20 }, () => startPayment(c, { amount: 'balance' })),
    );
    const urls = new Set(balance.map((x) => x.body.checkout.redirectUrl as string));
    expect(urls.size).toBe(1);
    await Promise.all([...urls].map((u) => completeCheckout(u, CARDS.success)));
    // A second wave after the first is paid: nothing is due any more.
    const wave = await Promise.all(Array.from({ length: 5 }, () => startPayment(c, { amount: 'balance' })));
    expect(wave.map((x) => x.body.code)).toEqual(Array(5).fill('nothing_due'));
    expect(await money(h, r.id)).toMatchObject({ captured: r.total, captures: 2, balance: 0, ledger: 0 });
    const open = await h.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payments WHERE reservation_id = $1 AND status IN ('pending', 'requires_action')",
      [r.id],
    );
    expect(open[0]?.n).toBe(0);
  });

  it('amounts are decided from the ledger: no overpayment, nothing due, the first payment covers due now', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 28);
    const below = await startPayment(c, { amount: r.dueNow - 1 });
    expect([below.status, below.body.code]).toEqual([409, 'amount_below_due_now']);
    const over = await startPayment(c, { amount: r.total + 1 });
    expect([over.status, over.body.code]).toEqual([409, 'amount_exceeds_balance']);
    const exact = await payWithCard(c, CARDS.success, { amount: r.dueNow + 1000 });
    expect(exact.payment).toMatchObject({ status: 'succeeded', amount: r.dueNow + 1000 });
    const rest = r.total - r.dueNow - 1000;
    expect((await startPayment(c, { amount: rest + 1 })).body.code).toBe('amount_exceeds_balance');
    expect((await payWithCard(c, CARDS.success, { amount: rest })).payment.status).toBe('succeeded');
    expect((await startPayment(c, { amount: 'balance' })).body.code).toBe('nothing_due');
    expect(await money(h, r.id)).toMatchObject({ captured: r.total, balance: 0, ledger: 0 });
  });

  it('refuses foreign return URLs, card fields and requests without a session', async () => {
    const c = await h.tenant('cars');
    await reserve(c, 29);
    const port = new URL(h.url).port;
    for (const returnUrl of [
      'https://evil.example/book/payment/',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      `http://127.0.0.1:${Number(port) + 1}/book/payment/`,
      `http://user:pw@127.0.0.1:${port}/book/payment/`,
      'book/payment/',
      '/book/\u0000payment/',
    ]) {
      const res = await startPayment(c, { returnUrl });
      // A NUL character is refused before the URL is even looked at.
      const code = returnUrl.includes('\u0000') ? 'invalid_characters' : 'invalid_return_url';
      expect([res.status, res.body.code], returnUrl).toEqual([400, code]);
    }
    const card = await startPayment(c, { card: { number: CARDS.success, expiry: '12/34', cvc: '123' } });
    expect(card.status).toBe(400);
    expect(card.body.message).toMatch(/never sent to this service/);
    expect((await startPayment(c, { amount: -5 })).status).toBe(400);
    const noKey = await c.call('POST', '/reservation/payments', { returnUrl: RETURN_PATH });
    expect(noKey.body.code).toBe('idempotency_key_required');
    const absolute = await startPayment(c, {
      returnUrl: `${h.url}/de/book/payment/?step=2#top`,
      locale: 'de',
    });
    expect(absolute.status).toBe(201);
    const page = await (await fetch(absolute.body.checkout.redirectUrl)).text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('<label for="number">Kartennummer</label>');
    const run = await completeCheckout(absolute.body.checkout.redirectUrl, CARDS.success);
    expect(run.returnedTo?.toString()).toBe(
      `${h.url}/de/book/payment/?step=2&payment=${absolute.body.payment.id}&status=succeeded`,
    );
    const stranger = await h.tenant('cars');
    expect((await stranger.call('GET', `/reservation/payments/${absolute.body.payment.id}`)).status).toBe(
      401,
    );
    stranger.cookie = null;
    expect((await startPayment(stranger)).status).toBe(401);
    const other = await h.tenant('cars');
    await reserve(other, 30);
    expect((await other.call('GET', `/reservation/payments/${absolute.body.payment.id}`)).status).toBe(404);
    expect((await other.call('GET', '/reservation/payments/not-a-uuid')).status).toBe(404);
    const unknown = await fetch(`${h.url}${BASE_PATH}/test-gateway/checkout/tgco_${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });

  it('callbacks: a replay books nothing, a new event id for a booked capture books nothing, forgeries are refused', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 31);
    const paid = await payWithCard(c, CARDS.success);
    const before = await money(h, r.id);
    const row = await gateway.get(paid.checkout.ref);
    if (!row) throw new Error('checkout missing');
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${h.url}${BASE_PATH}/payments/callback`, { method: 'POST', headers, body });

    const replay = gateway.signedEvent(gateway.event(row));
    const replayed = await post(replay.body, replay.headers);
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toMatchObject({
      received: true,
      replayed: true,
      paymentId: paid.payment.id,
    });
    const retried = gateway.signedEvent({ ...gateway.event(row), id: `evt_${randomUUID()}` });
    const second = await post(retried.body, retried.headers);
    expect((await second.json()).replayed).toBe(false);
    expect(await money(h, r.id)).toEqual(before);

    const secret = testGatewaySecret(SESSION_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const forged = await post(replay.body, {
      [SIGNATURE_HEADER]: signTestGatewayBody('guessed-secret', replay.body, now),
    });
    expect([forged.status, (await forged.json()).code]).toEqual([401, 'bad_signature']);
    const unsigned = await post(replay.body, {});
    expect(unsigned.status).toBe(401);
    const stale = await post(replay.body, {
      [SIGNATURE_HEADER]: signTestGatewayBody(secret, replay.body, now - 3600),
    });
    expect([stale.status, (await stale.json()).code]).toEqual([401, 'stale_callback']);
    const tampered = replay.body.replace('charge.succeeded', 'charge.failed');
    const edited = await post(tampered, { [SIGNATURE_HEADER]: replay.headers[SIGNATURE_HEADER] ?? '' });
    expect(edited.status).toBe(401);
    const ghost = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'charge.succeeded',
      chargeRef: 'tgco_nothing',
    });
    const unknown = await post(ghost, { [SIGNATURE_HEADER]: signTestGatewayBody(secret, ghost, now) });
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'unknown_charge']);
    // A failure event for a captured payment does not undo it.
    const failed = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'charge.failed',
      chargeRef: row.ref,
      failureCode: 'card_declined',
    });
    await post(failed, { [SIGNATURE_HEADER]: signTestGatewayBody(secret, failed, now) });
    expect((await c.call('GET', `/reservation/payments/${paid.payment.id}`)).body.payment.status).toBe(
      'succeeded',
    );
    expect(await money(h, r.id)).toEqual(before);
  });

  it('a capture after the hold lapsed is kept: the booking is restored when a unit is free, else refunded', async () => {
    // Restored: the unit is still free.
    const c = await h.tenant('cars');
    const r = await reserve(c, 40, { classId: 'enyaq', pickupLocationId: 'rvk', returnLocationId: 'rvk' });
    const { checkout } = (await startPayment(c)).body;
    const row = await gateway.get(checkout.ref);
    if (!row) throw new Error('checkout missing');
    h.clock.now = new Date(Date.parse(r.createdAt) + 31 * 60_000);
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('cancelled');
    // The gateway's capture arrives late (a delayed webhook), signed as it would be.
    const late = gateway.signedEvent({
      id: `evt_${randomUUID()}`,
      type: 'charge.succeeded',
      chargeRef: row.ref,
    });
    const res = await fetch(`${h.url}${BASE_PATH}/payments/callback`, {
      method: 'POST',
      headers: late.headers,
      body: late.body,
    });
    expect(res.status).toBe(200);
    const restored = (await c.call('GET', '/reservation')).body.reservation;
    expect(restored).toMatchObject({ status: 'confirmed', cancelReason: null, balance: r.total - r.dueNow });
    expect(await ledgerSum(h.database, r.id)).toBe(restored.balance);
    const allocations = await h.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM allocations WHERE reservation_id = $1',
      [r.id],
    );
    expect(allocations[0]?.n).toBe(1);

    // Refunded: meanwhile someone else booked the only unit.
    const d = await h.tenant('cars');
    const lost = await reserve(d, 40, { classId: 'enyaq', pickupLocationId: 'rvk', returnLocationId: 'rvk' });
    const second = (await startPayment(d)).body.checkout;
    const secondRow = await gateway.get(second.ref);
    if (!secondRow) throw new Error('checkout missing');
    h.clock.now = new Date(Date.parse(lost.createdAt) + 31 * 60_000);
    expect((await d.call('GET', '/reservation')).body.reservation.status).toBe('cancelled');
    const e = await h.tenant('cars');
    e.cookie = null;
    const taker = await e.call(
      'POST',
      '/reservations',
      booking({
        classId: 'enyaq',
        pickupLocationId: 'rvk',
        returnLocationId: 'rvk',
        pickupDate: daysFrom(new Date(), 40),
        returnDate: daysFrom(new Date(), 43),
      }),
      { 'idempotency-key': key(), 'x-tenant': d.tenant },
    );
    expect(taker.status).toBe(201);
    const event = gateway.signedEvent({
      id: `evt_${randomUUID()}`,
      type: 'charge.succeeded',
      chargeRef: secondRow.ref,
    });
    const booked = await fetch(`${h.url}${BASE_PATH}/payments/callback`, {
      method: 'POST',
      headers: event.headers,
      body: event.body,
    });
    expect(booked.status).toBe(200);
    const refunded = (await d.call('GET', '/reservation')).body.reservation;
    expect(refunded).toMatchObject({
      status: 'refunded',
      balance: 0,
      paid: lost.dueNow,
      refunded: lost.dueNow,
    });
    expect(await money(h, lost.id)).toMatchObject({
      captured: lost.dueNow,
      refunded: lost.dueNow,
      balance: 0,
      ledger: 0,
    });
  });

  it('an unknown affiliate click id is dropped at booking; the capture and its conversion never fail', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 33, { affiliate: { clickId: randomUUID(), ref: 'U-NOPE' } });
    const [stored] = await h.database.query<{ affiliate: unknown }>(
      'SELECT affiliate FROM reservations WHERE id = $1',
      [r.id],
    );
    expect(stored?.affiliate).toBeNull();
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('confirmed');
    const conversions = await h.database.query('SELECT 1 FROM affiliate_conversions WHERE external_id = $1', [
      r.reference,
    ]);
    expect(conversions).toHaveLength(0);
  });
});
