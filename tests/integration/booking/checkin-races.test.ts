import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskStorage } from '@booking/storage/files.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payDueNow, readyToSign, signatureBody } from './checkin-helpers.ts';
import { booking, type Client, daysFrom, ENGINES, type Harness, startHarness } from './harness.ts';
import { assertInvariants, moneyOf } from './invariants.ts';

// PGlite runs one query at a time, so these only race on PostgreSQL
// (TEST_DATABASE_URL); on PGlite they check that the outcome rules hold when the calls queue.

let n = 0;
const key = () => `race-${Date.now()}-${n++}`;

describe.each(ENGINES)('check-in signature under races on %s', (engine) => {
  let h: Harness;
  let uploads: string;
  beforeAll(async () => {
    uploads = mkdtempSync(join(tmpdir(), 'vegur-uploads-'));
    h = await startHarness(engine, { storage: new DiskStorage(uploads) });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(uploads, { recursive: true, force: true });
  });
  afterEach(async () => {
    await assertInvariants(h.database);
  });

  /** A paid (due now) car booking four days ahead: inside check-in and free cancellation alike. */
  async function readyBooking(c: Client) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 4), returnDate: daysFrom(new Date(), 7) }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    await payDueNow(c);
    await readyToSign(h.url, c);
    return created.body.reservation as { id: string; reference: string; total: number; dueNow: number };
  }

  /** Signature PNGs stored for a reservation (files on disk, as `DiskStorage` keeps them). */
  const signatureFiles = (id: string) => {
    const dir = join(uploads, 'checkin', id);
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('signature-')) : [];
  };

  const signatureRows = (id: string) =>
    h.database.query<{ key: string }>(
      'SELECT signature_png_key AS key FROM signatures WHERE reservation_id = $1',
      [id],
    );

  it('a signature and a free cancellation sent together end one way or the other, never both', async () => {
    const outcomes = { signed: 0, cancelled: 0 };
    for (let round = 0; round < (engine === 'postgres' ? 16 : 3); round++) {
      const c = await h.tenant('cars');
      const r = await readyBooking(c);
      const body = await signatureBody(c);
      const [signed, cancelled] = await Promise.all([
        c.call('POST', '/reservation/checkin/signature', body),
        c.call('POST', '/reservation/cancel', {}),
      ]);
      const money = await moneyOf(h.database, r.id);
      const rows = await signatureRows(r.id);
      if (signed.status === 201) {
        outcomes.signed++;
        expect([cancelled.status, cancelled.body.code]).toEqual([409, 'cannot_cancel']);
        expect(money).toMatchObject({ status: 'checked_in', captured: r.dueNow, refunded: 0 });
        expect(money.balance).toBe(r.total - r.dueNow);
        expect(rows).toHaveLength(1);
      } else {
        outcomes.cancelled++;
        expect(cancelled.status).toBe(200);
        expect(signed.status).toBe(409);
        expect(money).toMatchObject({
          status: 'refunded',
          captured: r.dueNow,
          refunded: r.dueNow,
          balance: 0,
        });
        expect(rows).toHaveLength(0);
        expect(signatureFiles(r.id)).toEqual([]);
      }
      expect(money.ledger).toBe(money.balance);
      // The unit: held by a checked-in booking, released by a cancelled one (asserted per round).
      await assertInvariants(h.database);
    }
    expect(outcomes.signed + outcomes.cancelled).toBeGreaterThan(0);
  }, 240_000);

  it('ten signatures at once: one 201, the rest 409 already_signed, one stored signature file', async () => {
    const c = await h.tenant('cars');
    const r = await readyBooking(c);
    const body = await signatureBody(c);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => c.call('POST', '/reservation/checkin/signature', body)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('already_signed');
    const rows = await signatureRows(r.id);
    expect(rows).toHaveLength(1);
    // The one file is the signed row's; no file of a refused attempt is left behind.
    expect(signatureFiles(r.id)).toEqual([rows[0]?.key.split('/').at(-1)]);
    expect((await moneyOf(h.database, r.id)).status).toBe('checked_in');
  });
});
