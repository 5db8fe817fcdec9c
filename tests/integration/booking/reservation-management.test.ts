import { randomBytes } from 'node:crypto';
import { LIFECYCLE_TEXTS } from '@booking/rules/email-texts.ts';
import { SETTLE_WAIT_MINUTES } from '@booking/services/jobs.ts';
import { formatPrice } from '@domain';
import { describe, expect, it } from 'vitest';
import { parseEml, partOf } from './eml.ts';
import {
  booking,
  CARDS,
  type Client,
  client,
  daysFrom,
  ENGINES,
  payWithCard,
  STAFF_LOGIN,
  useHarness,
} from './harness.ts';

const key = () => `manage-${randomBytes(8).toString('hex')}`;

describe.each(ENGINES)('reservation management on %s', (engine) => {
  // The runner polls: a change's e-mail that waits for a payment is sent by it when the wait ends.
  const h = useHarness(engine, { jobs: { poll: true, pollMs: 200 } });

  async function reserved(
    c: Client,
    locale: string,
    startInDays: number,
    extra: Record<string, unknown> = {},
  ) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        locale,
        pickupDate: daysFrom(new Date(), startInDays),
        returnDate: daysFrom(new Date(), startInDays + 3),
        ...extra,
      }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    await payWithCard(c, CARDS.success);
    const reservation = created.body.reservation as {
      id: string;
      reference: string;
      pickupAt: string;
      dueNow: number;
    };
    await mailsSent(reservation.reference, 1);
    return reservation;
  }

  /**
   * Waits until `count` e-mails were written for a reference. Each is a job that the change runs
   * right after its commit, usually before it answers; but when the 200 ms poller claims the job
   * first, the answer comes while the poller still writes the e-mail (CI once found the
   * confirmation written after the cancellation that followed it).
   */
  const mailsSent = (reference: string, count: number) =>
    expect.poll(() => h.mails(reference).length, { timeout: 5_000 }).toBe(count);

  /** The subjects of the e-mails for a reference, oldest first. */
  const subjects = (reference: string) =>
    h
      .mails(reference)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((m) => parseEml(m.text).headers.subject);
  const lastText = (reference: string) => {
    const mails = h.mails(reference).sort((a, b) => a.name.localeCompare(b.name));
    return partOf(parseEml(mails.at(-1)?.text ?? ''), 'text/plain')?.body ?? '';
  };

  it('finds by reference and e-mail or last name; every miss gets the same answer; guessing is rate-limited', async () => {
    const owner = await h.tenant('cars');
    const r = await reserved(owner, 'en', 30);
    const stranger = client(h.url, owner.tenant);
    const lower = r.reference.toLowerCase().replace('-', ' ');
    const byEmail = await stranger.call('POST', '/reservations/find', {
      reference: lower,
      email: ' ANNA@example.com ',
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.reservation.id).toBe(r.id);
    const byName = await client(h.url, owner.tenant).call('POST', '/reservations/find', {
      reference: r.reference,
      lastName: 'jónsdóttir',
    });
    expect(byName.status).toBe(200);

    const wrongEmail = await client(h.url, owner.tenant).call('POST', '/reservations/find', {
      reference: r.reference,
      email: 'someone@example.com',
    });
    const wrongName = await client(h.url, owner.tenant).call('POST', '/reservations/find', {
      reference: r.reference,
      lastName: 'Jonsson',
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongName.body).toEqual(wrongEmail.body);
    const both = await client(h.url, owner.tenant).call('POST', '/reservations/find', {
      reference: r.reference,
      email: 'anna@example.com',
      lastName: 'Jónsdóttir',
    });
    expect(both.status).toBe(400);

    // Eight wrong guesses per client and reference in 15 minutes (two were used above; finding
    // costs nothing), then a 429 with the wait.
    let last = { status: 0, body: {} as { code?: string; details?: { retryAfter?: number } } };
    for (let i = 0; i < 7; i++) {
      last = await client(h.url, owner.tenant).call('POST', '/reservations/find', {
        reference: r.reference,
        email: `guess${i}@example.com`,
      });
    }
    expect(last.status).toBe(429);
    expect(last.body.code).toBe('rate_limited');
    expect(last.body.details?.retryAfter).toBeGreaterThan(0);
    expect(last.body.details?.retryAfter).toBeLessThanOrEqual(900);
  });

  it('the rental agreement of the session reservation as a PDF, in its language; none without a session', async () => {
    const c = await h.tenant('cars');
    const r = await reserved(c, 'de', 22);
    const pdf = await fetch(`${h.url}/functions/v1/reservation/contract.pdf`, {
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '' },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`rental-agreement-${r.reference}.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The reservation's language by default; another on request (a different document).
    const english = await fetch(`${h.url}/functions/v1/reservation/contract.pdf?locale=en`, {
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '' },
    });
    expect(english.status).toBe(200);
    expect(Buffer.from(await english.arrayBuffer()).length).not.toBe(bytes.length);
    const stranger = await fetch(`${h.url}/functions/v1/reservation/contract.pdf`, {
      headers: { 'x-tenant': c.tenant },
    });
    expect(stranger.status).toBe(401);
  });

  it('a free cancellation refunds what was paid and says so in the customer language', async () => {
    const c = await h.tenant('cars');
    const r = await reserved(c, 'de', 20);
    const cancelled = await c.call('POST', '/reservation/cancel', {});
    expect(cancelled.body.reservation.status).toBe('refunded');
    await mailsSent(r.reference, 2);
    const t = LIFECYCLE_TEXTS.de;
    expect(subjects(r.reference).at(-1)).toBe(t.subject.cancelled('Vegur Car Rental', r.reference));
    const text = lastText(r.reference);
    expect(text).toContain(t.intro.cancelled(48));
    expect(text).toContain(`${t.refundedToCard}: ${formatPrice(r.dueNow, 'ISK')}`);
  });

  it('a late cancellation waits for staff; their decision is e-mailed with the amount granted', async () => {
    const c = await h.tenant('campers');
    const r = await reserved(c, 'fr', 20, { classId: 'caddy-camper' });
    h.clock.now = new Date(Date.parse(r.pickupAt) - 30 * 3_600_000);
    const refused = await c.call('POST', '/reservation/cancel', {});
    expect(refused.status).toBe(422);
    const late = await c.call('POST', '/reservation/cancel', { reason: 'Flight cancelled' });
    expect(late.body.reservation.status).toBe('refund_requested');
    await mailsSent(r.reference, 2);
    const t = LIFECYCLE_TEXTS.fr;
    expect(subjects(r.reference).at(-1)).toBe(t.subject.cancel_requested('Vegur Campers', r.reference));
    expect(lastText(r.reference)).toContain(t.intro.cancel_requested(72));
    expect(lastText(r.reference)).toContain(`${t.reason}: Flight cancelled`);

    const decided = await fetch(`${h.url}/functions/v1/admin/reservations/${r.id}/refund`, {
      method: 'POST',
      headers: {
        'x-tenant': c.tenant,
        ...STAFF_LOGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 5000 }),
    });
    expect(decided.status).toBe(200);
    // The decision's e-mail is a job run right after the commit, not part of the answer: wait for it.
    await expect
      .poll(() => subjects(r.reference).at(-1), { timeout: 5_000 })
      .toBe(t.subject.refund_decided('Vegur Campers', r.reference));
    expect(lastText(r.reference)).toContain(`${t.refundGranted}: ${formatPrice(5000, 'ISK')}`);
  });

  /** The e-mail's money lines must be the reservation page's: paid (net of refunds) and balance. */
  async function pageAmounts(c: Client) {
    const page = await c.call('GET', '/reservation');
    const r = page.body.reservation as { paid: number; refunded: number; balance: number };
    return { paid: r.paid - r.refunded, balance: r.balance };
  }

  it('a change that costs more is e-mailed once its difference is paid, with the amounts the page shows; a dry run sends nothing', async () => {
    const c = await h.tenant('cars');
    const r = await reserved(c, 'is', 25);
    const count = h.mails(r.reference).length;
    const terms = {
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupDate: daysFrom(new Date(), 25),
      pickupTime: '12:00',
      returnDate: daysFrom(new Date(), 30),
      returnTime: '12:00',
    };
    const quoted = await c.call('POST', '/reservation/terms', { ...terms, dryRun: true });
    expect(quoted.status).toBe(200);
    expect(quoted.body.difference).toBeGreaterThan(0);
    expect(h.mails(r.reference)).toHaveLength(count);
    const changed = await c.call('POST', '/reservation/terms', terms);
    expect(changed.status).toBe(200);
    expect(changed.body.difference).toBe(quoted.body.difference);
    // The site sends the customer to pay the difference now: no e-mail with the old balance yet.
    expect(h.mails(r.reference)).toHaveLength(count);

    const paid = await payWithCard(c, CARDS.success, { amount: quoted.body.difference });
    expect(paid.payment.status).toBe('succeeded');
    const t = LIFECYCLE_TEXTS.is;
    await mailsSent(r.reference, count + 1);
    expect(subjects(r.reference).at(-1)).toBe(t.subject.changed('Vegur Car Rental', r.reference));
    const text = lastText(r.reference);
    expect(text).toContain(`${t.difference}: +${formatPrice(quoted.body.difference, 'ISK')}`);
    const shown = await pageAmounts(c);
    expect(text).toContain(`${t.paid}: ${formatPrice(shown.paid, 'ISK')}`);
    expect(text).toContain(`${t.balance}: ${formatPrice(shown.balance, 'ISK')}`);

    const refund = await c.call('POST', '/reservation/refund', { reason: 'Changed my mind' });
    expect(refund.status).toBe(409);
    expect(h.mails(r.reference)).toHaveLength(count + 1);
  });

  it('a change that costs more and is never paid is e-mailed when the wait ends, with the balance still owed', async () => {
    const c = await h.tenant('cars');
    const r = await reserved(c, 'de', 25);
    const count = h.mails(r.reference).length;
    const changed = await c.call('POST', '/reservation/terms', {
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupDate: daysFrom(new Date(), 25),
      pickupTime: '12:00',
      returnDate: daysFrom(new Date(), 31),
      returnTime: '12:00',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.difference).toBeGreaterThan(0);
    expect(h.mails(r.reference)).toHaveLength(count);
    // The runner sends it once the wait is over (it polls every 2 s on the harness clock).
    h.clock.now = new Date(Date.now() + (SETTLE_WAIT_MINUTES + 1) * 60_000);
    await expect.poll(() => h.mails(r.reference).length, { timeout: 15_000, interval: 250 }).toBe(count + 1);
    const t = LIFECYCLE_TEXTS.de;
    expect(subjects(r.reference).at(-1)).toBe(t.subject.changed('Vegur Car Rental', r.reference));
    const shown = await pageAmounts(c);
    const text = lastText(r.reference);
    expect(text).toContain(`${t.paid}: ${formatPrice(shown.paid, 'ISK')}`);
    expect(text).toContain(`${t.balance}: ${formatPrice(shown.balance, 'ISK')}`);
  });

  it('a change that costs less is e-mailed at once, with the refund and the amounts the page shows', async () => {
    const c = await h.tenant('cars');
    const r = await reserved(c, 'en', 25);
    const count = h.mails(r.reference).length;
    const changed = await c.call('POST', '/reservation/terms', {
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupDate: daysFrom(new Date(), 25),
      pickupTime: '12:00',
      returnDate: daysFrom(new Date(), 27),
      returnTime: '12:00',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.difference).toBeLessThan(0);
    await mailsSent(r.reference, count + 1);
    const t = LIFECYCLE_TEXTS.en;
    const shown = await pageAmounts(c);
    const text = lastText(r.reference);
    expect(text).toContain(`${t.paid}: ${formatPrice(shown.paid, 'ISK')}`);
    expect(text).toContain(`${t.balance}: ${formatPrice(Math.max(0, shown.balance), 'ISK')}`);
  });
});
