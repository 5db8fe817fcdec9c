import type { Database } from '@booking/db/client.ts';
import { expect } from 'vitest';

const ACTIVE = ['pending_payment', 'confirmed', 'checked_in'];

/**
 * The database-wide money and fleet invariants, asserted after every concurrency test: no two
 * allocations of a unit overlap, every active reservation holds exactly one allocation (on its
 * own unit, covering its own period plus the turnaround), nothing else holds one, every ledger
 * sums to the stored balance, and no reservation ever kept more money than its total. A refund
 * request made while the booking was active keeps its unit until staff decide.
 */
export async function assertInvariants(database: Database): Promise<void> {
  const overlaps = await database.query<{ a: number; b: number }>(
    `SELECT a.id AS a, b.id AS b FROM allocations a JOIN allocations b
         ON a.unit_id = b.unit_id AND a.id < b.id AND a.period && b.period`,
  );
  expect(overlaps, 'overlapping allocations').toEqual([]);

  const allocationCounts = await database.query<{ reference: string; status: string; n: number }>(
    `SELECT r.reference, r.status, count(a.id)::int AS n
       FROM reservations r LEFT JOIN allocations a ON a.reservation_id = r.id
      GROUP BY r.id
     HAVING count(a.id) <> CASE WHEN r.status = ANY($1::text[])
                                  OR (r.status = 'refund_requested' AND r.refund_requested_from = ANY($1::text[]))
                                THEN 1 ELSE 0 END`,
    [`{${ACTIVE.join(',')}}`],
  );
  expect(allocationCounts, 'one allocation per active reservation, none otherwise').toEqual([]);

  const misplaced = await database.query<{ reference: string }>(
    `SELECT r.reference FROM reservations r JOIN allocations a ON a.reservation_id = r.id
      WHERE a.unit_id IS DISTINCT FROM r.unit_id
         OR lower(a.period) <> r.pickup_at OR upper(a.period) <= r.return_at`,
  );
  expect(misplaced, 'allocations on the reservation’s unit and period').toEqual([]);

  const ledgers = await database.query<{ reference: string; balance: number; sum: number }>(
    `SELECT r.reference, r.balance, coalesce(sum(l.amount), 0)::int AS sum
       FROM reservations r LEFT JOIN ledger l ON l.reservation_id = r.id
      GROUP BY r.id HAVING r.balance <> coalesce(sum(l.amount), 0)`,
  );
  expect(ledgers, 'ledger sum = balance').toEqual([]);

  const overpaid = await database.query<{ reference: string; total: number; net: number }>(
    `SELECT r.reference, r.total,
            (coalesce(sum(p.amount) FILTER (WHERE p.kind = 'capture' AND p.status = 'succeeded'), 0)
           - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund' AND p.status = 'succeeded'), 0))::int AS net
       FROM reservations r LEFT JOIN payments p ON p.reservation_id = r.id
      GROUP BY r.id
     HAVING coalesce(sum(p.amount) FILTER (WHERE p.kind = 'capture' AND p.status = 'succeeded'), 0)
          - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund' AND p.status = 'succeeded'), 0) > r.total
         OR coalesce(sum(p.amount) FILTER (WHERE p.kind = 'capture' AND p.status = 'succeeded'), 0)
          - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund' AND p.status = 'succeeded'), 0) < 0`,
  );
  expect(overpaid, 'money kept is between 0 and the total').toEqual([]);

  const ledgerPayments = await database.query<{ reference: string }>(
    `SELECT r.reference FROM reservations r
      WHERE (SELECT coalesce(-sum(amount), 0) FROM ledger WHERE reservation_id = r.id AND kind = 'payment')
         <> (SELECT coalesce(sum(amount), 0) FROM payments
              WHERE reservation_id = r.id AND kind = 'capture' AND status = 'succeeded')`,
  );
  expect(ledgerPayments, 'every capture booked once in the ledger').toEqual([]);
}

/** Money taken and given back for one reservation, from the payments table and the ledger. */
export async function moneyOf(database: Database, reservationId: string) {
  const [row] = await database.query<{
    captured: number;
    refunded: number;
    captures: number;
    balance: number;
    ledger: number;
    status: string;
  }>(
    `SELECT coalesce((SELECT sum(amount) FROM payments WHERE reservation_id = r.id AND kind = 'capture' AND status = 'succeeded'), 0)::int AS captured,
            coalesce((SELECT sum(amount) FROM payments WHERE reservation_id = r.id AND kind = 'refund' AND status = 'succeeded'), 0)::int AS refunded,
            (SELECT count(*) FROM payments WHERE reservation_id = r.id AND kind = 'capture' AND status = 'succeeded')::int AS captures,
            r.balance, r.status,
            coalesce((SELECT sum(amount) FROM ledger WHERE reservation_id = r.id), 0)::int AS ledger
       FROM reservations r WHERE r.id = $1`,
    [reservationId],
  );
  if (!row) throw new Error(`no reservation ${reservationId}`);
  return row;
}
