// Content published through the lake drives bookings, by the lake's GROQ-powered
// webhook (signed, verified with @sanity/webhook) and by catching up on start.
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@booking/db/client.ts';
import { seedExchangeRates, seedTenant } from '@booking/seed/seed.ts';
import { startBookingServer } from '@booking/server.ts';
import { MemoryStorage } from '@booking/storage/files.ts';
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, daysFrom, ENGINES, type Harness, startHarness } from '../booking/harness.ts';
import {
  closedPort,
  contentWebhook,
  LAKE_TOKEN,
  type Lake,
  locationDoc,
  promotionDoc,
  startContentLake,
  WEBHOOK_SECRET,
  within,
} from './helpers.ts';

const terms = (pickupDate: string, returnDate: string) => ({
  pickupLocationId: 'kef',
  returnLocationId: 'kef',
  pickupTime: '12:00',
  returnTime: '12:00',
  pickupDate,
  returnDate,
});

describe.each(ENGINES)('content drives bookings on %s', (engine) => {
  let h: Harness;
  let lake: Lake;
  beforeAll(async () => {
    h = await startHarness(engine, { contentWebhookSecret: WEBHOOK_SECRET });
    lake = await startContentLake([contentWebhook(h.url)]);
  });
  afterAll(async () => {
    await lake?.stop();
    await h?.close();
  });

  it('a special closed day published in the lake makes POST /search refuse that pickup date within 5 s', async () => {
    const c = await h.tenant('cars');
    const closed = daysFrom(new Date(), 12);
    const search = () => c.call('POST', '/search', terms(closed, daysFrom(new Date(), 15)));
    expect((await search()).status).toBe(200);

    await lake.client.createOrReplace(
      locationDoc(c.tenant, 'kef', {
        specialOperatingHours: [{ _key: 'storm', _type: 'specialHours', date: closed, open: false }],
      }),
    );
    const took = await within(5_000, async () => (await search()).body?.code === 'pickup_closed');
    console.log(`special closed day reached POST /search in ${took} ms (${engine})`);
    const refused = await search();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(closed);
    // The day after is untouched.
    expect(
      (await c.call('POST', '/search', terms(daysFrom(new Date(), 13), daysFrom(new Date(), 15)))).status,
    ).toBe(200);
  });

  it('a new promotion published in the lake discounts a quote', async () => {
    const c = await h.tenant('cars');
    const quote = (promoCode?: string) =>
      c.call('POST', '/quote', {
        ...terms(daysFrom(new Date(), 20), daysFrom(new Date(), 24)),
        classId: 'golf',
        ...(promoCode ? { promoCode } : {}),
      });
    const full = await quote();
    expect(full.status).toBe(200);
    expect((await quote('STORM25')).body.code).toBe('promo_invalid');

    await lake.client.createOrReplace(promotionDoc(c.tenant, 'STORM25', 25));
    await within(5_000, async () => (await quote('STORM25')).status === 200);
    const discounted = await quote('STORM25');
    expect(discounted.body.price.promo).toEqual({ code: 'STORM25', percent: 25 });
    expect(discounted.body.price.discount).toBe(Math.round(full.body.price.rentalPrice * 0.25));
    expect(discounted.body.price.total).toBe(full.body.price.total - discounted.body.price.discount);

    // An edit of the discount reaches the next quote; deleting the promotion retires the code.
    await lake.client.patch(`promotion.${c.tenant}.STORM25`).set({ discount: 40 }).commit();
    await within(5_000, async () => (await quote('STORM25')).body.price?.promo?.percent === 40);
    await lake.client.delete(`promotion.${c.tenant}.STORM25`);
    await within(5_000, async () => (await quote('STORM25')).body.code === 'promo_invalid');
  });

  it('unpublishing a location hides it from bookings without deleting it', async () => {
    const c = await h.tenant('cars');
    await lake.client.createOrReplace(locationDoc(c.tenant, 'kef'));
    const search = () => c.call('POST', '/search', terms(daysFrom(new Date(), 30), daysFrom(new Date(), 33)));
    await within(5_000, async () => (await search()).status === 200);
    await lake.client.delete(`location.${c.tenant}.kef`);
    await within(5_000, async () => (await search()).body.code === 'unknown_location');
    const rows = await h.database.query<{ hidden: boolean }>(
      'SELECT hidden FROM locations WHERE tenant = $1 AND id = $2',
      [c.tenant, 'kef'],
    );
    expect(rows).toEqual([{ hidden: true }]);
  });

  it('refuses a webhook with a bad or missing signature, with a message, and changes nothing', async () => {
    const c = await h.tenant('cars');
    const body = JSON.stringify({
      operation: 'create',
      ...promotionDoc(c.tenant, 'FORGED90', 90),
      _updatedAt: new Date().toISOString(),
    });
    const send = (signature?: string) =>
      fetch(`${h.url}/functions/v1/content/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'sanity-webhook-signature': signature } : {}),
        },
        body,
      });
    const wrongSecret = await send(await encodeSignatureHeader(body, Date.now(), 'not-the-secret'));
    expect(wrongSecret.status).toBe(401);
    expect((await wrongSecret.json()).message).toMatch(/signature does not match/);
    const missing = await send();
    expect(missing.status).toBe(401);
    expect((await missing.json()).message).toMatch(/sanity-webhook-signature/);
    const garbled = await send('t=1,v1=');
    expect(garbled.status).toBe(401);
    // One character off, same length: refused (compared in constant time, byte for byte).
    const right = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
    expect((await send(`${right.slice(0, -1)}${right.endsWith('A') ? 'B' : 'A'}`)).status).toBe(401);
    const quote = await c.call('POST', '/quote', {
      ...terms(daysFrom(new Date(), 20), daysFrom(new Date(), 22)),
      classId: 'golf',
      promoCode: 'FORGED90',
    });
    expect(quote.body.code).toBe('promo_invalid');

    // The same body signed with the right secret is accepted: the refusal was the signature's.
    const signed = await send(await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET));
    expect(signed.status).toBe(200);
  });

  it('ignores a late delivery of an older version (deliveries may arrive out of order)', async () => {
    const c = await h.tenant('cars');
    const send = async (discount: number, updatedAt: string) => {
      const body = JSON.stringify({
        operation: 'update',
        ...promotionDoc(c.tenant, 'LATE10', discount),
        _updatedAt: updatedAt,
      });
      return fetch(`${h.url}/functions/v1/content/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
        },
        body,
      });
    };
    expect((await send(20, '2026-11-20T10:00:00Z')).status).toBe(200);
    expect((await send(10, '2026-11-20T09:00:00Z')).status).toBe(200);
    const quote = await c.call('POST', '/quote', {
      ...terms(daysFrom(new Date(), 20), daysFrom(new Date(), 22)),
      classId: 'golf',
      promoCode: 'LATE10',
    });
    expect(quote.body.price.promo).toEqual({ code: 'LATE10', percent: 20 });
  });

  it('answers a signed but invalid document with 422 and the field at fault', async () => {
    const c = await h.tenant('cars');
    const body = JSON.stringify({
      operation: 'update',
      ...promotionDoc(c.tenant, 'TOOMUCH', 95),
      _updatedAt: new Date().toISOString(),
    });
    const response = await fetch(`${h.url}/functions/v1/content/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
      },
      body,
    });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toMatch(/^discount:/);
  });

  it('a lake restart resumes delivery without losing an event', async () => {
    const c = await h.tenant('cars');
    // The receiver is unreachable: the delivery fails and waits in the lake's log.
    const down = await startContentLake([
      { ...contentWebhook(`http://127.0.0.1:${await closedPort()}`), name: 'booking-content' },
    ]);
    try {
      await down.client.createOrReplace(promotionDoc(c.tenant, 'RESUME15', 15));
      await within(5_000, async () => (down.running.webhooks.log()[0]?.attempts ?? 0) >= 1);
      const [pending] = down.running.webhooks.log();
      expect(pending).toMatchObject({ status: 'pending', operation: 'create' });
      expect(pending?.last_error).toBeTruthy();

      // Same data folder, the webhook now pointing at the booking service.
      await down.restart([contentWebhook(h.url)]);
      const quote = () =>
        c.call('POST', '/quote', {
          ...terms(daysFrom(new Date(), 20), daysFrom(new Date(), 22)),
          classId: 'golf',
          promoCode: 'RESUME15',
        });
      await within(5_000, async () => (await quote()).status === 200);
      expect((await quote()).body.price.promo).toEqual({ code: 'RESUME15', percent: 15 });
      const delivered = down.running.webhooks.log().find((d) => d.id === pending?.id);
      expect(delivered?.status).toBe('delivered');
      expect(delivered?.attempts).toBeGreaterThanOrEqual(2);

      // Changes committed while the lake ran without the webhook are delivered once it is back.
      await down.restart([]);
      await down.client.patch(`promotion.${c.tenant}.RESUME15`).set({ discount: 30 }).commit();
      await down.restart([contentWebhook(h.url)]);
      await within(5_000, async () => (await quote()).body.price?.promo?.percent === 30);
    } finally {
      await down.stop();
    }
  });

  it('a fresh bookings database catches up with the published content on start', async () => {
    const tenant = `t-${randomBytes(4).toString('hex')}`;
    const closed = daysFrom(new Date(), 9);
    await lake.client
      .transaction()
      .createOrReplace(
        locationDoc(tenant, 'kef', {
          specialOperatingHours: [{ _key: 'x', _type: 'specialHours', date: closed, open: false }],
        }),
      )
      .createOrReplace(locationDoc(tenant, 'rvk', { hidden: true }))
      // Unreadable for bookings (written past the Studio's validation): its copy is left alone.
      .createOrReplace(locationDoc(tenant, 'aey', { specialOperatingHours: 'closed at Easter' }))
      .createOrReplace(promotionDoc(tenant, 'CATCHUP20', 20))
      .commit();

    const schema = `content_catch_up_${randomBytes(4).toString('hex')}`;
    const database =
      engine === 'postgres'
        ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema })
        : await openDatabase({ url: '', dataDir: 'memory' });
    await seedExchangeRates(database);
    // The fleet and the booking seed's copies (hours, promo codes) that content now replaces.
    await seedTenant(database, tenant, { template: 'cars' });
    const server = await startBookingServer({
      database,
      sessionSecret: 'test-secret',
      storage: new MemoryStorage(),
      hosts: {},
      siteOrigins: {},
      adminToken: 'content-admin-token',
      contentSource: {
        projectId: 'local',
        dataset: 'production',
        apiHost: lake.running.httpUrl,
        token: LAKE_TOKEN,
      },
    });
    try {
      const c: Client = client(server.url, tenant);
      const t0 = Date.now();
      const refused = await c.call('POST', '/search', terms(closed, daysFrom(new Date(), 12)));
      expect(refused.body.code).toBe('pickup_closed');
      console.log(`first request after catching up: ${Date.now() - t0} ms (${engine})`);
      const catalogue = await c.call('GET', '/catalogue');
      const listed = catalogue.body.locations.map((l: { id: string }) => l.id);
      expect(listed).not.toContain('rvk');
      expect(listed).toContain('aey');
      // egs has no content document for this brand: the content no longer offers it.
      expect(listed).not.toContain('egs');
      const quote = (promoCode: string) =>
        c.call('POST', '/quote', {
          ...terms(daysFrom(new Date(), 20), daysFrom(new Date(), 22)),
          classId: 'golf',
          promoCode,
        });
      expect((await quote('CATCHUP20')).body.price.promo).toEqual({ code: 'CATCHUP20', percent: 20 });
      // The booking seed's own code is not in the content: it no longer discounts.
      expect((await quote('VEGUR10')).body.code).toBe('promo_invalid');

      // Staff can re-read the content at any time; an answer without this brand hides nothing.
      const staff = { authorization: 'Bearer content-admin-token' };
      const resync = await c.call('POST', '/admin/content/sync', undefined, staff);
      expect(resync.status).toBe(200);
      expect(resync.body.tenants).toContain(tenant);
      await lake.client.delete({ query: '*[tenant == $tenant]', params: { tenant } });
      expect((await c.call('POST', '/admin/content/sync', undefined, staff)).body.tenants).not.toContain(
        tenant,
      );
      expect((await c.call('GET', '/catalogue')).body.locations.map((l: { id: string }) => l.id)).toContain(
        'kef',
      );
    } finally {
      await server.close();
      if (engine === 'postgres') await database.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await database.close();
    }
  });
});
