/**
 * Background work that survives a crash: a side effect of a change is a row in
 * `booking_jobs`, written in the same transaction as the change, so it exists exactly when the
 * change committed. Any instance runs it, at least once:
 * - the instance that made the change runs it right after the commit (`runNow`), so a customer's
 *   e-mail leaves as quickly as before;
 * - every instance's runner polls for due jobs, and for jobs whose lease ran out (the process that
 *   claimed them died), claiming with `FOR UPDATE SKIP LOCKED` so two never take the same job;
 * - the runner renews the lease while a handler works; a failure is retried with exponential
 *   backoff, and after the last attempt the job stays `failed`, listed for staff in Operations.
 * Handlers must be idempotent: a process killed after the effect but before marking it done runs
 * it again (an e-mail may then arrive twice; money never moves twice, see the handlers).
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { BackgroundJob } from '../../domain/index.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import { rowsOf } from './util.ts';

export type JobKind =
  | 'reservation.confirmed'
  | 'reservation.event'
  | 'payment.after_capture'
  | 'payment.late_notice'
  | 'inspection.return_report';

export interface JobSpec {
  kind: JobKind;
  payload: Record<string, unknown>;
  /** One job per key: queuing the same cause twice (a replayed callback) queues nothing more. */
  key?: string;
  tenant?: string;
  maxAttempts?: number;
  /** Not before this moment (default: now). */
  runAfter?: Date;
}

export interface JobContext {
  database: Database;
  now: Date;
  jobId: number;
  attempt: number;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

/** Queues `job` inside the caller's transaction; its id, or null when the key was queued before. */
export async function enqueueJob(tx: Tx | Db, job: JobSpec, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const runAfter = (job.runAfter ?? now).toISOString();
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      INSERT INTO booking_jobs (kind, payload, dedupe_key, tenant, max_attempts, run_after, created_at)
      VALUES (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.key ?? null}, ${job.tenant ?? null},
              ${job.maxAttempts ?? 8}, ${runAfter}::timestamptz, ${at}::timestamptz)
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The confirmation e-mail and affiliate conversion of a reservation, once per reservation. */
export function queueConfirmation(tx: Tx | Db, tenant: string, reservationId: string, now: Date) {
  return enqueueJob(
    tx,
    { kind: 'reservation.confirmed', tenant, key: `confirmed:${reservationId}`, payload: { reservationId } },
    now,
  );
}

/**
 * A change that costs more is paid on the gateway right after it is made: its e-mail waits for
 * that payment, so it states what the reservation page shows once the change is
 * settled. This long at most: a checkout's lifetime and a margin, then it goes out as things are.
 */
export const SETTLE_WAIT_MINUTES = 35;

/**
 * Brings the e-mails of a reservation's changes that wait for a payment forward to `now`, inside
 * the transaction that books the payment; their ids, to run after its commit.
 */
export async function releaseAwaitingEvents(tx: Tx, reservationId: string, now: Date): Promise<number[]> {
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      UPDATE booking_jobs SET run_after = ${now.toISOString()}::timestamptz
       WHERE kind = 'reservation.event' AND status = 'pending'
         AND payload->>'reservationId' = ${reservationId}
         AND (payload->>'awaitsPayment')::boolean IS TRUE
      RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

/** Seconds before attempt `attempts + 1`: 10 s, 20 s, 40 s … capped at an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface JobRunnerOptions {
  database: () => Promise<Database>;
  clock: () => Date;
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** How long a claim holds before another instance may take the job over (renewed meanwhile). */
  leaseMs?: number;
  pollMs?: number;
  workerId?: string;
  /**
   * Sweeps run by every instance's poller at most once per `everyMs` (the automatic unit
   * assignment); each must be safe to run on several instances at once.
   */
  periodic?: { name: string; everyMs: number; run: (database: Database, now: Date) => Promise<unknown> }[];
}

interface ClaimedJob {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export type JobRow = BackgroundJob;

export class JobRunner {
  readonly workerId: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<unknown> | null = null;
  private stopped = false;
  private readonly lastPeriodic = new Map<string, number>();

  constructor(private readonly options: JobRunnerOptions) {
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 2_000;
  }

  /** Polls for due and abandoned jobs until `stop`. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (this.polling) return;
      this.polling = this.runDue()
        .then(() => this.runPeriodic())
        .catch((error: unknown) => console.error('booking jobs: poll failed', error))
        .finally(() => {
          this.polling = null;
        });
    }, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
  }

  /** Runs the given jobs now if no one else holds them (right after the commit that queued them). */
  async runNow(ids: readonly (number | null)[]): Promise<void> {
    const wanted = ids.filter((id): id is number => id !== null);
    if (wanted.length === 0) return;
    try {
      await this.claimAndRun(wanted.length, wanted);
    } catch (error) {
      // The jobs stay queued: a runner takes them on its next poll.
      console.error('booking jobs: running after commit failed', error);
    }
  }

