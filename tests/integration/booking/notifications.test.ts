import { randomBytes, randomUUID } from 'node:crypto';
import { BASE_PATH } from '@booking/http/base-path.ts';
import { TestGateway } from '@booking/payments/test-gateway.ts';
import { EMAIL_TEXTS } from '@booking/rules/email-texts.ts';
import { ledgerSum } from '@booking/services/reservations.ts';
import { formatPrice, type Locale, TIME_ZONE } from '@domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEml, partOf } from './eml.ts';
import {
  booking,
  CARDS,
  type Client,
  client,
  daysFrom,
  ENGINES,
  type Harness,
  payWithCard,
  SESSION_SECRET,
  startHarness,
} from './harness.ts';

let n = 0;
const key = () => `mail-${Date.now()}-${n++}`;
const SITE = 'https://cars.example';
const HOST = 'cars.site.localhost:3000';

describe.each(ENGINES)('confirmation e-mail, calendar file and manage link on %s', (engine) => {
  let h: Harness;
  // Tenants known before the service starts, so that the host map and SITE_ORIGINS can name them.
  const configured = `tsite-${randomBytes(3).toString('hex')}`;
  const hosted = `thost-${randomBytes(3).toString('hex')}`;
  beforeAll(async () => {
    h = await startHarness(engine, {
      siteOrigins: { [configured]: SITE },
      hosts: { [HOST.replace(/:\d+$/, '')]: hosted },
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.clock.now = new Date();
  });

  async function reserve(
    c: Client,
    locale: Locale,
    startInDays: number,
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        locale,
        pickupDate: daysFrom(new Date(), startInDays),
        returnDate: daysFrom(new Date(), startInDays + 3),
        contractSha256: 'ab'.repeat(32),
        ...extra,
      }),
      { 'idempotency-key': key(), ...headers },
    );
    expect(created.status).toBe(201);
    return created.body.reservation;
  }

  const manageLinkIn = (text: string) =>
    /https?:\/\/\S+\/reservation\/open\?token=\S+/.exec(text)?.[0] ?? null;

  it('one e-mail in the booking language when the payment confirms, none for replays or later payments', async () => {
    const c = await h.tenant('cars', undefined, configured);
    const r = await reserve(c, 'de', 30);
    expect(r).toMatchObject({ locale: 'de', status: 'pending_payment' });
    expect(r.contractAcceptedAt).toBe(r.createdAt);
    const [stored] = await h.database.query<{ contract_sha256: string }>(
      'SELECT contract_sha256 FROM reservations WHERE id = $1',
      [r.id],
    );
    expect(stored?.contract_sha256).toBe('ab'.repeat(32));
    expect(h.mails(r.reference)).toHaveLength(0);

    const paid = await payWithCard(c, CARDS.success);
    expect(paid.payment.status).toBe('succeeded');
    const mails = h.mails(r.reference);
    expect(mails).toHaveLength(1);
    const raw = mails[0]?.text ?? '';
    expect(raw).toMatch(/\r\n\r\n/);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n'); // CRLF throughout
    const mail = parseEml(raw);
    expect(mail.headers.to).toBe('anna@example.com');
    expect(mail.headers.from).toBe('Vegur Car Rental <bookings@vegur.is>');
    expect(mail.headers.subject).toBe(`Ihre Buchung ${r.reference} ist bestätigt – Vegur Car Rental`);
    expect(mail.headers['content-language']).toBe('de');

    const text = partOf(mail, 'text/plain')?.body ?? '';
    const when = new Intl.DateTimeFormat('de-DE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    });
    expect(text).toContain('Hallo Anna,');
    expect(text).toContain(`Buchungsnummer: ${r.reference}`);
    expect(text).toContain('Fahrzeug: Volkswagen Golf oder ähnlich');
    expect(text).toContain(`Abholung: Flughafen Keflavík, ${when.format(new Date(r.pickupAt))}`);
    expect(text).toContain(`Rückgabe: Flughafen Keflavík, ${when.format(new Date(r.returnAt))}`);
    expect(text).toContain('Alle Zeiten in isländischer Zeit.');
    expect(text).toContain(`Gesamt: ${formatPrice(r.total, 'ISK')}`);
    expect(text).toContain(`Jetzt bezahlt: ${formatPrice(r.dueNow, 'ISK')}`);
    expect(text).toContain(`Bei Abholung zu zahlen: ${formatPrice(r.total - r.dueNow, 'ISK')}`);
    expect(formatPrice(r.total, 'ISK')).toMatch(/^\d{1,3}(\.\d{3})+ kr$/);
    const link = manageLinkIn(text);
    expect(link?.startsWith(`${SITE}${BASE_PATH}/reservation/open?token=`)).toBe(true);
    expect(link?.endsWith('&locale=de')).toBe(true);

    const html = partOf(mail, 'text/html')?.body ?? '';
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Reservierung verwalten</a>');
    expect(html).toContain(`href="${link?.replace(/&/g, '&amp;')}"`);
    const ics = partOf(mail, 'text/calendar');
    expect(ics?.headers['content-disposition']).toContain(`filename=vegur-${r.reference}.ics`);
    expect(ics?.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics?.body).toContain(`UID:${r.id}-pickup@vegur.is`);

    // The same capture callback again, and a later payment: still exactly one e-mail.
    const gateway = new TestGateway(
      SESSION_SECRET,
      async () => h.database,
      `${BASE_PATH}/test-gateway/checkout`,
      () => h.clock.now,
    );
    const row = await gateway.get(paid.checkout.ref);
    if (!row) throw new Error('checkout missing');
    const replay = gateway.signedEvent(gateway.event(row));
    const again = await fetch(`${h.url}${BASE_PATH}/payments/callback`, {
      method: 'POST',
      headers: replay.headers,
      body: replay.body,
    });
    expect((await again.json()).replayed).toBe(true);
    const fresh = gateway.signedEvent({ ...gateway.event(row), id: `evt_${randomUUID()}` });
    await fetch(`${h.url}${BASE_PATH}/payments/callback`, {
      method: 'POST',
      headers: fresh.headers,
      body: fresh.body,
    });
    expect((await payWithCard(c, CARDS.success, { amount: 'balance' })).payment.status).toBe('succeeded');
    expect(h.mails(r.reference)).toHaveLength(1);
    expect(await ledgerSum(h.database, r.id)).toBe(0);
  });

  it('attaches the agreement the customer accepted, in the booking language', async () => {
    const c = await h.tenant('cars', undefined, configured);
    const body = booking({
      locale: 'is',
      pickupDate: daysFrom(new Date(), 30),
      returnDate: daysFrom(new Date(), 33),
    });
    const preview = await c.call('POST', '/contract/preview', body);
    expect(preview.status).toBe(200);
    const created = await c.call(
      'POST',
      '/reservations',
      { ...body, contractSha256: preview.body.sha256 },
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    const r = created.body.reservation;
    await payWithCard(c, CARDS.success);
    const mail = parseEml(h.mails(r.reference)[0]?.text ?? '');
    const pdf = partOf(mail, 'application/pdf');
    expect(pdf?.headers['content-disposition']).toContain('filename=vegur-rental-agreement.pdf');
    // The parser hands the decoded bytes over as text.
    expect(pdf?.body.startsWith('%PDF-')).toBe(true);

    // An agreement that cannot be rebuilt as accepted is not sent in its place.
    const other = await reserve(c, 'en', 31);
    await payWithCard(c, CARDS.success);
    const plain = parseEml(h.mails(other.reference)[0]?.text ?? '');
    expect(partOf(plain, 'application/pdf')).toBeUndefined();
  });

  it('writes the e-mail in each of the five languages', async () => {
    for (const [i, locale] of (['en', 'es', 'fr', 'is'] as const).entries()) {
      const c = await h.tenant('campers');
      const r = await reserve(c, locale, 35 + i * 5, {}, { classId: 'caddy-camper' });
      await payWithCard(c, CARDS.success);
      const [file] = h.mails(r.reference);
      const mail = parseEml(file?.text ?? '');
      const t = EMAIL_TEXTS[locale];
      expect(mail.headers.subject).toBe(t.subject('Vegur Campers', r.reference));
      expect(mail.headers['content-language']).toBe(locale);
      const text = partOf(mail, 'text/plain')?.body ?? '';
      expect(text).toContain(`${t.reference}: ${r.reference}`);
      expect(text).toContain(`${t.paidNow}: ${formatPrice(r.dueNow, 'ISK')}`);
      // No site origin is known for this tenant and host: the e-mail goes without a link.
      expect(manageLinkIn(text)).toBeNull();
    }
  });

  it('a booking with nothing due is confirmed at once and e-mailed once, also on a replayed request', async () => {
    const c = await h.tenant('cars', { dueNow: { kind: 'percent', percent: 0 } });
    const body = booking({
      locale: 'is',
      pickupDate: daysFrom(new Date(), 60),
      returnDate: daysFrom(new Date(), 62),
    });
    const k = key();
    const created = await c.call('POST', '/reservations', body, { 'idempotency-key': k });
    expect(created.body.reservation).toMatchObject({ status: 'confirmed', dueNow: 0, expiresAt: null });
    await c.call('POST', '/reservations', body, { 'idempotency-key': k });
    const mails = h.mails(created.body.reservation.reference);
    expect(mails).toHaveLength(1);
    expect(parseEml(mails[0]?.text ?? '').headers.subject).toBe(
      `Bókun ${created.body.reservation.reference} er staðfest – Vegur Car Rental`,
    );
  });

  it('the manage link opens the session; a bad, expired or foreign link leads to find', async () => {
    const c = await h.tenant('cars', undefined, configured);
    const r = await reserve(c, 'fr', 45);
    await payWithCard(c, CARDS.success);
    const link = manageLinkIn(
      partOf(parseEml(h.mails(r.reference)[0]?.text ?? ''), 'text/plain')?.body ?? '',
    );
    if (!link) throw new Error('no manage link');
    const local = (url: string) => url.replace(SITE, h.url);
    const open = (url: string, tenant = configured) =>
      fetch(local(url), { redirect: 'manual', headers: { 'x-tenant': tenant } });

    const opened = await open(link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/fr/reservation/');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const cookie = opened.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^vegur_reservation=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const visitor = client(h.url, configured);
    visitor.cookie = cookie.split(';')[0] ?? null;
    expect((await visitor.call('GET', '/reservation')).body.reservation.id).toBe(r.id);

    const english = new URL(link);
    english.searchParams.set('locale', 'en');
    expect((await open(english.toString())).headers.get('location')).toBe('/reservation/');
    const bogus = new URL(link);
    bogus.searchParams.set('locale', 'xx');
    expect((await open(bogus.toString())).headers.get('location')).toBe('/reservation/');

    const tampered = new URL(link);
    const token = tampered.searchParams.get('token') ?? '';
    tampered.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    const bad = await open(tampered.toString());
    expect([bad.status, bad.headers.get('location')]).toEqual([303, '/fr/reservation/find/?link=expired']);
    expect(bad.headers.getSetCookie()).toHaveLength(0);
    const missing = await fetch(`${h.url}${BASE_PATH}/reservation/open?locale=de`, {
      redirect: 'manual',
      headers: { 'x-tenant': configured },
    });
    expect(missing.headers.get('location')).toBe('/de/reservation/find/?link=expired');
    const foreign = await h.tenant('cars');
    expect((await open(link, foreign.tenant)).headers.get('location')).toBe(
      '/fr/reservation/find/?link=expired',
    );
    h.clock.now = new Date(Date.parse(r.returnAt) + 30 * 86_400_000 + 1000);
    expect((await open(link)).headers.get('location')).toBe('/fr/reservation/find/?link=expired');
  });

  it('links use the origin of the host-map host the booking was made on; other hosts get none', async () => {
    const c = await h.tenant('cars', undefined, hosted);
    const viaSite = { 'x-forwarded-host': HOST, 'x-forwarded-proto': 'https' };
    const r = await reserve(c, 'es', 50, viaSite);
    expect(r.manageUrl).toMatch(
      new RegExp(`^https://${HOST}${BASE_PATH}/reservation/open\\?token=[^&]+&locale=es$`),
    );
    const [row] = await h.database.query<{ site_origin: string }>(
      'SELECT site_origin FROM reservations WHERE id = $1',
      [r.id],
    );
    expect(row?.site_origin).toBe(`https://${HOST}`);
    await payWithCard(c, CARDS.success);
    const text = partOf(parseEml(h.mails(r.reference)[0]?.text ?? ''), 'text/plain')?.body ?? '';
    expect(manageLinkIn(text)?.startsWith(`https://${HOST}${BASE_PATH}/reservation/open?token=`)).toBe(true);

    // A host outside the map (here the bare address with x-tenant) is never stored in links.
    const other = await h.tenant('cars');
    const plain = await reserve(other, 'en', 55, { 'x-forwarded-host': 'evil.example' });
    expect(plain.manageUrl).toBeNull();
  });

  it('serves the calendar file: two UTC events, CRLF, folded lines, stable UIDs', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c, 'is', 65);
    const get = () =>
      fetch(`${h.url}${BASE_PATH}/reservation/calendar.ics`, {
        headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '' },
      });
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="vegur-${r.reference}.ics"`);
    const ics = await res.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain(`DTSTART:${utc(r.pickupAt)}`);
    expect(unfolded).toContain(`DTSTART:${utc(r.returnAt)}`);
    expect(unfolded).toContain(`UID:${r.id}-pickup@vegur.is`);
    expect(unfolded).toContain(`UID:${r.id}-return@vegur.is`);
    expect(unfolded).toContain(
      `SUMMARY:Afhending: Volkswagen Golf eða sambærilegt – Vegur Car Rental (${r.reference})`,
    );
    // The place as the content names it in the booking's language.
    expect(unfolded).toContain('LOCATION:Keflavíkurflugvöllur');
    expect(await (await get()).text()).toBe(ics);
    const anonymous = await fetch(`${h.url}${BASE_PATH}/reservation/calendar.ics`, {
      headers: { 'x-tenant': c.tenant },
    });
    expect(anonymous.status).toBe(401);
  });
});
