// The car inspection at pickup and at return through the real HTTP API, on PGlite and PostgreSQL:
// the windows (domain/inspection.ts) as the service enforces them, photos checked by decoding and
// stored without metadata, one winner when a step is submitted twice at once, and the return
// report (page data, PDF with the photos, e-mail) with the desk's view behind the staff login.
import { randomBytes } from 'node:crypto';
import { bookingClient } from '@booking/client.ts';
import { INSPECTION_UPLOADS_PER_HOUR } from '@booking/http/inspection-routes.ts';
import { INSPECTION_VIEWS, PICKUP_INSPECTION_OPENS_HOURS, RETURN_INSPECTION_GRACE_HOURS } from '@domain';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readyToSign, signatureBody } from './checkin-helpers.ts';
import { parseEml } from './eml.ts';
import {
  ADMIN_TOKEN,
  booking,
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  payWithCard,
  startHarness,
} from './harness.ts';
import { pdfText } from './pdf-text.ts';

const HOUR = 3_600_000;
const staff = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A small camera-like JPEG, each view its own colour (so the report's images differ). */
const photo = (hue: number, exif?: string) => {
  const image = sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: hue % 256, g: 120, b: 200 } },
  });
  return (exif ? image.withExif({ IFD0: { ImageDescription: exif, Artist: 'GPS 64.1N 21.9W' } }) : image)
    .jpeg()
    .toBuffer();
};

/** Image XObjects of a PDF: the photos it embeds. */
async function pdfImages(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  let images = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
      images++;
  }
  return images;
}

