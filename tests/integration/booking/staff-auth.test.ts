// Staff endpoints take the Studio user's own content-lake login, checked against
// a real local lake's /users/me; BOOKING_ADMIN_TOKEN stays for scripts; every action is logged.
import { randomBytes } from 'node:crypto';
import { LIFECYCLE_TEXTS } from '@booking/rules/email-texts.ts';
import { formatPrice } from '@domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from '../lake/helpers.ts';
import { parseEml, partOf } from './eml.ts';
import {
  ADMIN_TOKEN,
  booking,
  CARDS,
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  payWithCard,
  startHarness,
} from './harness.ts';

const STUDIO_ORIGIN = 'https://studio.test';

interface Login {
  token: string;
  userId: string;
}

describe.each(ENGINES)('staff authentication by content-lake login on %s', (engine) => {
  let lake: TestLake;
  let h: Harness;
  const logins: Record<'administrator' | 'editor' | 'viewer', Login> = {} as never;

  beforeAll(async () => {
    lake = await startTestLake();
    for (const role of ['administrator', 'editor', 'viewer'] as const) {
      const { id } = lake.lake.lake.auth.addUser({
        email: `${role}-${randomBytes(3).toString('hex')}@vegur.test`,
        name: `Test ${role}`,
        role,
        password: 'correct horse battery',
      });
      logins[role] = { userId: id, token: lake.lake.lake.auth.createSession(id) };
    }
    h = await startHarness(engine, {
      staffAuth: { lakeUrl: lake.lake.httpUrl, projectId: 'local', cacheMs: 0 },
      staffOrigins: [STUDIO_ORIGIN],
    });
  });
  afterAll(async () => {
    await h?.close();
    await lake?.stop();
  });
  afterEach(() => {
    h.clock.now = new Date();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('lets editors and administrators in; viewers get 403; no or a bad login 401, with reasons', async () => {
    const c = await h.tenant('cars');
    const editor = await c.call('GET', '/staff/me', undefined, bearer(logins.editor.token));
    expect(editor.status).toBe(200);
    expect(editor.body.member).toMatchObject({
      id: logins.editor.userId,
      role: 'editor',
      via: 'lake',
      name: 'Test editor',
    });
    const admin = await c.call('GET', '/staff/me', undefined, bearer(logins.administrator.token));
    expect(admin.body.member.role).toBe('administrator');

    const viewer = await c.call('GET', '/staff/me', undefined, bearer(logins.viewer.token));
    expect(viewer.status).toBe(403);
    expect(viewer.body.code).toBe('staff_forbidden');
    expect(viewer.body.message).toContain('Your content-lake role (viewer) cannot act on bookings');

    const none = await c.call('GET', '/staff/refunds');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('staff_login_required');
    const bad = await c.call('GET', '/staff/refunds', undefined, bearer('sk-not-a-token-the-lake-knows'));
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('staff_login_invalid');
    const malformed = await c.call('GET', '/staff/refunds', undefined, { authorization: 'Basic abc' });
    expect(malformed.status).toBe(401);
    expect(malformed.body.message).toContain('Bearer');

    // Scripts keep the shared token; it never needs the lake.
    const script = await c.call('GET', '/staff/me', undefined, bearer(ADMIN_TOKEN));
    expect(script.body.member).toMatchObject({ via: 'token', role: 'administrator' });
    // The older /admin endpoints take the same logins.
    expect(
      (await c.call('POST', '/admin/exchangerates/import', { source: 'x' }, bearer(logins.viewer.token)))
        .status,
    ).toBe(403);
  });

  it('a login revoked in the lake stops working (no cache in this harness)', async () => {
    const c = await h.tenant('cars');
    const { id } = lake.lake.lake.auth.addUser({
      email: `leaver-${randomBytes(3).toString('hex')}@vegur.test`,
      name: 'Leaver',
      role: 'editor',
      password: 'correct horse battery',
    });
    const token = lake.lake.lake.auth.createSession(id);
    expect((await c.call('GET', '/staff/me', undefined, bearer(token))).status).toBe(200);
    lake.lake.lake.auth.revoke(token);
    expect((await c.call('GET', '/staff/me', undefined, bearer(token))).status).toBe(401);
  });

  it('answers CORS preflights for the Studio origin only, and only on staff paths', async () => {
    const preflight = (path: string, origin: string) =>
      fetch(`${h.url}/functions/v1${path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const ok = await preflight('/staff/refunds', STUDIO_ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(STUDIO_ORIGIN);
    expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(
      (await preflight('/staff/refunds', 'https://evil.test')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    expect(
      (await preflight('/reservations', STUDIO_ORIGIN)).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  async function lateCancelled(c: Client, classId = 'golf') {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        classId,
        locale: 'en',
        pickupDate: daysFrom(new Date(), 20),
        returnDate: daysFrom(new Date(), 24),
      }),
      { 'idempotency-key': `staff-${randomBytes(8).toString('hex')}` },
    );
    expect(created.status).toBe(201);
    await payWithCard(c, CARDS.success);
    const r = created.body.reservation as { id: string; reference: string; pickupAt: string; dueNow: number };
    h.clock.now = new Date(Date.parse(r.pickupAt) - 30 * 3_600_000);
    const late = await c.call('POST', '/reservation/cancel', { reason: 'Flight cancelled' });
    expect(late.body.reservation.status).toBe('refund_requested');
    h.clock.now = new Date();
    return r;
  }

  const lastMail = (reference: string) => {
    const mails = h.mails(reference).sort((a, b) => a.name.localeCompare(b.name));
    const eml = parseEml(mails.at(-1)?.text ?? '');
    return { subject: eml.headers.subject, text: partOf(eml, 'text/plain')?.body ?? '' };
  };

  it('an editor approves a refund: money back through the gateway, customer e-mailed, action logged', async () => {
    const c = await h.tenant('cars');
    const r = await lateCancelled(c);
    const queue = await c.call('GET', '/staff/refunds', undefined, bearer(logins.editor.token));
    expect(queue.status).toBe(200);
    const entry = queue.body.requests.find((q: { reference: string }) => q.reference === r.reference);
    expect(entry).toMatchObject({ reason: 'Flight cancelled', paid: r.dueNow, refundable: r.dueNow });

    // A viewer cannot decide; nothing changes.
    const refused = await c.call('POST', `/staff/refunds/${r.id}/approve`, {}, bearer(logins.viewer.token));
    expect(refused.status).toBe(403);
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('refund_requested');

    const tooMuch = await c.call(
      'POST',
      `/staff/refunds/${r.id}/approve`,
      { amount: r.dueNow + 1 },
      bearer(logins.editor.token),
    );
    expect(tooMuch.status).toBe(422);
    const bad = await c.call(
      'POST',
      `/staff/refunds/${r.id}/approve`,
      { amount: -5 },
      bearer(logins.editor.token),
    );
    expect(bad.status).toBe(400);

    const approved = await c.call('POST', `/staff/refunds/${r.id}/approve`, {}, bearer(logins.editor.token));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'refunded', refunded: r.dueNow, mailed: true });
    const overview = await c.call('GET', '/reservation');
    expect(overview.body.reservation.status).toBe('refunded');
    expect(overview.body.reservation.refunded).toBe(r.dueNow);
    const mail = lastMail(r.reference);
    expect(mail.subject).toBe(LIFECYCLE_TEXTS.en.subject.refund_decided('Vegur Car Rental', r.reference));
    expect(mail.text).toContain(`${LIFECYCLE_TEXTS.en.refundGranted}: ${formatPrice(r.dueNow, 'ISK')}`);
    // Decided once: a second click finds no request.
    expect(
      (await c.call('POST', `/staff/refunds/${r.id}/approve`, {}, bearer(logins.editor.token))).status,
    ).toBe(409);

    const log = await c.call('GET', '/staff/audit', undefined, bearer(logins.administrator.token));
    const action = log.body.entries.find((e: { target: string }) => e.target === r.reference);
    expect(action).toMatchObject({
      action: 'refund.approve',
      actor: { id: logins.editor.userId, name: 'Test editor', role: 'editor', via: 'lake' },
      details: { amount: r.dueNow, reservationId: r.id },
    });
    expect(Math.abs(Date.parse(action.at) - Date.now())).toBeLessThan(60_000);
    // The viewer's refused attempt changed nothing; the log says who tried what.
    expect(log.body.entries.filter((e: { target: string }) => e.target === r.reference)).toHaveLength(1);
    expect(
      log.body.entries.find(
        (e: { target: string }) => e.target === `POST /functions/v1/staff/refunds/${r.id}/approve`,
      ),
    ).toMatchObject({
      action: 'access.denied',
      actor: { id: logins.viewer.userId, role: 'viewer', via: 'lake' },
    });
  });

  it('approvals and denials racing on one request decide once, and pay back at most once', async () => {
    const c = await h.tenant('cars');
    const r = await lateCancelled(c);
    const calls = [
      ...Array.from({ length: 3 }, () => ['approve', logins.editor.token] as const),
      ...Array.from({ length: 2 }, () => ['deny', logins.administrator.token] as const),
    ];
    const answers = await Promise.all(
      calls.map(([decision, token]) =>
        c.call('POST', `/staff/refunds/${r.id}/${decision}`, {}, bearer(token)),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const refunds = await h.database.query<{ n: number; total: number }>(
      "SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total FROM ledger WHERE reservation_id = $1 AND kind = 'refund'",
      [r.id],
    );
    const approved = answers.some((a) => a.status === 200 && a.body.status === 'refunded');
    expect(refunds[0]).toEqual(approved ? { n: 1, total: r.dueNow } : { n: 0, total: 0 });
    const log = await h.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM staff_audit WHERE target = $1 AND action LIKE 'refund.%'",
      [r.reference],
    );
    expect(log[0]?.n).toBe(1);
  });

  it('an administrator denies a refund: no money moves, the booking stays cancelled, the customer is told', async () => {
    const c = await h.tenant('campers');
    const created = await lateCancelled(c, 'caddy-camper');
    const denied = await c.call(
      'POST',
      `/staff/refunds/${created.id}/deny`,
      { note: 'Outside policy' },
      bearer(logins.administrator.token),
    );
    expect(denied.status).toBe(200);
    expect(denied.body.status).toBe('cancelled');
    const overview = await c.call('GET', '/reservation');
    expect(overview.body.reservation.refunded).toBe(0);
    expect(lastMail(created.reference).text).toContain(LIFECYCLE_TEXTS.en.noRefund);
    const log = await c.call('GET', '/staff/audit?limit=5', undefined, bearer(logins.editor.token));
    expect(log.body.entries[0]).toMatchObject({
      action: 'refund.deny',
      target: created.reference,
      actor: { role: 'administrator' },
      details: { note: 'Outside policy', statusAfter: 'cancelled' },
    });
    // The log is per brand.
    const other = await (await h.tenant('cars')).call(
      'GET',
      '/staff/audit',
      undefined,
      bearer(logins.editor.token),
    );
    expect(other.body.entries).toEqual([]);
    expect((await c.call('GET', '/staff/audit?limit=0', undefined, bearer(logins.editor.token))).status).toBe(
      400,
    );
  });
});