  /** Runs the periodic sweeps whose time has come; one failing does not stop the others. */
  async runPeriodic(): Promise<void> {
    const sweeps = this.options.periodic ?? [];
    if (sweeps.length === 0) return;
    const database = await this.options.database();
    for (const sweep of sweeps) {
      const now = this.options.clock();
      const elapsed = now.getTime() - (this.lastPeriodic.get(sweep.name) ?? 0);
      // A clock set back (a stepped system clock, a test's) would otherwise stall the sweep.
      if (elapsed >= 0 && elapsed < sweep.everyMs) continue;
      this.lastPeriodic.set(sweep.name, now.getTime());
      await sweep.run(database, now).catch((error: unknown) => {
        console.error(`booking jobs: ${sweep.name} failed`, error);
      });
    }
  }

  /** Claims up to `limit` due jobs and runs them one by one; how many ran. */
  async runDue(limit = 10): Promise<number> {
    return this.claimAndRun(limit, null);
  }

  private async claimAndRun(limit: number, ids: number[] | null): Promise<number> {
    const database = await this.options.database();
    const now = this.options.clock();
    const leaseUntil = new Date(now.getTime() + this.leaseMs).toISOString();
    const claimed = await database.query<ClaimedJob>(
      `UPDATE booking_jobs SET status = 'running', attempts = attempts + 1, locked_by = $1, locked_until = $2
        WHERE id IN (
          SELECT id FROM booking_jobs
           WHERE ((status = 'pending' AND run_after <= $3) OR (status = 'running' AND locked_until <= $3))
             AND ($5::bigint[] IS NULL OR id = ANY($5::bigint[]))
           ORDER BY run_after, id LIMIT $4
           FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts, max_attempts`,
      [this.workerId, leaseUntil, now.toISOString(), limit, ids ? `{${ids.join(',')}}` : null],
    );
    for (const job of claimed) await this.run(database, job);
    return claimed.length;
  }

  private async run(database: Database, job: ClaimedJob): Promise<void> {
    const id = Number(job.id);
    const handler = this.options.handlers[job.kind as JobKind];
    if (job.attempts > job.max_attempts) {
      // Its last attempt's process died mid-way: nothing is left to try.
      await this.finish(database, id, 'failed', 'the last attempt never finished (process stopped)');
      return;
    }
    if (!handler) {
      await this.fail(database, job, new Error(`No handler for job kind ${job.kind}`));
      return;
    }
    const renew = setInterval(
      () => {
        const until = new Date(this.options.clock().getTime() + this.leaseMs).toISOString();
        database
          .query('UPDATE booking_jobs SET locked_until = $1 WHERE id = $2 AND locked_by = $3', [
            until,
            id,
            this.workerId,
          ])
          .catch((error: unknown) => console.error('booking jobs: lease renewal failed', id, error));
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    renew.unref();
    try {
      await handler(job.payload, { database, now: this.options.clock(), jobId: id, attempt: job.attempts });
      clearInterval(renew);
      await this.finish(database, id, 'done', null);
    } catch (error) {
      clearInterval(renew);
      await this.fail(database, job, error);
    }
  }

  private async fail(database: Database, job: ClaimedJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const id = Number(job.id);
    if (job.attempts >= job.max_attempts) {
      console.error(`booking jobs: ${job.kind} #${id} failed for good after ${job.attempts} attempts`, error);
      await this.finish(database, id, 'failed', message);
      return;
    }
    console.error(`booking jobs: ${job.kind} #${id} failed (attempt ${job.attempts}); retrying`, error);
    const retryAt = new Date(this.options.clock().getTime() + backoffSeconds(job.attempts) * 1000);
    await database.query(
      `UPDATE booking_jobs SET status = 'pending', run_after = $1, last_error = $2, locked_by = NULL, locked_until = NULL
        WHERE id = $3 AND locked_by = $4`,
      [retryAt.toISOString(), message.slice(0, 2000), id, this.workerId],
    );
  }

  private async finish(database: Database, id: number, status: 'done' | 'failed', error: string | null) {
    await database.query(
      `UPDATE booking_jobs SET status = $1, finished_at = $2, last_error = coalesce($3, last_error),
              locked_by = NULL, locked_until = NULL
        WHERE id = $4 AND locked_by = $5`,
      [status, this.options.clock().toISOString(), error?.slice(0, 2000) ?? null, id, this.workerId],
    );
  }
}

/** Jobs that keep failing (retrying after an error, or given up), newest first, for staff. */
export async function troubledJobs(database: Database, tenant: string, limit = 50): Promise<JobRow[]> {
  return database.query<JobRow>(
    `SELECT id::int AS id, kind, tenant, status, attempts, max_attempts AS "maxAttempts",
            last_error AS "lastError", created_at AS "createdAt", run_after AS "runAfter",
            payload->>'reservationId' AS "reservationId"
       FROM booking_jobs
      WHERE (tenant = $1 OR tenant IS NULL)
        AND (status = 'failed' OR (status = 'pending' AND attempts > 0))
      ORDER BY created_at DESC LIMIT $2`,
    [tenant, limit],
  );
}