describe.each(ENGINES)('car inspection on %s', (engine) => {
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

  interface Booked {
    c: Client;
    id: string;
    reference: string;
    pickupAt: number;
    returnAt: number;
  }

  async function reserve(checkIn: boolean): Promise<Booked> {
    const c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 3), returnDate: daysFrom(new Date(), 6), locale: 'de' }),
      { 'idempotency-key': `insp-${randomBytes(8).toString('hex')}` },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await payWithCard(c)).payment.status).toBe('succeeded');
    if (checkIn) {
      await readyToSign(h.url, c);
      const signed = await c.call('POST', '/reservation/checkin/signature', await signatureBody(c));
      expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    }
    const r = created.body.reservation;
    return {
      c,
      id: r.id,
      reference: r.reference,
      pickupAt: Date.parse(r.pickupAt),
      returnAt: Date.parse(r.returnAt),
    };
  }

  const put = async (c: Client, stage: string, view: string, body: Buffer, type = 'image/jpeg') => {
    const response = await fetch(`${h.url}/functions/v1/reservation/inspection/${stage}/photos/${view}`, {
      method: 'PUT',
      headers: { 'x-tenant': c.tenant, cookie: c.cookie ?? '', 'content-type': type },
      body: new Blob([new Uint8Array(body)]),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  const get = async (c: Client, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${h.url}/functions/v1${path}`, {
      headers: { 'x-tenant': c.tenant, ...(c.cookie ? { cookie: c.cookie } : {}), ...headers },
    });
    return {
      status: response.status,
      bytes: new Uint8Array(await response.arrayBuffer()),
      headers: response.headers,
    };
  };

  async function allPhotos(c: Client, stage: 'pickup' | 'return') {
    for (const [i, view] of INSPECTION_VIEWS.entries()) {
      const result = await put(c, stage, view, await photo(i * 40 + (stage === 'return' ? 20 : 0)));
      expect(result.status, JSON.stringify(result.body)).toBe(201);
    }
  }

  it('opens the pickup inspection only to a checked-in reservation, from 12 hours before pickup until return', async () => {
    const unchecked = await reserve(false);
    h.clock.now = new Date(unchecked.pickupAt - HOUR);
    expect((await put(unchecked.c, 'pickup', 'front', await photo(1))).body.code).toBe(
      'inspection_not_checked_in',
    );

    const r = await reserve(true);
    h.clock.now = new Date(r.pickupAt - PICKUP_INSPECTION_OPENS_HOURS * HOUR - 1);
    const early = await put(r.c, 'pickup', 'front', await photo(1));
    expect(early).toMatchObject({ status: 409, body: { code: 'inspection_not_open' } });
    const state = await r.c.call('GET', '/reservation/inspection');
    expect(state.body.pickup).toMatchObject({
      window: 'not_yet_open',
      opensAt: new Date(r.pickupAt - PICKUP_INSPECTION_OPENS_HOURS * HOUR).toISOString(),
    });
    // The return inspection needs the pickup one first.
    expect((await put(r.c, 'return', 'front', await photo(1))).body.code).toBe('inspection_pickup_first');

    h.clock.now = new Date(r.pickupAt - PICKUP_INSPECTION_OPENS_HOURS * HOUR);
    expect((await put(r.c, 'pickup', 'front', await photo(1))).status).toBe(201);
    h.clock.now = new Date(r.returnAt);
    expect((await put(r.c, 'pickup', 'back', await photo(2))).body.code).toBe('inspection_closed');
    expect((await r.c.call('GET', '/reservation/inspection')).body.pickup.window).toBe('closed');
  });

  it('refuses what is not an image and keeps no metadata of what is', async () => {
    const r = await reserve(true);
    h.clock.now = new Date(r.pickupAt - HOUR);
    // HTML behind a JPEG signature decodes as nothing.
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>x</script></html>'),
    ]);
    expect(await put(r.c, 'pickup', 'front', fake)).toMatchObject({
      status: 415,
      body: { code: 'content_mismatch' },
    });
    expect((await put(r.c, 'pickup', 'front', Buffer.from('hello'), 'text/plain')).body.code).toBe(
      'unsupported_media_type',
    );
    expect((await put(r.c, 'pickup', 'front', Buffer.alloc(0))).body.code).toBe('empty_file');
    expect((await put(r.c, 'pickup', 'roof', await photo(1))).status).toBe(404);
    expect((await put(r.c, 'lunch', 'front', await photo(1))).status).toBe(404);

    const marker = `secret-${randomBytes(4).toString('hex')}`;
    const tagged = await photo(3, marker);
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    h.clock.now = new Date(r.pickupAt - HOUR + 1234);
    expect((await put(r.c, 'pickup', 'front', tagged)).status).toBe(201);
    const stored = await get(r.c, '/reservation/inspection/pickup/photos/front');
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toContain('no-store');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored.bytes).includes(marker)).toBe(false);
    expect(Buffer.from(stored.bytes).includes('GPS')).toBe(false);
    // Time-stamped by the server's clock, not the phone's.
    const state = await r.c.call('GET', '/reservation/inspection');
    expect(state.body.pickup.photos).toEqual([
      { view: 'front', takenAt: new Date(r.pickupAt - HOUR + 1234).toISOString(), width: 96, height: 64 },
    ]);
    // Nobody else: no session, another reservation's session, no staff login.
    expect((await get({ ...r.c, cookie: null }, '/reservation/inspection/pickup/photos/front')).status).toBe(
      401,
    );
    const other = await reserve(false);
    expect((await get(other.c, '/reservation/inspection/pickup/photos/front')).status).toBe(404);
    expect((await get(other.c, `/staff/desk/reservations/${r.id}/inspections/pickup/front`)).status).toBe(
      401,
    );
  });

  it('limits uploads per reservation', async () => {
    const r = await reserve(true);
    h.clock.now = new Date(r.pickupAt - HOUR);
    const jpeg = await photo(9);
    for (let i = 0; i < INSPECTION_UPLOADS_PER_HOUR; i++) {
      expect((await put(r.c, 'pickup', 'interior', jpeg)).status).toBe(201);
    }
    expect(await put(r.c, 'pickup', 'interior', jpeg)).toMatchObject({
      status: 429,
      body: { code: 'rate_limited' },
    });
  });

  it('takes a step once when it is submitted twice at once, and retakes race to one photo', async () => {
    const r = await reserve(true);
    h.clock.now = new Date(r.pickupAt - HOUR);
    const reading = {
      mileageKm: 12_000,
      fuelEighths: 8,
      damage: [{ x: 20, y: 30, note: 'Scratch on the front bumper' }],
    };
    const incomplete = await r.c.call('POST', '/reservation/inspection/pickup', reading);
    expect(incomplete).toMatchObject({ status: 409, body: { code: 'inspection_incomplete' } });
    expect(incomplete.body.details.missing).toEqual([...INSPECTION_VIEWS]);

    // Two retakes of one view at once: both accepted, one photo kept.
    const [a, b] = await Promise.all([
      put(r.c, 'pickup', 'front', await photo(50)),
      put(r.c, 'pickup', 'front', await photo(150)),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    await allPhotos(r.c, 'pickup');
    expect((await r.c.call('GET', '/reservation/inspection')).body.pickup.photos).toHaveLength(6);

    const bad = await r.c.call('POST', '/reservation/inspection/pickup', { ...reading, fuelEighths: 9 });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const noNote = await r.c.call('POST', '/reservation/inspection/pickup', {
      ...reading,
      damage: [{ x: 1, y: 1, note: ' ' }],
    });
    expect(noNote.status).toBe(400);

    const results = await Promise.all([
      r.c.call('POST', '/reservation/inspection/pickup', reading),
      r.c.call('POST', '/reservation/inspection/pickup', { ...reading, mileageKm: 99_999 }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([201, 409]);
    expect(results.find((x) => x.status === 409)?.body.code).toBe('inspection_done');
    const state = (await r.c.call('GET', '/reservation/inspection')).body;
    expect(state.pickup.window).toBe('done');
    expect([12_000, 99_999]).toContain(state.pickup.mileageKm);
    // Submitted is final: no retake either.
    expect((await put(r.c, 'pickup', 'front', await photo(7))).body.code).toBe('inspection_done');
    // In the reservation's log beside staff actions, once.
    const desk = await r.c.call('GET', `/staff/desk/reservations/${r.id}`, undefined, staff);
    const steps = desk.body.audit.filter((e: { action: string }) => e.action === 'inspection.pickup');
    expect(steps).toHaveLength(1);
    expect(steps[0].actor).toMatchObject({ role: 'customer', via: 'session' });
  });

  it('answers the typed client as its answer types say: the steps, a taken step, a refusal with its details', async () => {
    const r = await reserve(true);
    const client = bookingClient((path, init) => r.c.call(init.method, path, init.body));
    h.clock.now = new Date(r.pickupAt - HOUR);
    const before = await client.inspection();
    if (!before.ok) throw new Error(`no inspections: ${before.error.code}`);
    expect(before.data.pickup).toMatchObject({
      stage: 'pickup',
      window: 'open',
      photos: [],
      completedAt: null,
    });
    expect(before.data.report).toEqual({ ready: false, mailedAt: null });

    await allPhotos(r.c, 'pickup');
    const taken = await client.completeInspection('pickup', { mileageKm: 30_000, fuelEighths: 8 });
    if (!taken.ok) throw new Error(`pickup not taken: ${taken.error.code}`);
    expect(taken.status).toBe(201);
    expect(taken.data.pickup).toMatchObject({
      window: 'done',
      mileageKm: 30_000,
      fuelEighths: 8,
      damage: [],
    });
    expect(taken.data.pickup.photos.map((p) => p.view)).toEqual([...INSPECTION_VIEWS]);

    h.clock.now = new Date(r.returnAt - HOUR);
    await allPhotos(r.c, 'return');
    const below = await client.completeInspection('return', { mileageKm: 29_000, fuelEighths: 4 });
    expect(below).toMatchObject({
      ok: false,
      status: 422,
      error: { code: 'mileage_below_pickup', details: { pickupKm: 30_000 } },
    });
  });

  it('ends with a return report: page data, PDF with both photo sets, e-mail, and the desk view', async () => {
    const r = await reserve(true);
    h.clock.now = new Date(r.pickupAt - 2 * HOUR);
    await allPhotos(r.c, 'pickup');
    const pickup = await r.c.call('POST', '/reservation/inspection/pickup', {
      mileageKm: 41_250,
      fuelEighths: 8,
      damage: [{ x: 12.5, y: 40, note: 'Kratzer vorne links' }],
    });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(201);
    expect((await get(r.c, '/reservation/inspection/report.pdf')).status).toBe(409);

    h.clock.now = new Date(r.returnAt - HOUR);
    await allPhotos(r.c, 'return');
    const below = await r.c.call('POST', '/reservation/inspection/return', {
      mileageKm: 41_000,
      fuelEighths: 6,
    });
    expect(below).toMatchObject({ status: 422, body: { code: 'mileage_below_pickup' } });
    const back = await r.c.call('POST', '/reservation/inspection/return', {
      mileageKm: 41_862,
      fuelEighths: 6,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.report.ready).toBe(true);
    expect(back.body.report.mailedAt).toBe(new Date(r.returnAt - HOUR).toISOString());

    const pdf = await get(r.c, '/reservation/inspection/report.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    // German, the reservation's language.
    expect(text).toContain('Rückgabeprotokoll');
    expect(text).toContain(`Reservierung: ${r.reference}`);
    expect(text).toContain('Gefahrene Strecke: 612 km');
    expect(text).toContain('Tankdifferenz: -2/8');
    expect(text).toContain('Kratzer vorne links');
    expect(text).toContain('Armaturenbrett');
    expect(await pdfImages(pdf.bytes)).toBe(12);
    // Kept: the same bytes again.
    expect(
      Buffer.from((await get(r.c, '/reservation/inspection/report.pdf')).bytes).equals(
        Buffer.from(pdf.bytes),
      ),
    ).toBe(true);

    const mails = h.mails(r.reference).filter((m) => m.name.includes('return-report'));
    expect(mails).toHaveLength(1);
    const mail = parseEml(mails[0]?.text ?? '');
    expect(mail.headers.subject).toContain(`Rückgabeprotokoll für ${r.reference}`);
    expect(mails[0]?.text).toContain(`return-report-${r.reference}.pdf`);
    // A second submission sends nothing more.
    expect(
      (await r.c.call('POST', '/reservation/inspection/return', { mileageKm: 41_900, fuelEighths: 6 }))
        .status,
    ).toBe(409);
    expect(h.mails(r.reference).filter((m) => m.name.includes('return-report'))).toHaveLength(1);

    // The desk: both inspections, photos behind the staff login, the view logged.
    const desk = await r.c.call('GET', `/staff/desk/reservations/${r.id}/inspections`, undefined, staff);
    expect(desk.status).toBe(200);
    expect(desk.body.pickup).toMatchObject({
      mileageKm: 41_250,
      fuelEighths: 8,
      damage: [{ note: 'Kratzer vorne links' }],
    });
    expect(desk.body.return).toMatchObject({ mileageKm: 41_862, fuelEighths: 6 });
    expect(desk.body.return.photos).toHaveLength(6);
    const url = desk.body.pickup.photos[0].url as string;
    expect(url).toBe(`/staff/desk/reservations/${r.id}/inspections/pickup/front`);
    const seen = await get({ ...r.c, cookie: null }, url, staff);
    expect(seen.status).toBe(200);
    expect((await sharp(seen.bytes).metadata()).format).toBe('jpeg');
    expect((await get({ ...r.c, cookie: null }, url)).status).toBe(401);
    const log = await r.c.call('GET', `/staff/desk/reservations/${r.id}`, undefined, staff);
    const actions = log.body.audit.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['inspection.view', 'inspection.pickup', 'inspection.return']),
    );

    // The return step closes a day after the booked return.
    h.clock.now = new Date(r.returnAt + RETURN_INSPECTION_GRACE_HOURS * HOUR);
    expect((await r.c.call('GET', '/reservation/inspection')).body.return.window).toBe('done');
  });
});
