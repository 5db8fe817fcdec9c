// The lake delivers GROQ-powered webhooks as hosted Sanity does: filter, projection with
// delta functions, drafts left out, signed with `sanity-webhook-signature`, retried with backoff.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWebhooks } from '@lake/config.ts';
import { isValidSignature } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './helpers.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const SECRET = 'lake-webhook-test-secret';

describe('lake webhooks', () => {
  let server: Server;
  let received: Received[] = [];
  /** Status codes to answer with, in turn; 200 once they are used up. */
  let answers: number[] = [];
  let t: TestLake;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(answers.shift() ?? 200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    t = await startTestLake({
      options: {
        webhooks: [
          {
            name: 'things',
            url: `http://127.0.0.1:${port}/hook`,
            filter: '_type == "thing"',
            projection: '{_id, title, "operation": delta::operation(), "was": before().title}',
            secret: SECRET,
          },
        ],
        webhookDelivery: { retryBaseMs: 100, retryMaxMs: 200 },
      },
    });
  });
  afterAll(async () => {
    await t?.stop();
    await new Promise((r) => server.close(r));
  });

  const waitFor = async (n: number) => {
    const deadline = Date.now() + 5_000;
    while (received.length < n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} deliveries, got ${received.length}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('delivers create, update and delete of matching published documents, signed', async () => {
    received = [];
    const client = t.client();
    await client.create({ _id: 'drafts.a', _type: 'thing', title: 'draft only' });
    await client.create({ _id: 'other', _type: 'other', title: 'not matched' });
    await client.create({ _id: 'a', _type: 'thing', title: 'First' });
    await client.patch('a').set({ title: 'Second' }).commit();
    await client.delete('a');
    await waitFor(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(received.map((r) => JSON.parse(r.body))).toEqual([
      { _id: 'a', title: 'First', operation: 'create', was: null },
      { _id: 'a', title: 'Second', operation: 'update', was: 'First' },
      // A delete is described by the document as it was.
      { _id: 'a', title: 'Second', operation: 'delete', was: 'Second' },
    ]);
    for (const r of received) {
      const signature = r.headers['sanity-webhook-signature'] as string;
      expect(signature).toMatch(/^t=\d+,v1=[\w-]+$/);
      expect(await isValidSignature(r.body, signature, SECRET)).toBe(true);
      expect(await isValidSignature(r.body, signature, 'another-secret')).toBe(false);
      expect(r.headers['sanity-document-id']).toBe('a');
      expect(r.headers['sanity-dataset']).toBe('production');
      expect(r.headers['sanity-transaction-id']).toBeTruthy();
      expect(r.headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(received.map((r) => r.headers['sanity-operation'])).toEqual(['create', 'update', 'delete']);
  });

  it('retries a failed delivery with the same idempotency key and logs every attempt', async () => {
    received = [];
    answers = [503, 500];
    await t.client().create({ _id: 'b', _type: 'thing', title: 'Retried' });
    await waitFor(3);
    const keys = new Set(received.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    const entry = t.lake.webhooks.log().find((d) => d.document_id === 'b');
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, last_status: 200 });
  });

  it('gives up at once on a 4xx answer that is not a timeout or rate limit', async () => {
    received = [];
    answers = [401];
    await t.client().create({ _id: 'c', _type: 'thing', title: 'Refused' });
    await waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(1);
    expect(t.lake.webhooks.log().find((d) => d.document_id === 'c')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_status: 401,
    });
  });

  it('reads webhook definitions from LAKE_WEBHOOKS and says what is wrong with a bad one', () => {
    expect(parseWebhooks('[{"name":"x","url":"http://127.0.0.1:9/h","filter":"_type == \\"a\\""}]')).toEqual([
      { name: 'x', url: 'http://127.0.0.1:9/h', filter: '_type == "a"' },
    ]);
    expect(parseWebhooks(undefined)).toEqual([]);
    expect(() => parseWebhooks('{')).toThrow(/JSON array/);
    expect(() => parseWebhooks('[{"name":"x","url":"ftp://h"}]')).toThrow(/url/);
  });

  it('prunes finished deliveries past the 30-day retention, hourly at most, and never a pending one', async () => {
    const webhooks = t.lake.webhooks;
    received = [];
    answers = Array.from({ length: 100 }, () => 503);
    await t.client().create({ _id: 'p', _type: 'thing', title: 'Receiver down' });
    await waitFor(1);
    const finished = () => webhooks.log(1000).filter((d) => d.status !== 'pending');
    expect(finished().length).toBeGreaterThan(0);
    const day = 86_400_000;
    // Pruned when the lake started: not again within the hour.
    expect(webhooks.prune(Date.now())).toBe(0);
    // An hour on, nothing is 30 days old yet.
    expect(webhooks.prune(Date.now() + 2 * 3_600_000)).toBe(0);
    const count = finished().length;
    expect(webhooks.prune(Date.now() + 31 * day)).toBe(count);
    expect(finished()).toEqual([]);
    expect(webhooks.log(1000).find((d) => d.document_id === 'p')).toMatchObject({ status: 'pending' });
    // The receiver is back: the kept delivery goes out.
    answers = [];
    await t.client().create({ _id: 'q', _type: 'thing', title: 'Receiver back' });
    const deadline = Date.now() + 5_000;
    while (webhooks.log(1000).some((d) => d.status === 'pending') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(webhooks.log(1000).find((d) => d.document_id === 'p')).toMatchObject({ status: 'delivered' });
  });
});
