import { cancellationIsFree, checkInWindow, detailsEditable, termsEditable } from '@booking/rules/policy.ts';
import { SEED_SETTINGS } from '@booking/seed/fleet.ts';
import {
  actionState,
  cancellationTerms,
  changeOutcome,
  RESERVATION_STATUSES,
  type ReservationAction,
  type ReservationFacts,
  type ReservationStatus,
  reservationActions,
} from '@domain/reservation-actions.ts';
import { describe, expect, it } from 'vitest';

const pickup = new Date('2026-06-10T12:00:00Z');
const returnAt = new Date('2026-06-14T12:00:00Z');
const ahead = (hours: number, minutes = 0) =>
  new Date(pickup.getTime() - hours * 3_600_000 - minutes * 60_000);
const cars = SEED_SETTINGS.cars;
const campers = SEED_SETTINGS.campers;

const facts = (over: Partial<ReservationFacts> = {}): ReservationFacts => ({
  status: 'confirmed',
  pickupAt: pickup,
  returnAt,
  balance: 30_000,
  netPaid: 10_000,
  ...over,
});
const open = (action: ReservationAction, f: ReservationFacts, now: Date, policy = cars) =>
  actionState(policy, f, action, now);

describe('reservation actions by the policy clocks', () => {
  it('free cancellation until 48 hours before pickup (72 for campers), by request after, closed at pickup', () => {
    expect(cancellationTerms(cars, facts(), ahead(48))).toEqual({
      kind: 'free',
      refund: 10_000,
      freeUntil: ahead(48),
    });
    expect(cancellationTerms(cars, facts(), ahead(47, 59))).toEqual({
      kind: 'request',
      retained: 10_000,
      freeUntil: ahead(48),
    });
    expect(cancellationTerms(campers, facts(), ahead(71)).kind).toBe('request');
    expect(cancellationTerms(campers, facts(), ahead(72)).kind).toBe('free');
    expect(open('cancel', facts(), ahead(1))).toMatchObject({ open: true, at: ahead(48) });
    expect(open('cancel', facts(), pickup)).toMatchObject({ open: false, reason: 'pickupPassed' });
    expect(open('cancel', facts({ status: 'cancelled' }), ahead(100))).toMatchObject({
      open: false,
      reason: 'status',
    });
  });

  it('pickup and return changes until 24 hours before pickup, saying when they close', () => {
    expect(open('editTerms', facts(), ahead(24))).toEqual({
      action: 'editTerms',
      open: true,
      reason: null,
      at: ahead(24),
    });
    expect(open('editTerms', facts(), ahead(23, 59))).toEqual({
      action: 'editTerms',
      open: false,
      reason: 'termsLocked',
      at: ahead(24),
    });
    expect(open('editTerms', facts({ status: 'checked_in' }), ahead(100)).reason).toBe('status');
  });

  it('check-in from 168 hours before pickup until pickup, saying when it opens', () => {
    expect(open('checkin', facts(), ahead(168, 1))).toEqual({
      action: 'checkin',
      open: false,
      reason: 'checkinNotYet',
      at: ahead(168),
    });
    expect(open('checkin', facts(), ahead(168)).open).toBe(true);
    expect(open('checkin', facts({ status: 'checked_in' }), ahead(2)).open).toBe(true);
    expect(open('checkin', facts(), pickup).reason).toBe('pickupPassed');
    expect(open('checkin', facts({ status: 'pending_payment' }), ahead(5)).reason).toBe('status');
  });

  it('options and details until pickup; paying only with a balance; refunds after pickup or a cancellation', () => {
    expect(open('editDetails', facts(), ahead(0, 1)).open).toBe(true);
    // Signed at check-in: the agreement stays as signed; changes go through the desk.
    for (const action of ['editDetails', 'editOptions'] as const)
      expect(open(action, facts({ status: 'checked_in' }), ahead(5))).toMatchObject({
        open: false,
        reason: 'agreementSigned',
      });
    expect(open('editOptions', facts(), pickup).reason).toBe('pickupPassed');
    expect(open('pay', facts(), ahead(5)).open).toBe(true);
    expect(open('pay', facts({ balance: 0 }), ahead(5)).reason).toBe('nothingDue');
    expect(open('pay', facts({ status: 'cancelled' }), ahead(5)).reason).toBe('status');
    expect(open('refund', facts(), ahead(5)).reason).toBe('cancelInstead');
    expect(open('refund', facts(), new Date(pickup.getTime() + 3_600_000)).open).toBe(true);
    expect(open('refund', facts({ status: 'cancelled' }), ahead(5)).open).toBe(true);
    expect(open('refund', facts({ status: 'completed', netPaid: 0 }), returnAt).reason).toBe('nothingPaid');
    expect(open('refund', facts({ status: 'refund_requested' }), returnAt).reason).toBe('status');
  });

  it('lists every action once, in the overview order', () => {
    expect(reservationActions(cars, facts(), ahead(50)).map((a) => a.action)).toEqual([
      'pay',
      'editTerms',
      'editOptions',
      'editDetails',
      'checkin',
      'cancel',
      'refund',
    ]);
  });

  it('agrees with the booking service on every window, status and boundary', () => {
    const moments = [200, 168.01, 168, 72, 71.99, 48, 47.99, 24, 23.99, 1, 0, -1].map(
      (h) => new Date(pickup.getTime() - h * 3_600_000),
    );
    for (const policy of [cars, campers]) {
      for (const status of RESERVATION_STATUSES) {
        for (const now of moments) {
          const f = facts({ status: status as ReservationStatus });
          const label = `${status} at ${now.toISOString()}`;
          expect(open('editTerms', f, now, policy).open, label).toBe(
            termsEditable(policy, status, pickup, now),
          );
          expect(open('editDetails', f, now, policy).open, label).toBe(detailsEditable(status, pickup, now));
          expect(open('checkin', f, now, policy).open, label).toBe(
            checkInWindow(policy, status, pickup, now) === 'open',
          );
          if (open('cancel', f, now, policy).open) {
            expect(cancellationTerms(policy, f, now).kind === 'free', label).toBe(
              cancellationIsFree(policy, pickup, now),
            );
          }
        }
      }
    }
  });
});

describe('changeOutcome', () => {
  it('an increase can be paid now; a decrease lowers the balance first and refunds only what was overpaid', () => {
    expect(changeOutcome(5_000, 30_000)).toEqual({
      difference: 5_000,
      newBalance: 35_000,
      refundNow: 0,
      payNow: 5_000,
    });
    expect(changeOutcome(-10_000, 30_000)).toMatchObject({ newBalance: 20_000, refundNow: 0, payNow: 0 });
    expect(changeOutcome(-10_000, 4_000)).toMatchObject({ newBalance: -6_000, refundNow: 6_000, payNow: 0 });
    expect(changeOutcome(0, 0)).toMatchObject({ refundNow: 0, payNow: 0 });
  });
});
