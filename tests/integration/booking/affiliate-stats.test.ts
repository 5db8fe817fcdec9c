import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  booking,
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  payWithCard,
  startHarness,
} from './harness.ts';

// Staff can read back what affiliate links earned (GET /admin/affiliates/stats).

let n = 0;
const key = () => `stats-${Date.now()}-${n++}`;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(ENGINES)('affiliate stats on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function reserve(c: Client, start: number, affiliate?: { clickId: string; ref: string }) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        pickupLocationId: 'kef',
        returnLocationId: 'kef',
        pickupTime: '12:00',
        returnTime: '12:00',
        pickupDate: daysFrom(new Date(), start),
        returnDate: daysFrom(new Date(), start + 3),
        ...(affiliate ? { affiliate } : {}),
      }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    return created.body.reservation as { reference: string; total: number };
  }
  const click = async (c: Client, referralCode: string, ref = 'U-STATS') =>
    (await c.call('POST', '/public/afiliate/click', { ref, referralCode })).body.clickId as string;

  it('counts clicks and conversions per referral code of the tenant, confirmed ones with their total', async () => {
    const c = await h.tenant('cars');
    const other = await h.tenant('cars');
    const blog = await click(c, 'blog');
    await click(c, 'blog');
    const partner = await click(c, 'partner');
    await click(other, 'blog');

    const paid = await reserve(c, 30, { clickId: blog, ref: 'U-STATS' });
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    // Booked but not paid: the site's report makes it a reported (unconfirmed) conversion.
    const unpaid = await reserve(c, 40, { clickId: partner, ref: 'U-STATS' });
    const reported = await c.call('POST', '/public/afiliate/conversion', {
      ref: 'U-STATS',
      clickId: partner,
      externalId: unpaid.reference,
    });
    expect(reported.status).toBe(201);
    await reserve(c, 50); // no affiliate

    const stats = await c.call('GET', '/admin/affiliates/stats', undefined, admin);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      tenant: c.tenant,
      codes: [
        {
          referralCode: 'blog',
          clicks: 2,
          conversions: { confirmed: 1, reported: 0 },
          confirmedAmount: paid.total,
        },
        {
          referralCode: 'partner',
          clicks: 1,
          conversions: { confirmed: 0, reported: 1 },
          confirmedAmount: 0,
        },
      ],
    });
    const one = await c.call('GET', '/admin/affiliates/stats?referralCode=partner', undefined, admin);
    expect(one.body.codes.map((s: { referralCode: string }) => s.referralCode)).toEqual(['partner']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await c.call(
      'GET',
      `/admin/affiliates/stats?from=${encodeURIComponent(future)}`,
      undefined,
      admin,
    );
    expect(none.body.codes).toEqual([]);
  });

  it('is for staff only and answers bad filters with a 400 that says why', async () => {
    const c = await h.tenant('cars');
    expect((await c.call('GET', '/admin/affiliates/stats')).status).toBe(401);
    expect(
      (await c.call('GET', '/admin/affiliates/stats', undefined, { authorization: 'Bearer wrong' })).status,
    ).toBe(401);
    const badDate = await c.call('GET', '/admin/affiliates/stats?from=yesterday', undefined, admin);
    expect([badDate.status, badDate.body.message]).toEqual([400, 'from: must be an ISO date-time']);
    const badCode = await c.call(
      'GET',
      '/admin/affiliates/stats?referralCode=%3Cscript%3E',
      undefined,
      admin,
    );
    expect(badCode.status).toBe(400);
    const reversed = await c.call(
      'GET',
      '/admin/affiliates/stats?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      undefined,
      admin,
    );
    expect([reversed.status, reversed.body.message]).toEqual([400, 'to: must be after from']);
  });
});
