// A captured webhook request could be replayed forever (the signature's age
// was never checked), and the unsigned `sanity-transaction-time` header stamped the row, so a
// replayed delete stamped 2099 hid a location and made every later real publish be ignored.
import { encodeSignatureHeader } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, ENGINES, type Harness, startHarness } from '../booking/harness.ts';
import { locationDoc, promotionDoc, WEBHOOK_SECRET } from './helpers.ts';

describe.each(ENGINES)('content webhook replays on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, { contentWebhookSecret: WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A delivery signed at `signedAt` (the harness clock by default), with extra headers. */
  async function deliver(
    payload: object,
    signedAt = h.clock.now.getTime(),
    headers: Record<string, string> = {},
  ) {
    const body = JSON.stringify(payload);
    const response = await fetch(`${h.url}/functions/v1/content/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(body, signedAt, WEBHOOK_SECRET),
        ...headers,
      },
      body,
    });
    const answer = (await response.json()) as { code?: string; message?: string };
    return { status: response.status, body: answer };
  }

  const visible = async (c: Client) =>
    ((await c.call('GET', '/catalogue')).body.locations as { id: string }[]).map((l) => l.id);

  it('refuses signatures older than five minutes, whatever the body', async () => {
    const c = await h.tenant('cars');
    const now = h.clock.now.getTime();
    const payload = {
      operation: 'create',
      ...promotionDoc(c.tenant, 'REPLAY50', 50),
      _updatedAt: h.clock.now.toISOString(),
    };
    for (const signedAt of [
      now - 5 * 60_000 - 1_000,
      Date.parse('2021-06-01T00:00:00Z'),
      now + 60 * 60_000,
    ]) {
      const res = await deliver(payload, signedAt);
      expect([res.status, res.body.code]).toEqual([401, 'signature_expired']);
    }
    expect((await c.call('GET', '/catalogue')).status).toBe(200);
    const fresh = await deliver(payload, now - 4 * 60_000);
    expect(fresh.status).toBe(200);
  });

  it('orders by the signed document, never by the unsigned transaction-time header', async () => {
    const c = await h.tenant('cars');
    const t0 = h.clock.now.getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const publish = (updatedAt: number, extra: Record<string, unknown> = {}) =>
      deliver(
        {
          operation: 'update',
          ...locationDoc(c.tenant, 'rvk', { title: 'Reykjavik', ...extra }),
          _updatedAt: iso(updatedAt),
        },
        t0,
        {
          'sanity-transaction-time': '2099-01-01T00:00:00Z',
        },
      );
    expect((await publish(t0 - 60_000)).status).toBe(200);
    // A (fresh, signed) delete whose header claims 2099: it hides the location, nothing more.
    const deleted = await deliver(
      {
        operation: 'delete',
        _id: `location.${c.tenant}.rvk`,
        _type: 'location',
        tenant: c.tenant,
        locationId: 'rvk',
        _updatedAt: iso(t0 - 60_000),
      },
      t0,
      { 'sanity-transaction-time': '2099-01-01T00:00:00Z' },
    );
    expect(deleted.status).toBe(200);
    expect(await visible(c)).not.toContain('rvk');
    // A late copy of the deleted version changes nothing; the next real publish shows it again.
    expect((await publish(t0 - 60_000)).status).toBe(200);
    expect(await visible(c)).not.toContain('rvk');
    expect((await publish(t0 - 30_000)).status).toBe(200);
    expect(await visible(c)).toContain('rvk');
  });

  it('caps stamps from the future at now, so the next real publish still applies', async () => {
    const c = await h.tenant('cars');
    const t0 = h.clock.now.getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const send = (hidden: boolean, updatedAt: number) =>
      deliver({
        operation: 'update',
        ...locationDoc(c.tenant, 'kef', { title: 'Keflavik Airport', hidden }),
        _updatedAt: iso(updatedAt),
      });
    expect((await send(true, Date.parse('2099-01-01T00:00:00Z'))).status).toBe(200);
    expect(await visible(c)).not.toContain('kef');
    h.clock.now = new Date(t0 + 60_000);
    try {
      expect((await send(false, t0 + 30_000)).status).toBe(200);
      expect(await visible(c)).toContain('kef');
    } finally {
      h.clock.now = new Date(t0);
    }
  });
});
