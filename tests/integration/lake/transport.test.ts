import { readFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake({ https: true });
});
afterAll(async () => {
  await t.stop();
});

describe('transport', () => {
  it('serves HTTP/2 over TLS with a certificate signed by the generated local authority', async () => {
    const ca = readFileSync(t.lake.caPath);
    const session = connect(t.lake.httpsUrl, { ca });
    try {
      const get = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = session.request({ ':path': path, authorization: `Bearer ${ADMIN_TOKEN}` });
          let body = '';
          let status = 0;
          req.on('response', (h) => {
            status = Number(h[':status']);
          });
          req.setEncoding('utf8');
          req.on('data', (c: string) => {
            body += c;
          });
          req.on('end', () => resolve({ status, body }));
          req.on('error', reject);
        });
      // Eight open event streams on one connection (the Studio opens about six per document)...
      const streams = Array.from({ length: 8 }, () => {
        const s = session.request({
          ':path': `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*')}`,
          authorization: `Bearer ${ADMIN_TOKEN}`,
        });
        s.setEncoding('utf8');
        return new Promise<string>((resolve) => s.once('data', (c: string) => resolve(c)));
      });
      await Promise.all(streams);
      // ...and ordinary requests still answer at once on the same connection.
      const me = await get('/v2025-02-19/users/me');
      expect(me.status).toBe(200);
      expect(JSON.parse(me.body)).toMatchObject({ role: 'administrator' });
      const query = await get(`/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*)')}`);
      expect(JSON.parse(query.body)).toMatchObject({ result: 0 });
    } finally {
      session.destroy();
    }
  });

  it('still speaks HTTP/1.1 over TLS for clients without HTTP/2', async () => {
    const ca = readFileSync(t.lake.caPath);
    const url = new URL('/v1/ping', t.lake.httpsUrl);
    const status = await new Promise<number>((resolve, reject) => {
      request(url, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
  });
});
