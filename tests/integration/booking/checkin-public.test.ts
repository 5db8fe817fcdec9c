import { createBookingHandler } from '@booking/http/handler.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_PHOTO } from './checkin-helpers.ts';
import {
  booking,
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  payWithCard,
  startHarness,
} from './harness.ts';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

let n = 0;
const key = () => `ck-${Date.now()}-${n++}`;

describe.each(ENGINES)('check-in and public endpoints on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function confirmed(c: Client, startInDays: number, extra: Record<string, unknown> = {}) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        pickupDate: daysFrom(new Date(), startInDays),
        returnDate: daysFrom(new Date(), startInDays + 3),
        ...extra,
      }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    const paid = await payWithCard(c);
    expect(paid.payment.status).toBe('succeeded');
    return created.body.reservation;
  }

  const upload = (c: Client, side: string, body: Buffer | Uint8Array, type: string) =>
    fetch(`${h.url}/functions/v1/reservation/checkin/licence/${side}`, {
      method: 'PUT',
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '', 'content-type': type },
      body: new Blob([new Uint8Array(body)]),
    });

  it('walks through check-in: details, photos, options, payment 540, contract 1830, signature, PDF', async () => {
    const c = await h.tenant('cars');
    const r = await confirmed(c, 5);
    const status = await c.call('GET', '/reservation/checkin');
    expect(status.body.window).toBe('open');

    expect((await upload(c, 'front', Buffer.from('hello'), 'text/plain')).status).toBe(415);
    const mismatch = await upload(c, 'front', JPEG_HEAD, 'image/png');
    expect([mismatch.status, (await mismatch.json()).code]).toEqual([415, 'content_mismatch']);
    const big = Buffer.alloc(8 * 1024 * 1024 + 1);
    PNG_1PX.copy(big);
    const tooBig = await upload(c, 'front', big, 'image/png');
    expect([tooBig.status, (await tooBig.json()).code]).toEqual([413, 'file_too_large']);
    expect((await upload(c, 'front', new Uint8Array(), 'image/png')).status).toBe(400);
    expect((await upload(c, 'side', PNG_1PX, 'image/png')).status).toBe(404);

    expect((await upload(c, 'front', JPEG_PHOTO, 'image/jpeg')).status).toBe(201);
    expect((await upload(c, 'back', PNG_1PX, 'image/png')).status).toBe(201);
    const photo = await fetch(`${h.url}/functions/v1/reservation/checkin/licence/front`, {
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '' },
    });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 8,
    });
    const stranger = await fetch(`${h.url}/functions/v1/reservation/checkin/licence/front`, {
      headers: { 'x-tenant': c.tenant },
    });
    expect(stranger.status).toBe(401);

    const early = await c.call('POST', '/reservation/checkin/signature', {
      signerName: 'Anna Jónsdóttir',
      contractSha256: 'a'.repeat(64),
      signature: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
    });
    expect(early.body.code).toBe('checkin_incomplete');
    const badDetails = await c.call('POST', '/reservation/checkin/details', {
      mainDriver: { firstName: 'A' },
    });
    expect(badDetails.status).toBe(400);
    const details = await c.call('POST', '/reservation/checkin/details', {
      mainDriver: {
        firstName: 'Anna',
        lastName: 'Jónsdóttir',
        dateOfBirth: '1990-04-02',
        licenseNumber: 'IS1234567',
        email: 'anna@example.com',
        phone: '5551234',
        address: 'Laugavegur 1',
        zipcode: '101',
        city: 'Reykjavík',
        country: 'IS',
      },
    });
    expect(details.body.steps.details).toBe(true);

    const upsell = await c.call('POST', '/reservation/checkin/options', { insurancePackageId: 'premium' });
    expect(upsell.body.difference).toBe(5900 * 3);
    const pay = await payWithCard(
      c,
      undefined,
      { returnUrl: '/reservation/checkin/payment/' },
      {
        path: '/reservation/checkin/payment',
      },
    );
    expect(pay.status).toBe(201);
    expect(pay.payment).toMatchObject({ optionId: 540, amount: upsell.body.balance, status: 'succeeded' });
    expect(pay.run.returnedTo?.pathname).toBe('/reservation/checkin/payment/');
    expect((await c.call('GET', '/reservation/checkin')).body.steps.payment).toBe(true);

    const contract = await c.call('GET', '/reservation/checkin/contract');
    expect(contract.body.templateId).toBe(1830);
    expect(contract.body.text).toContain(r.reference);
    expect(contract.body.text).toContain('Vegur Car Rental');
    expect(contract.body.text).toContain('licence IS1234567');
    const signature = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
    const wrong = await c.call('POST', '/reservation/checkin/signature', {
      signerName: 'Anna Jónsdóttir',
      contractSha256: 'b'.repeat(64),
      signature,
    });
    expect(wrong.body.code).toBe('contract_changed');
    const signed = await c.call('POST', '/reservation/checkin/signature', {
      signerName: 'Anna Jónsdóttir',
      contractSha256: contract.body.sha256,
      signature,
    });
    expect(signed.status).toBe(201);
    expect(signed.body.steps.signature).toBe(true);
    expect((await c.call('GET', '/reservation')).body.reservation.status).toBe('checked_in');
    const [row] = await h.database.query<{ ip: string; contract_sha256: string }>(
      'SELECT ip, contract_sha256 FROM signatures WHERE reservation_id = $1',
      [r.id],
    );
    expect(row?.contract_sha256).toBe(contract.body.sha256);
    expect(row?.ip).toMatch(/127\.0\.0\.1/);
    const pdf = await fetch(`${h.url}/functions/v1/reservation/checkin/contract.pdf`, {
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '' },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('check-in opens exactly 168 hours before pickup and closes at pickup', async () => {
    const c = await h.tenant('cars');
    const r = await confirmed(c, 10);
    const pickupAt = new Date(r.pickupAt).getTime();
    try {
      h.clock.now = new Date(pickupAt - 168 * 3_600_000 - 60_000);
      expect((await c.call('GET', '/reservation/checkin/contract')).body.code).toBe('checkin_not_open');
      h.clock.now = new Date(pickupAt - 168 * 3_600_000);
      expect((await c.call('GET', '/reservation/checkin/contract')).status).toBe(200);
      h.clock.now = new Date(pickupAt);
      expect((await c.call('GET', '/reservation/checkin/contract')).body.code).toBe('checkin_closed');
    } finally {
      h.clock.now = new Date();
    }
  });

  it('serves exchange rates, shuttles and the OpenAPI document', async () => {
    const c = await h.tenant('cars');
    const rates = await c.call('POST', '/public/exchangerates');
    expect(rates.body.base).toBe('ISK');
    expect(rates.body.rates.EUR).toBe(145.3);
    expect(rates.body.table).toHaveLength(9);
    const shuttles = await c.call('POST', '/public/shuttles');
    expect(shuttles.body).toHaveLength(3);
    expect(Object.keys(shuttles.body[0]).sort()).toEqual(['date', 'heading', 'id', 'lat', 'lon']);
    const doc = await c.call('GET', '/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/reservations'].post.requestBody).toBeTruthy();
  });

  it('records affiliate clicks and the conversion of a confirmed booking', async () => {
    const c = await h.tenant('cars');
    const click = await c.call('POST', '/public/afiliate/click', {
      tenant: c.tenant,
      ref: 'U-ABCDEF',
      referralCode: 'travelblog',
    });
    expect(click.status).toBe(201);
    const clickId = click.body.clickId;
    const r = await confirmed(c, 20, { affiliate: { clickId, ref: 'U-ABCDEF' } });
    const [auto] = await h.database.query<{ status: string; amount: number }>(
      'SELECT status, amount FROM affiliate_conversions WHERE tenant = $1 AND external_id = $2',
      [c.tenant, r.reference],
    );
    expect(auto).toEqual({ status: 'confirmed', amount: r.total });
    const reported = await c.call('POST', '/public/afiliate/conversion', {
      tenant: c.tenant,
      ref: 'U-ABCDEF',
      clickId,
      externalId: r.reference,
      customerId: 'x',
      amount: 1,
      coupon: null,
    });
    expect(reported.body.status).toBe('confirmed');
    const unknown = await c.call('POST', '/public/afiliate/conversion', {
      tenant: c.tenant,
      ref: 'U-X',
      clickId: '00000000-0000-4000-8000-000000000000',
      externalId: 'X',
    });
    expect(unknown.status).toBe(404);
  });

  it('takes the tenant from the host and refuses a different explicit one', async () => {
    const handle = createBookingHandler({ database: h.database, sessionSecret: 's', storage: undefined });
    const at = (host: string, headers: Record<string, string> = {}) =>
      handle(new Request(`http://${host}/functions/v1/catalogue`, { headers: { host, ...headers } }));
    // Seeded tenants are not needed for the mismatch: it is refused before any lookup.
    const mismatch = await at('campers.localhost:3000', { 'x-tenant': 'cars' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).code).toBe('tenant_mismatch');
    const res = await at('lease.localhost:3000');
    expect([200, 404]).toContain(res.status);
  });
});
