import { randomUUID } from 'node:crypto';
import type { BookingError } from '@booking/errors.ts';
import { CONTRACT_TEXTS } from '@booking/rules/contract-texts.ts';
import {
  contractFor,
  saveCheckInDetails,
  sign,
  signedContractPdf,
  storeLicence,
} from '@booking/services/checkin.ts';
import { getReservation } from '@booking/services/reservations.ts';
import { MemoryStorage } from '@booking/storage/files.ts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, payDueNow } from './checkin-helpers.ts';
import { pdfText } from './pdf-text.ts';

const PNG_SIGNATURE = `data:image/png;base64,${PNG_1PX.toString('base64')}`;

import { booking, daysFrom, ENGINES, type Harness, startHarness } from './harness.ts';

/**
 * The check-in agreement through the services (the HTTP walk-through with payments lives in
 * checkin-public.test.ts): shown in a language, signed in that language, printed from what was
 * signed.
 */
describe.each(ENGINES)('check-in agreement in the customer language on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function readyToSign() {
    const c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 4), returnDate: daysFrom(new Date(), 7) }),
      { 'idempotency-key': `contract-${randomUUID()}` },
    );
    expect(created.status).toBe(201);
    // Check-in is for confirmed bookings: the amount due now is paid first.
    await payDueNow(c);
    const storage = new MemoryStorage();
    let row = await getReservation(h.database, c.tenant, created.body.reservation.id);
    await saveCheckInDetails(
      h.database,
      row,
      {
        mainDriver: {
          firstName: 'Anna',
          lastName: 'Jónsdóttir',
          dateOfBirth: '1990-04-02',
          licenseNumber: 'IS1234567',
        },
        extraDrivers: [],
      },
      new Date(),
    );
    row = await getReservation(h.database, c.tenant, row.id);
    await storeLicence(h.database, storage, row, 'front', 'image/png', PNG_1PX);
    await storeLicence(h.database, storage, row, 'back', 'image/png', PNG_1PX);
    return { row, storage };
  }

  it('English by default, with the sections and the text check-in has always had', async () => {
    const { row } = await readyToSign();
    const contract = await contractFor(h.database, row);
    expect(contract.locale).toBe('en');
    expect(contract.text.split('\n')[1]).toBe(`Reservation ${row.reference}`);
    expect(contract.text).toContain('Driver 1: Anna Jónsdóttir, born 1990-04-02, licence IS1234567');
    expect(contract.text).not.toContain('Free cancellation');
    expect(contract.document.sections.map((s) => s.heading)).toContain('Terms');
  });

  it('signs the German agreement and prints what was signed', async () => {
    const { row, storage } = await readyToSign();
    const german = await contractFor(h.database, row, 'de');
    expect(german.text).toContain('Mietvertrag');
    expect(german.text).toContain(`Reservierung ${row.reference}`);
    const signature = `data:image/png;base64,${PNG_1PX.toString('base64')}`;

    await expect(
      sign(
        h.database,
        storage,
        row,
        { signerName: 'Anna Jónsdóttir', contractSha256: 'c'.repeat(64), signature },
        '203.0.113.9',
        new Date(),
      ),
    ).rejects.toMatchObject({ code: 'contract_changed' } satisfies Partial<BookingError>);

    await sign(
      h.database,
      storage,
      row,
      { signerName: 'Anna Jónsdóttir', contractSha256: german.sha256, signature },
      '203.0.113.9',
      new Date(),
    );
    const [stored] = await h.database.query<{ contract_text: string; contract_sha256: string }>(
      'SELECT contract_text, contract_sha256 FROM signatures WHERE reservation_id = $1',
      [row.id],
    );
    expect(stored).toEqual({ contract_text: german.text, contract_sha256: german.sha256 });

    const pdf = await signedContractPdf(h.database, storage, row);
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getTitle()).toBe('Vegur Car Rental – Mietvertrag');
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('prints the signer line in the language signed, in Iceland time, and no address it does not know', async () => {
    const { row, storage } = await readyToSign();
    const icelandic = await contractFor(h.database, row, 'is');
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await sign(
      h.database,
      storage,
      row,
      { signerName: 'Anna Jónsdóttir', contractSha256: icelandic.sha256, signature: PNG_SIGNATURE },
      'unknown',
      at,
    );
    const text = await pdfText(await signedContractPdf(h.database, storage, row));
    const t = CONTRACT_TEXTS.is;
    expect(text).toContain(t.signedBy('Anna Jónsdóttir', t.dateTime(at), null));
    expect(text).toContain(t.hashNote(icelandic.sha256));
    expect(text).not.toMatch(/Signed by|unknown|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
