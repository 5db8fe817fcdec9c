import {
  distanceDriven,
  fuelDifference,
  fuelText,
  type InspectionFacts,
  inspectionWindow,
  PICKUP_INSPECTION_OPENS_HOURS,
  pickupInspectionOpensAt,
  RETURN_INSPECTION_GRACE_HOURS,
  returnInspectionClosesAt,
} from '@domain';
import { describe, expect, it } from 'vitest';

const HOUR = 3_600_000;
const pickupAt = new Date('2026-06-10T02:00:00Z');
const returnAt = new Date('2026-06-13T02:00:00Z');
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);
const facts: InspectionFacts = {
  status: 'checked_in',
  pickupAt,
  returnAt,
  pickupDone: false,
  returnDone: false,
};

describe('pickup inspection window', () => {
  it('opens a set time before pickup, to a checked-in reservation only', () => {
    expect(PICKUP_INSPECTION_OPENS_HOURS).toBe(12);
    expect(pickupInspectionOpensAt(pickupAt)).toEqual(at(pickupAt, -12));
    expect(inspectionWindow('pickup', facts, at(pickupAt, -12 - 1 / 3600))).toBe('not_yet_open');
    expect(inspectionWindow('pickup', facts, at(pickupAt, -12))).toBe('open');
    expect(inspectionWindow('pickup', facts, at(pickupAt, 5))).toBe('open');
    for (const status of ['confirmed', 'pending_payment', 'cancelled', 'refund_requested', 'refunded']) {
      expect(inspectionWindow('pickup', { ...facts, status }, at(pickupAt, -1))).toBe('not_checked_in');
    }
  });

  it('closes at return, and once submitted or once the return inspection is done', () => {
    expect(inspectionWindow('pickup', facts, at(returnAt, -1 / 3600))).toBe('open');
    expect(inspectionWindow('pickup', facts, returnAt)).toBe('closed');
    expect(inspectionWindow('pickup', { ...facts, pickupDone: true }, at(pickupAt, -1))).toBe('done');
    expect(inspectionWindow('pickup', { ...facts, returnDone: true }, at(pickupAt, 1))).toBe('closed');
  });
});

describe('return inspection window', () => {
  it('needs the pickup inspection first, then stays open until a day after the booked return', () => {
    expect(inspectionWindow('return', facts, at(pickupAt, 1))).toBe('pickup_first');
    const picked = { ...facts, pickupDone: true };
    // An early return is a return.
    expect(inspectionWindow('return', picked, at(pickupAt, 1))).toBe('open');
    expect(inspectionWindow('return', { ...picked, status: 'completed' }, at(returnAt, 3))).toBe('open');
    expect(returnInspectionClosesAt(returnAt)).toEqual(at(returnAt, RETURN_INSPECTION_GRACE_HOURS));
    expect(inspectionWindow('return', picked, at(returnAt, RETURN_INSPECTION_GRACE_HOURS - 1 / 3600))).toBe(
      'open',
    );
    expect(inspectionWindow('return', picked, at(returnAt, RETURN_INSPECTION_GRACE_HOURS))).toBe('closed');
    expect(inspectionWindow('return', { ...picked, returnDone: true }, at(returnAt, 1))).toBe('done');
    expect(inspectionWindow('return', { ...picked, status: 'cancelled' }, at(returnAt, 1))).toBe(
      'not_checked_in',
    );
  });
});

describe('report figures', () => {
  it('reads distance and fuel, and says nothing for a missing or impossible reading', () => {
    expect(distanceDriven(41_250, 41_862)).toBe(612);
    expect(distanceDriven(41_250, 41_000)).toBeNull();
    expect(distanceDriven(null, 41_000)).toBeNull();
    expect(fuelDifference(8, 6)).toBe(-2);
    expect(fuelDifference(3, 8)).toBe(5);
    expect(fuelDifference(null, 8)).toBeNull();
    expect(fuelText(0)).toBe('0/8');
    expect(fuelText(5)).toBe('5/8');
    expect(fuelText(8)).toBe('8/8');
  });
});
