import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DRIVER, payDueNow, readyToSign, signatureBody } from './checkin-helpers.ts';
import { booking, type Client, daysFrom, ENGINES, type Harness, startHarness } from './harness.ts';
import { assertInvariants, moneyOf } from './invariants.ts';

// Once the rental agreement is signed, what it says stays true. Options,
// details and terms are locked on every edit path; changes are made at the rental desk, where
// staff issue an amended agreement (docs/booking.md, Check-in).

let n = 0;
const key = () => `signed-${Date.now()}-${n++}`;

describe.each(ENGINES)('a signed agreement on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    await assertInvariants(h.database);
  });

  /** A paid booking with Premium cover (excess 0), ready to sign. */
  async function premiumBooking(c: Client) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        pickupDate: daysFrom(new Date(), 4),
        returnDate: daysFrom(new Date(), 7),
        options: { insurancePackageId: 'premium' },
      }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    await payDueNow(c);
    await readyToSign(h.url, c);
    return created.body.reservation as { id: string; reference: string };
  }

  const signedRow = async (id: string) =>
    (
      await h.database.query<{ sha: string; text: string }>(
        'SELECT contract_sha256 AS sha, contract_text AS text FROM signatures WHERE reservation_id = $1',
        [id],
      )
    )[0];

  it('refuses every change of options, details and terms after signing; money and agreement stay as signed', async () => {
    const c = await h.tenant('cars');
    const r = await premiumBooking(c);
    const signed = await c.call('POST', '/reservation/checkin/signature', await signatureBody(c));
    expect(signed.status).toBe(201);
    const before = await moneyOf(h.database, r.id);
    const reservation = (await c.call('GET', '/reservation')).body.reservation;

    const attempts = [
      ['/reservation/checkin/options', { insurancePackageId: 'cdw' }, 'options_locked'],
      ['/reservation/options', { insurancePackageId: 'cdw' }, 'options_locked'],
      ['/reservation/details', { customer: { lastName: 'Someone-Else' } }, 'details_locked'],
      [
        '/reservation/checkin/details',
        { mainDriver: { ...DRIVER, licenseNumber: 'IS0000001' } },
        'details_locked',
      ],
      [
        '/reservation/terms',
        {
          pickupLocationId: 'kef',
          returnLocationId: 'kef',
          pickupDate: daysFrom(new Date(), 4),
          pickupTime: '12:00',
          returnDate: daysFrom(new Date(), 5),
          returnTime: '12:00',
        },
        'terms_locked',
      ],
    ] as const;
    for (const [path, body, code] of attempts) {
      const answer = await c.call('POST', path, body);
      expect([path, answer.status, answer.body.code]).toEqual([path, 409, code]);
      if (code !== 'terms_locked') expect(answer.body.details).toEqual({ reason: 'agreement_signed' });
    }

    // Nothing moved: no refund, same options, same people, same agreement.
    expect(await moneyOf(h.database, r.id)).toEqual(before);
    const after = (await c.call('GET', '/reservation')).body.reservation;
    expect(after.options).toEqual(reservation.options);
    expect(after.customer).toEqual(reservation.customer);
    expect((await c.call('GET', '/reservation/checkin')).body.details.mainDriver.licenseNumber).toBe(
      DRIVER.licenseNumber,
    );
    const current = await c.call('GET', '/reservation/checkin/contract');
    const stored = await signedRow(r.id);
    expect(current.body.sha256).toBe(stored?.sha);
    expect(current.body.text).toBe(stored?.text);
  });

  it('an options change racing the signature: the signed agreement is always the one in force', async () => {
    for (let round = 0; round < (engine === 'postgres' ? 8 : 2); round++) {
      const c = await h.tenant('cars');
      const r = await premiumBooking(c);
      const body = await signatureBody(c);
      const [signed, edited] = await Promise.all([
        c.call('POST', '/reservation/checkin/signature', body),
        c.call('POST', '/reservation/checkin/options', { insurancePackageId: 'cdw' }),
      ]);
      // One of the two, never both.
      expect([signed.status, edited.status].filter((s) => s < 300)).toHaveLength(1);
      const stored = await signedRow(r.id);
      if (signed.status === 201) {
        expect([edited.status, edited.body.code]).toEqual([409, 'options_locked']);
        const current = await c.call('GET', '/reservation/checkin/contract');
        expect(current.body.sha256).toBe(stored?.sha);
      } else {
        expect(signed.status).toBe(409);
        expect(['contract_changed', 'concurrent_change']).toContain(signed.body.code);
        expect(stored).toBeUndefined();
      }
      const money = await moneyOf(h.database, r.id);
      expect(money.ledger).toBe(money.balance);
    }
  }, 180_000);
});
