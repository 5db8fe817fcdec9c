import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as realSleep } from 'node:timers/promises';
import { CONTENT_CLIENT_POLICY, createSiteClient, retryDelay } from '@web/lib/sanity/client.ts';
import { createDraftContentClient } from '@web/lib/sanity/draft-client.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The site's content client against a real local HTTP server standing in for the content API:
 * Retry schedule (measured on a fake clock) and section 8's error messages.
 */

type Handler = (request: IncomingMessage, response: ServerResponse, index: number) => void;

let server: Server;
let seen: { method: string; url: string }[];
let waiters: { count: number; resolve: () => void }[];

async function startServer(handler: Handler): Promise<string> {
  seen = [];
  waiters = [];
  server = createServer((request, response) => {
    const index = seen.length;
    seen.push({ method: request.method ?? '', url: request.url ?? '' });
    request.resume();
    request.on('end', () => {
      handler(request, response, index);
      for (const waiter of waiters.filter((w) => seen.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function requestsReached(count: number): Promise<void> {
  if (seen.length >= count) return Promise.resolve();
  return new Promise((resolve) => waiters.push({ count, resolve }));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function siteClient(host: string) {
  return createSiteClient({
    SANITY_PROJECT_ID: 'local',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: host,
    SANITY_API_READ_TOKEN: 'test-token',
  }).withConfig({ useCdn: false });
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
});

describe('retry schedule', () => {
  it('is 100 ms × 2^attempt plus up to 100 ms of jitter', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelay(attempt, () => 0))).toEqual([
      100, 200, 400, 800, 1600,
    ]);
    expect(retryDelay(2, () => 0.999)).toBeCloseTo(499.9);
  });

  describe('on a fake clock', () => {
    beforeEach(() => {
      // Only the clock the retries sleep on; the sockets and this test's own waits stay real.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      vi.spyOn(Math, 'random').mockReturnValue(0.5);
    });

    // The server's client, and the browser's in draft mode (through the site's draft-mode route).
    it.each([
      ['server', siteClient],
      ['browser (draft mode)', (origin: string) => createDraftContentClient(origin, 'local', 'production')],
    ])(
      '%s: retries a query the server answers 503 twice, after 150 ms and then 250 ms',
      async (_name, make) => {
        const host = await startServer((_request, response, index) =>
          index < 2
            ? json(response, 503, { error: 'Service Unavailable', message: 'try later' })
            : json(response, 200, { result: { title: 'Þingvellir' }, ms: 1 }),
        );
        // Both are @sanity/client instances (next-sanity re-exports it); their declared types differ.
        const client = make(host) as ReturnType<typeof siteClient>;
        // The policy itself, not @sanity/client's defaults that happen to resemble it.
        expect(client.config()).toMatchObject({ maxRetries: 5, timeout: 120_000 });
        expect(client.config().retryDelay).toBe(CONTENT_CLIENT_POLICY.retryDelay);
        const answer = client.fetch<{ title: string }>('*[_id == $id][0]{title}', { id: 'x' });

        await requestsReached(1);
        await realSleep(50); // the client reads the 503 and goes to sleep
        vi.advanceTimersByTime(149);
        await realSleep(50);
        expect(seen).toHaveLength(1);
        vi.advanceTimersByTime(1);
        await requestsReached(2);

        await realSleep(50);
        vi.advanceTimersByTime(249);
        await realSleep(50);
        expect(seen).toHaveLength(2);
        vi.advanceTimersByTime(1);
        await requestsReached(3);

        await expect(answer).resolves.toEqual({ title: 'Þingvellir' });
        expect(seen.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
        expect(seen.every((r) => r.url.includes('/data/query/production'))).toBe(true);
      },
    );

    it('gives up after 5 retries (6 attempts) of a query that keeps failing', async () => {
      const host = await startServer((_request, response) => json(response, 502, { error: 'Bad Gateway' }));
      const answer = siteClient(host).fetch('*[0]');
      const failed = answer.catch((error: unknown) => error);
      for (let attempt = 0; attempt < 5; attempt++) {
        await requestsReached(attempt + 1);
        await realSleep(30);
        vi.advanceTimersByTime(100 * 2 ** attempt + 50);
      }
      const error = (await failed) as { statusCode?: number };
      expect(seen).toHaveLength(6);
      expect(error.statusCode).toBe(502);
    });
  });

  it('does not retry a mutation the server answers 503', async () => {
    const host = await startServer((_request, response) =>
      json(response, 503, { error: 'Service Unavailable' }),
    );
    const error = (await siteClient(host)
      .withConfig({ token: 'write-token' })
      .create({ _type: 'note', title: 'x' })
      .catch((e: unknown) => e)) as { statusCode?: number };
    expect(error.statusCode).toBe(503);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toContain('/data/mutate/production');
  });

  it('does not retry a query answered 500 (only 429, 502 and 503 are retried)', async () => {
    const host = await startServer((_request, response) => json(response, 500, { error: 'Internal' }));
    await expect(siteClient(host).fetch('*[0]')).rejects.toMatchObject({ statusCode: 500 });
    expect(seen).toHaveLength(1);
  });

  it('retries a GET after a dropped connection', async () => {
    const host = await startServer((request, response, index) => {
      if (index === 0) request.socket.destroy();
      else json(response, 200, { result: 42, ms: 1 });
    });
    await expect(siteClient(host).fetch('count(*)')).resolves.toBe(42);
    expect(seen).toHaveLength(2);
  });
});

describe('error messages', () => {
  it('tells a server error (500 and above) from a request error (400 and above)', async () => {
    const host = await startServer((request, response) =>
      request.url?.includes('broken')
        ? json(response, 500, { error: { description: 'The lake fell over' } })
        : json(response, 400, { error: { description: 'Param $id missing' } }),
    );
    const client = siteClient(host);
    const server500 = (await client.fetch('*[_type == "broken"]').catch((e: unknown) => e)) as Error & {
      statusCode: number;
    };
    const request400 = (await client.fetch('*[_id == $id]').catch((e: unknown) => e)) as Error & {
      statusCode: number;
    };
    // next-sanity brings its own @sanity/client: the classes are told apart by name.
    expect(server500.constructor.name).toBe('ServerError');
    expect(server500.statusCode).toBe(500);
    expect(server500.message).toBe('The lake fell over');
    expect(request400.constructor.name).toBe('ClientError');
    expect(request400.statusCode).toBe(400);
    expect(request400.message).toBe('Param $id missing');
  });

  it('lists the first 5 item descriptions and "...and N more"', async () => {
    const items = Array.from({ length: 7 }, (_, i) => ({
      error: { description: `Document ${i + 1} is invalid` },
    }));
    const host = await startServer((_request, response) =>
      json(response, 409, { error: { type: 'mutationError', description: 'The mutation failed', items } }),
    );
    const error = (await siteClient(host)
      .withConfig({ token: 'write-token' })
      .create({ _type: 'note' })
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(
      [
        'The mutation failed:',
        '- Document 1 is invalid',
        '- Document 2 is invalid',
        '- Document 3 is invalid',
        '- Document 4 is invalid',
        '- Document 5 is invalid',
        '...and 2 more',
      ].join('\n'),
    );
  });

  it('marks the position of a query parse error', async () => {
    const query = '*[_type == "page"';
    const host = await startServer((_request, response) =>
      json(response, 400, {
        error: { type: 'queryParseError', description: 'Expected "]"', query, start: 17, end: 17 },
      }),
    );
    const error = (await siteClient(host)
      .fetch(query)
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('GROQ query parse error:');
    expect(error.message).toContain(query);
    expect(error.message).toMatch(/\^/);
    expect(error.message).toContain('Expected "]"');
  });

  it('says which request failed when the answer has no description', async () => {
    const host = await startServer((_request, response) => {
      response.writeHead(418, { 'content-type': 'text/plain' });
      response.end('teapot');
    });
    const error = (await siteClient(host)
      .fetch('*[0]')
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^GET-request to http:\/\/127\.0\.0\.1:\d+\/.* resulted in HTTP 418/);
  });
});
