import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER, PNG_1PX, readyToSign as ready, SIGNATURE } from './checkin-helpers.ts';
import { parseEml, partOf } from './eml.ts';
import {
  ADMIN_TOKEN,
  booking,
  type Client,
  client,
  daysFrom,
  ENGINES,
  type Harness,
  payWithCard,
  startHarness,
} from './harness.ts';

let n = 0;
const key = () => `cs-${Date.now()}-${n++}`;

describe.each(ENGINES)('check-in signing link, e-mail and staff photos on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function confirmed(c: Client, extra: Record<string, unknown> = {}) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        pickupDate: daysFrom(new Date(), 4),
        returnDate: daysFrom(new Date(), 7),
        ...extra,
      }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    return created.body.reservation as { id: string; reference: string };
  }

  const photo = (c: Client | null, tenant: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`${h.url}/functions/v1${path}`, {
      headers: { 'x-tenant': tenant, ...(c?.cookie ? { cookie: c.cookie } : {}), ...headers },
    });

  const readyToSign = (c: Client) => ready(h.url, c);

  it('signs on another device through a short-lived link that grants nothing else, and mails the signed PDF', async () => {
    const c = await h.tenant('cars');
    const r = await confirmed(c, { locale: 'de' });
    await readyToSign(c);

    expect((await client(h.url, c.tenant).call('POST', '/reservation/checkin/signing-link')).status).toBe(
      401,
    );
    const link = await c.call('POST', '/reservation/checkin/signing-link');
    expect(link.status).toBe(201);
    const token = link.body.token as string;
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    // The phone: no session cookie, only the link.
    const phone = client(h.url, c.tenant);
    const shown = await phone.call('GET', `/checkin/signing?token=${encodeURIComponent(token)}&locale=de`);
    expect(shown.status).toBe(200);
    expect(shown.body.reference).toBe(r.reference);
    // The place as the content names it in the page's language.
    expect(shown.body.pickup.title).toBe('Flughafen Keflavík');
    expect(shown.body.contract.templateId).toBe(1830);
    expect(shown.body.contract.locale).toBe('de');
    expect(shown.body.contract.text).toContain('IS1234567');
    // Only what the agreement shows; the driver's saved answers stay with the session.
    const { contract: shownContract, ...rest } = shown.body;
    expect(rest.status.details).toBeUndefined();
    for (const secret of ['zipcode', DRIVER.dateOfBirth, DRIVER.phone, DRIVER.email, DRIVER.address])
      expect(JSON.stringify(rest)).not.toContain(secret);
    expect(JSON.stringify(shownContract)).not.toContain('zipcode');
    // The link opens neither the session nor the licence photos.
    expect((await phone.call('GET', '/reservation')).status).toBe(401);
    expect((await photo(phone, c.tenant, '/reservation/checkin/licence/front')).status).toBe(401);
    // Another brand, a forged or a tampered token: refused alike.
    const other = await h.tenant('campers');
    expect((await other.call('GET', `/checkin/signing?token=${encodeURIComponent(token)}`)).body.code).toBe(
      'signing_link_invalid',
    );
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await phone.call('GET', `/checkin/signing?token=${encodeURIComponent(tampered)}`)).status).toBe(
      401,
    );
    const sessionAsLink = c.cookie?.split('=')[1] ?? '';
    expect(
      (await phone.call('GET', `/checkin/signing?token=${encodeURIComponent(sessionAsLink)}`)).status,
    ).toBe(401);

    const badImage = await phone.call('POST', '/checkin/signing', {
      token,
      signerName: 'Anna Jónsdóttir',
      contractSha256: shown.body.contract.sha256,
      signature: 'data:image/png;base64,AAAA',
    });
    expect([badImage.status, badImage.body.code]).toEqual([400, 'invalid_signature_image']);
    const signed = await phone.call('POST', '/checkin/signing', {
      token,
      signerName: 'Anna Jónsdóttir',
      contractSha256: shown.body.contract.sha256,
      signature: SIGNATURE,
    });
    expect(signed.status).toBe(201);
    expect(signed.body.status.steps.signature).toBe(true);
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('checked_in');
    const again = await phone.call('POST', '/checkin/signing', {
      token,
      signerName: 'Anna Jónsdóttir',
      contractSha256: shown.body.contract.sha256,
      signature: SIGNATURE,
    });
    expect(again.body.code).toBe('already_signed');

    const pdf = await fetch(
      `${h.url}/functions/v1/checkin/signing/contract.pdf?token=${encodeURIComponent(token)}`,
      { headers: { 'x-tenant': c.tenant } },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThan(0);

    // The completed check-in e-mail, in the booking's language, with the signed agreement attached.
    const mail = h
      .mails(r.reference)
      .map((m) => ({ raw: m.text, parsed: parseEml(m.text) }))
      .find((m) => m.parsed.headers.subject?.startsWith('Check-in für'));
    expect(mail?.parsed.headers.subject).toBe(`Check-in für ${r.reference} abgeschlossen – Vegur Car Rental`);
    expect(partOf(mail?.parsed ?? { headers: {}, parts: [] }, 'text/plain')?.body).toContain(
      'Der von Anna Jónsdóttir unterschriebene Mietvertrag liegt als PDF bei.',
    );
    const attached = /Content-Type: application\/pdf[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail?.raw ?? '',
    )?.[1];
    const attachedPdf = await PDFDocument.load(Buffer.from((attached ?? '').replace(/\s+/g, ''), 'base64'));
    expect(attachedPdf.getPageCount()).toBe(doc.getPageCount());

    // The link is short-lived.
    try {
      h.clock.now = new Date(Date.parse(link.body.expiresAt) + 1000);
      expect((await phone.call('GET', `/checkin/signing?token=${encodeURIComponent(token)}`)).status).toBe(
        401,
      );
    } finally {
      h.clock.now = new Date();
    }
  });

  it('serves licence photos to their own session and to staff only', async () => {
    const c = await h.tenant('cars');
    const a = await confirmed(c);
    await readyToSign(c);
    const b = client(h.url, c.tenant);
    const created = await b.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 5), returnDate: daysFrom(new Date(), 8) }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    await payWithCard(b);

    // B's session reads B's (absent) photo, never A's; A's id is no parameter anyone can pass.
    expect((await photo(b, c.tenant, '/reservation/checkin/licence/front')).status).toBe(404);
    expect((await photo(b, c.tenant, `/admin/reservations/${a.id}/licence/front`)).status).toBe(401);
    expect(
      (
        await photo(b, c.tenant, `/admin/reservations/${a.id}/licence/front`, {
          authorization: 'Bearer wrong-token-of-same-size',
        })
      ).status,
    ).toBe(401);
    const staff = await photo(null, c.tenant, `/admin/reservations/${a.id}/licence/front`, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    // What was stored: the upload re-encoded (a JPEG of the same size).
    expect(await sharp(Buffer.from(await staff.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 8,
      height: 8,
    });
    // Staff of one brand's host cannot reach another brand's reservation by id.
    const otherTenant = await h.tenant('campers');
    expect(
      (
        await photo(null, otherTenant.tenant, `/admin/reservations/${a.id}/licence/front`, {
          authorization: `Bearer ${ADMIN_TOKEN}`,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await photo(null, c.tenant, '/admin/reservations/not-a-uuid/licence/front', {
          authorization: `Bearer ${ADMIN_TOKEN}`,
        })
      ).status,
    ).toBe(404);
  });

  it("asks for every extra driver's licence photos before the agreement can be signed", async () => {
    const c = await h.tenant('cars');
    await confirmed(c, { extraDrivers: [{ firstName: 'Björn', lastName: 'Sigurðsson' }] });
    await readyToSign(c);
    const put = (side: string) =>
      fetch(`${h.url}/functions/v1/reservation/checkin/licence/${side}`, {
        method: 'PUT',
        headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '', 'content-type': 'image/png' },
        body: new Blob([new Uint8Array(PNG_1PX)]),
      });
    // There is one extra driver: slot 2 does not exist.
    expect((await put('front-2')).status).toBe(404);
    const details = await c.call('POST', '/reservation/checkin/details', {
      mainDriver: DRIVER,
      extraDrivers: [
        { firstName: 'Björn', lastName: 'Sigurðsson', dateOfBirth: '1985-01-02', licenseNumber: 'IS7654321' },
      ],
    });
    expect(details.body.steps.extraLicences).toEqual([{ front: false, back: false }]);
    const contract = await c.call('GET', '/reservation/checkin/contract');
    const attempt = () =>
      c.call('POST', '/reservation/checkin/signature', {
        signerName: 'Anna Jónsdóttir',
        contractSha256: contract.body.sha256,
        signature: SIGNATURE,
      });
    expect((await attempt()).body.code).toBe('checkin_incomplete');
    expect((await put('front-1')).status).toBe(201);
    expect((await attempt()).body.code).toBe('checkin_incomplete');
    expect((await put('back-1')).status).toBe(201);
    const photo = await fetch(`${h.url}/functions/v1/reservation/checkin/licence/back-1`, {
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '' },
    });
    expect(photo.headers.get('content-type')).toBe('image/jpeg'); // stored re-encoded
    expect((await c.call('GET', '/reservation/checkin')).body.steps.extraLicences).toEqual([
      { front: true, back: true },
    ]);
    expect((await attempt()).status).toBe(201);
  });

  it('shows the agreement in the language asked for', async () => {
    const c = await h.tenant('cars');
    await confirmed(c);
    const fr = await c.call('GET', '/reservation/checkin/contract?locale=fr');
    const en = await c.call('GET', '/reservation/checkin/contract?locale=xx');
    expect(fr.body.locale).toBe('fr');
    expect(en.body.locale).toBe('en');
    expect(fr.body.sha256).not.toBe(en.body.sha256);
  });
});
