// Licence photos were stored byte for byte (EXIF with the GPS position kept,
// also in the staff view), and a JPEG header in front of HTML or a 20000×20000 PNG was accepted.
import { crc32, deflateSync } from 'node:zlib';
import { LICENCE_UPLOADS_PER_ADDRESS_HOUR, LICENCE_UPLOADS_PER_HOUR } from '@booking/http/checkin-routes.ts';
import { PHOTO_MAX_SIDE } from '@booking/services/checkin.ts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `size`×`size` pixels in a few hundred bytes (a decompression bomb). */
function bombPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(size + 1))), // one row; the rest would follow
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(ENGINES)('licence photos on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.clock.now = new Date();
  });

  /** A paid reservation open for check-in, in a new brand copy or in `tenant`. */
  async function checkInOpen(tenant?: string, classId = 'golf'): Promise<{ c: Client; id: string }> {
    const c = tenant ? client(h.url, tenant) : await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ classId, pickupDate: daysFrom(new Date(), 5), returnDate: daysFrom(new Date(), 8) }),
      { 'idempotency-key': `photo-${Date.now()}-${Math.random()}` },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    return { c, id: created.body.reservation.id };
  }

  const upload = async (c: Client, body: Buffer, type: string) => {
    const response = await fetch(`${h.url}/functions/v1/reservation/checkin/licence/front`, {
      method: 'PUT',
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '', 'content-type': type },
      body: new Blob([new Uint8Array(body)]),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  const stored = async (c: Client, id: string) => {
    const response = await fetch(`${h.url}/functions/v1/admin/reservations/${id}/licence/front`, {
      headers: { 'x-tenant': c.tenant, authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it('stores a re-encoded photo: metadata stripped, long side capped, also in the staff view', async () => {
    const { c, id } = await checkInOpen();
    const marker = 'GPS 64.1466N 21.9426W home';
    const tagged = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3366aa' } })
      .withExif({ IFD0: { ImageDescription: marker, Artist: 'Anna' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    expect((await upload(c, tagged, 'image/jpeg')).status).toBe(201);
    const bytes = await stored(c, id);
    expect(bytes.equals(tagged)).toBe(false);
    expect(bytes.includes(Buffer.from(marker))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: PHOTO_MAX_SIDE, height: 1920 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses what does not decode and decompression bombs, keeping the previous photo', async () => {
    const { c, id } = await checkInOpen();
    const good = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa6633' } })
      .png()
      .toBuffer();
    expect((await upload(c, good, 'image/png')).status).toBe(201);
    const before = await stored(c, id);
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    expect(await upload(c, polyglot, 'image/jpeg')).toEqual({
      status: 415,
      body: expect.objectContaining({ code: 'content_mismatch' }),
    });
    const bomb = await upload(c, bombPng(20_000), 'image/png');
    expect([bomb.status, bomb.body.code]).toEqual([422, 'photo_too_large']);
    const pdf = await upload(c, Buffer.from('%PDF-1.4\n<html>'), 'application/pdf');
    expect([pdf.status, pdf.body.code]).toEqual([415, 'unsupported_media_type']);
    expect((await stored(c, id)).equals(before)).toBe(true);
  });

  it('limits uploads per reservation and per client address, like the inspection photos', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#225588' } })
      .png()
      .toBuffer();
    const { c } = await checkInOpen();
    // Inside one hour's window whatever the real time.
    h.clock.now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000);
    for (let i = 0; i < LICENCE_UPLOADS_PER_HOUR; i++)
      expect((await upload(c, png, 'image/png')).status).toBe(201);
    const limited = await upload(c, png, 'image/png');
    expect(limited).toEqual({ status: 429, body: expect.objectContaining({ code: 'rate_limited' }) });
    // The next hour it is accepted again.
    h.clock.now = new Date(h.clock.now.getTime() + 3_600_000);
    expect((await upload(c, png, 'image/png')).status).toBe(201);

    // One address across reservations: the address's budget ends it, each reservation under its own.
    const perReservation = 50;
    // The upload just made counts towards this hour's address budget too.
    let sent = 1;
    while (sent < LICENCE_UPLOADS_PER_ADDRESS_HOUR) {
      const next = (await checkInOpen(c.tenant, 'aygo')).c;
      for (let i = 0; i < perReservation && sent < LICENCE_UPLOADS_PER_ADDRESS_HOUR; i++, sent++)
        expect((await upload(next, png, 'image/png')).status).toBe(201);
    }
    const fresh = await checkInOpen(c.tenant, 'yaris-hybrid');
    expect(await upload(fresh.c, png, 'image/png')).toEqual({
      status: 429,
      body: expect.objectContaining({ code: 'rate_limited' }),
    });
  });
});
