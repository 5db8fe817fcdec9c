// The return report's e-mail goes through the booking service's job queue, on PGlite and
// PostgreSQL: when the mail server refuses the first send, the return inspection still stands,
// the job is retried after its backoff by the runner's poll, and the customer gets one e-mail.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backoffSeconds, troubledJobs } from '@booking/services/jobs.ts';
import { type Mailer, type MailMessage, OutboxMailer } from '@booking/services/mail.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { readyToSign, signatureBody, submitInspection } from './checkin-helpers.ts';
import { booking, type Client, daysFrom, ENGINES, payWithCard, useHarness } from './harness.ts';

const HOUR = 3_600_000;

/** A mail server that refuses the first return report it is given, then takes everything. */
class FlakyMailer implements Mailer {
  readonly folder = mkdtempSync(join(tmpdir(), 'vegur-flaky-'));
  private readonly outbox = new OutboxMailer(this.folder, () => undefined);
  refused = 0;
  send(message: MailMessage) {
    if (message.tag?.endsWith('-return-report') && this.refused === 0) {
      this.refused++;
      return Promise.reject(new Error('421 mail server busy'));
    }
    return this.outbox.send(message);
  }
  reports(reference: string) {
    return readdirSync(this.folder).filter((n) => n.includes(`-${reference}-return-report`));
  }
}

describe.each(ENGINES)('return report e-mail through the job queue on %s', (engine) => {
  const mailer = new FlakyMailer();
  const h = useHarness(engine, { mailer, jobs: { poll: true, pollMs: 25, autoAssignMs: 3_600_000 } });
  afterAll(() => rmSync(mailer.folder, { recursive: true, force: true }));

  const inspect = (c: Client, stage: 'pickup' | 'return', mileageKm: number) =>
    submitInspection(h.url, c, stage, mileageKm, 7);

  it('retries a first failing send after its backoff and sends the report once', async () => {
    const c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 3), returnDate: daysFrom(new Date(), 5), locale: 'is' }),
      { 'idempotency-key': `mail-${randomBytes(8).toString('hex')}` },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    await readyToSign(h.url, c);
    expect((await c.call('POST', '/reservation/checkin/signature', await signatureBody(c))).status).toBe(201);
    const { reference, pickupAt, returnAt } = created.body.reservation;

    h.clock.now = new Date(Date.parse(pickupAt) - HOUR);
    expect((await inspect(c, 'pickup', 10_000)).status).toBe(201);
    const returnedAt = new Date(Date.parse(returnAt) - HOUR);
    h.clock.now = returnedAt;
    const back = await inspect(c, 'return', 10_300);
    // The inspection stands; the report is there, its e-mail not sent yet.
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.report).toEqual({ ready: true, mailedAt: null });
    expect(mailer.refused).toBe(1);
    expect(mailer.reports(reference)).toHaveLength(0);
    const [queued] = (await troubledJobs(h.database, c.tenant)).filter(
      (j) => j.kind === 'inspection.return_report',
    );
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued?.lastError).toContain('421 mail server busy');

    // Not before its backoff, then once by the poll.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailer.reports(reference)).toHaveLength(0);
    h.clock.now = new Date(returnedAt.getTime() + backoffSeconds(1) * 1000);
    // The job is done only after the send and its record in the report: wait for that end state
    // (the outbox file appears before the row is written, so polling the file raced on PostgreSQL).
    const jobState = async () =>
      (
        await h.database.query<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM booking_jobs WHERE kind = 'inspection.return_report' AND dedupe_key = $1`,
          [`return-report:${created.body.reservation.id}`],
        )
      )[0];
    await expect.poll(async () => (await jobState())?.status, { timeout: 5_000 }).toBe('done');
    expect(await jobState()).toEqual({ status: 'done', attempts: 2 });
    expect(mailer.reports(reference)).toHaveLength(1);
    const state = await c.call('GET', '/reservation/inspection');
    expect(state.body.report.mailedAt).toBe(h.clock.now.toISOString());
    // Later polls send nothing more.
    h.clock.now = new Date(h.clock.now.getTime() + HOUR);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailer.reports(reference)).toHaveLength(1);
  });
});
