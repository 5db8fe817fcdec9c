import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@booking/db/client.ts';
import { BASE_PATH } from '@booking/http/base-path.ts';
import { TestGateway } from '@booking/payments/test-gateway.ts';
import { backoffSeconds, enqueueJob, JobRunner, troubledJobs } from '@booking/services/jobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booking,
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  RETURN_PATH,
  SESSION_SECRET,
  startHarness,
} from './harness.ts';

describe.each(ENGINES)('background jobs on %s', (engine) => {
  let database: Database;
  const clock = { now: new Date('2030-01-01T12:00:00Z') };
  beforeAll(async () => {
    database =
      engine === 'postgres'
        ? await openDatabase({
            url: process.env.TEST_DATABASE_URL,
            schema: `jobs_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`,
            poolSize: 4,
          })
        : await openDatabase({ url: '', dataDir: 'memory' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('retries a failing job with backoff, then leaves it failed and listed for staff', async () => {
    let calls = 0;
    const runner = new JobRunner({
      database: async () => database,
      clock: () => clock.now,
      handlers: {
        'reservation.event': async () => {
          calls++;
          throw new Error('SMTP said no');
        },
      },
    });
    const id = await database.db.transaction((tx) =>
      enqueueJob(tx, { kind: 'reservation.event', tenant: 'tjobs', payload: {}, maxAttempts: 3 }, clock.now),
    );
    await runner.runNow([id]);
    expect(calls).toBe(1);
    // Not due before its backoff has passed, whoever polls.
    expect(await runner.runDue()).toBe(0);
    clock.now = new Date(clock.now.getTime() + backoffSeconds(1) * 1000);
    expect(await runner.runDue()).toBe(1);
    clock.now = new Date(clock.now.getTime() + backoffSeconds(2) * 1000);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(3);
    clock.now = new Date(clock.now.getTime() + 3600_000);
    expect(await runner.runDue()).toBe(0);
    const listed = await troubledJobs(database, 'tjobs');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'reservation.event', status: 'failed', attempts: 3 });
    expect(listed[0]?.lastError).toContain('SMTP said no');
  });

  it('one key, one job; a job runs once though two runners reach for it', async () => {
    let calls = 0;
    const handlers = {
      'reservation.event': async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    const a = new JobRunner({ database: async () => database, clock: () => clock.now, handlers });
    const b = new JobRunner({ database: async () => database, clock: () => clock.now, handlers });
    const first = await enqueueJob(
      database.db,
      { kind: 'reservation.event', key: 'once', payload: {} },
      clock.now,
    );
    const again = await enqueueJob(
      database.db,
      { kind: 'reservation.event', key: 'once', payload: {} },
      clock.now,
    );
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    await Promise.all([a.runNow([first]), b.runDue(), a.runDue(), b.runNow([first])]);
    expect(calls).toBe(1);
  });

  it('a job whose runner stopped holding its lease is taken over once the lease runs out', async () => {
    let calls = 0;
    const handlers = {
      'reservation.event': async () => {
        calls++;
      },
    };
    const id = await enqueueJob(database.db, { kind: 'reservation.event', payload: {} }, clock.now);
    // A runner claimed it and vanished: the row says running, leased for a minute.
    await database.query(
      `UPDATE booking_jobs SET status = 'running', attempts = 1, locked_by = 'gone', locked_until = $1 WHERE id = $2`,
      [new Date(clock.now.getTime() + 60_000).toISOString(), id],
    );
    const runner = new JobRunner({ database: async () => database, clock: () => clock.now, handlers });
    expect(await runner.runDue()).toBe(0);
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(1);
  });
});

// A real process killed with SIGKILL needs a database other processes reach: PostgreSQL only.
// Each test starts one or two Node processes (a few seconds each on a busy machine): 90 s each.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'an instance killed with SIGKILL loses no e-mail',
  { timeout: 90_000 },
  () => {
    let h: Harness;
    let schema: string;
    let gateway: TestGateway;
    beforeAll(async () => {
      h = await startHarness('postgres', { jobs: { poll: true, pollMs: 100, leaseMs: 60_000 } });
      const [row] = await h.database.query<{ schema: string }>('SELECT current_schema() AS schema');
      schema = row?.schema ?? '';
      gateway = new TestGateway(SESSION_SECRET, async () => h.database, `${BASE_PATH}/test-gateway/checkout`);
    });
    afterAll(async () => {
      await h?.close();
    });

    let n = 0;
    async function paidCallback(c: Client) {
      const created = await c.call(
        'POST',
        '/reservations',
        booking({ pickupDate: daysFrom(new Date(), 50 + n), returnDate: daysFrom(new Date(), 53 + n) }),
        { 'idempotency-key': `jobs-${Date.now()}-${n++}` },
      );
      expect(created.status).toBe(201);
      const started = await c.call(
        'POST',
        '/reservation/payments',
        { amount: 'due_now', returnUrl: RETURN_PATH },
        { 'idempotency-key': `jobs-pay-${Date.now()}-${n++}` },
      );
      expect(started.status).toBe(201);
      const checkout = await gateway.get(started.body.checkout.ref);
      if (!checkout) throw new Error('checkout missing');
      const event = gateway.signedEvent({
        id: `evt_kill_${randomBytes(6).toString('hex')}`,
        type: 'charge.succeeded',
        chargeRef: checkout.ref,
      });
      return { reservation: created.body.reservation, event };
    }

    function runDoomed(mode: 'after-commit' | 'while-running', event?: { body: string; headers: object }) {
      const script = fileURLToPath(new URL('./fixtures/commit-then-die.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: {
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          SCHEMA: schema,
          SESSION_SECRET,
          MODE: mode,
          EVENT_BODY: event?.body ?? '-',
          EVENT_HEADERS: JSON.stringify(event?.headers ?? {}),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      return new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, signal) => resolve(signal)),
      );
    }

    async function mailsFor(reference: string, atLeast: number) {
      const until = Date.now() + 15_000;
      while (h.mails(reference).length < atLeast && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // Anything a second runner would add arrives within a few polls.
      await new Promise((resolve) => setTimeout(resolve, 500));
      return h.mails(reference);
    }

    it('killed right after the commit: another instance sends the confirmation, once', async () => {
      // This instance's clock stays behind the doomed one's, so the job is not due here until the
      // doomed process is gone: its death, not a race, is what is tested.
      h.clock.now = new Date();
      const c = await h.tenant('cars');
      const { reservation, event } = await paidCallback(c);
      expect(await runDoomed('after-commit', event)).toBe('SIGKILL');
      const [row] = await h.database.query<{ status: string }>(
        'SELECT status FROM reservations WHERE id = $1',
        [reservation.id],
      );
      expect(row?.status).toBe('confirmed');
      expect(h.mails(reservation.reference)).toHaveLength(0);
      h.clock.now = new Date();
      const mails = await mailsFor(reservation.reference, 1);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(reservation.reference);
    });

    it('killed while holding the job: taken over when its lease runs out, sent once', async () => {
      h.clock.now = new Date();
      const c = await h.tenant('cars');
      const { reservation, event } = await paidCallback(c);
      expect(await runDoomed('after-commit', event)).toBe('SIGKILL');
      // A second instance claims the queued job (a minute's lease) and dies inside the handler.
      expect(await runDoomed('while-running')).toBe('SIGKILL');
      const [job] = await h.database.query<{ status: string; attempts: number }>(
        "SELECT status, attempts FROM booking_jobs WHERE dedupe_key = 'confirmed:' || $1",
        [reservation.id],
      );
      expect(job).toMatchObject({ status: 'running', attempts: 1 });
      h.clock.now = new Date();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(h.mails(reservation.reference)).toHaveLength(0);
      h.clock.now = new Date(Date.now() + 61_000);
      const mails = await mailsFor(reservation.reference, 1);
      expect(mails).toHaveLength(1);
    });

    it('killed right after a cancellation committed: the cancellation e-mail is still sent, once', async () => {
      h.clock.now = new Date();
      const c = await h.tenant('cars');
      const { reservation, event } = await paidCallback(c);
      const paid = await fetch(`${h.url}${BASE_PATH}/payments/callback`, {
        method: 'POST',
        headers: event.headers,
        body: event.body,
      });
      expect(paid.status).toBe(200);
      expect(h.mails(reservation.reference)).toHaveLength(1);
      // Another instance takes the cancellation and dies as it starts sending the e-mail.
      const script = fileURLToPath(new URL('./fixtures/commit-then-die.ts', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        env: {
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          SCHEMA: schema,
          SESSION_SECRET,
          MODE: 'serve',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, signal) => resolve(signal)),
      );
      const url = await new Promise<string>((resolve) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /URL (\S+)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
      });
      const cancel = fetch(`${url}${BASE_PATH}/reservation/cancel`, {
        method: 'POST',
        headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Plans changed' }),
      });
      await expect(cancel).rejects.toThrow();
      expect(await exited).toBe('SIGKILL');
      const [row] = await h.database.query<{ status: string }>(
        'SELECT status FROM reservations WHERE id = $1',
        [reservation.id],
      );
      expect(['cancelled', 'refunded', 'refund_requested']).toContain(row?.status);
      // It died holding its e-mail job (queued in the cancellation's transaction): taken over once
      // the lease has run out.
      h.clock.now = new Date(Date.now() + 61_000);
      const mails = await mailsFor(reservation.reference, 2);
      expect(mails).toHaveLength(2);
      expect(mails.map((m) => m.text).join('\n')).toMatch(/cancel/i);
    });
  },
);
