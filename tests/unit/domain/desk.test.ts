import {
  assignmentProblem,
  deskQuery,
  keyCodeState,
  keyReleaseAt,
  localizedText,
  normalizePlate,
} from '@domain';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-06-10T12:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const reservation = { status: 'confirmed', classId: 'golf', returnAt: later(48) };
const unit = { classId: 'golf', active: true };

describe('unit assignment eligibility', () => {
  it('accepts an in-service unit of the class that nothing else holds', () => {
    expect(assignmentProblem(reservation, unit, false, now)).toBeNull();
    expect(assignmentProblem({ ...reservation, status: 'checked_in' }, unit, false, now)).toBeNull();
  });

  it('refuses another class, a unit out of service and an overlapping holder, in that order', () => {
    expect(assignmentProblem(reservation, { ...unit, classId: 'aygo' }, false, now)).toBe('unit_wrong_class');
    expect(assignmentProblem(reservation, { ...unit, active: false }, false, now)).toBe(
      'unit_out_of_service',
    );
    expect(assignmentProblem(reservation, unit, true, now)).toBe('unit_taken');
    expect(assignmentProblem(reservation, { classId: 'aygo', active: false }, true, now)).toBe(
      'unit_wrong_class',
    );
  });

  it('refuses closed reservations and ones already returned', () => {
    for (const status of ['cancelled', 'refunded', 'completed', 'refund_requested'])
      expect(assignmentProblem({ ...reservation, status }, unit, false, now)).toBe('reservation_closed');
    expect(assignmentProblem({ ...reservation, returnAt: now }, unit, false, now)).toBe('reservation_closed');
  });
});

describe('desk search terms', () => {
  it('reads plates and references without case, spaces or dashes', () => {
    expect(normalizePlate(' ab-123 ')).toBe('AB123');
    expect(normalizePlate('Ab 1 2 3')).toBe('AB123');
    expect(deskQuery('abcd-efgh')?.compact).toBe('ABCDEFGH');
  });

  it('recognises an e-mail address and keeps names as typed', () => {
    expect(deskQuery(' Anna@Example.com ')).toMatchObject({ email: 'anna@example.com' });
    expect(deskQuery('Anna  Jónsdóttir')).toMatchObject({ text: 'Anna Jónsdóttir', email: null });
  });

  it('refuses terms too short or too long to search by', () => {
    expect(deskQuery(' a ')).toBeNull();
    expect(deskQuery('x'.repeat(101))).toBeNull();
    expect(deskQuery('ab')).not.toBeNull();
  });
});

describe('key-box code release', () => {
  const keys = { code: '4711', releaseHours: 2 };
  const booked = {
    pickupAt: later(3),
    returnAt: later(48),
    checkedIn: true,
    status: 'checked_in',
    returnedAt: null,
  };

  it('is released from the set time before pickup until return, to a checked-in reservation', () => {
    expect(keyReleaseAt(booked.pickupAt, 2)).toEqual(later(1));
    expect(keyCodeState(booked, keys, now)).toBe('not_yet');
    expect(keyCodeState(booked, keys, new Date(later(1).getTime() - 1))).toBe('not_yet');
    expect(keyCodeState(booked, keys, later(1))).toBe('released');
    expect(keyCodeState(booked, keys, later(47))).toBe('released');
    expect(keyCodeState(booked, keys, later(48))).toBe('closed');
  });

  it('is withdrawn once the return inspection is submitted, before the booked return', () => {
    const back = { ...booked, returnedAt: later(20) };
    expect(keyCodeState(back, keys, new Date(later(20).getTime() - 1))).toBe('released');
    expect(keyCodeState(back, keys, later(20))).toBe('returned');
    expect(keyCodeState(back, keys, later(47))).toBe('returned');
    // The booked return still closes it, and a location without a code has nothing to withdraw.
    expect(keyCodeState(back, keys, later(48))).toBe('closed');
    expect(keyCodeState(back, { code: null, releaseHours: 2 }, later(30))).toBe('no_code');
  });

  it('is never released without check-in, on a cancelled booking or without a code', () => {
    expect(keyCodeState({ ...booked, checkedIn: false }, keys, later(2))).toBe('not_checked_in');
    expect(keyCodeState({ ...booked, status: 'cancelled' }, keys, later(2))).toBe('closed');
    expect(keyCodeState({ ...booked, status: 'refund_requested' }, keys, later(2))).toBe('closed');
    expect(keyCodeState(booked, { code: null, releaseHours: 2 }, later(2))).toBe('no_code');
  });

  it('takes the text in the language asked for, else English', () => {
    expect(localizedText({ en: 'Box left of the door', de: 'Kasten links' }, 'de')).toBe('Kasten links');
    expect(localizedText({ en: 'Box left of the door' }, 'is')).toBe('Box left of the door');
    expect(localizedText({}, 'is')).toBeNull();
  });
});
