import { formatTime, isTimeWithin, parseTime, timeSlots } from '@domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const minutes = fc.integer({ min: 0, max: 24 * 60 - 1 });

describe('timeSlots', () => {
  it('steps 30 minutes from opening to closing, both inclusive', () => {
    expect(timeSlots('08:00', '10:00')).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });

  it('keeps the grid anchored at the opening time', () => {
    expect(timeSlots('08:15', '10:00')).toEqual(['08:15', '08:45', '09:15', '09:45']);
  });

  it('gives 48 slots for a 24-hour day, 00:00 to 23:30', () => {
    const slots = timeSlots('00:00', '23:59');
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots.at(-1)).toBe('23:30');
  });

  it('gives one slot when opening equals closing', () => {
    expect(timeSlots('12:00', '12:00')).toEqual(['12:00']);
  });

  it('runs over midnight when closing is before opening, listed in clock order', () => {
    expect(timeSlots('22:00', '01:00')).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
  });

  it('accepts a one-digit hour and pads it', () => {
    expect(timeSlots('8:00', '9:00')).toEqual(['08:00', '08:30', '09:00']);
  });

  it.each([
    ['', '10:00'],
    ['24:00', '10:00'],
    ['08:60', '10:00'],
    ['8', '10:00'],
    ['08:00', 'noon'],
  ])('gives no slots for %j–%j', (from, to) => {
    expect(timeSlots(from, to)).toEqual([]);
  });

  it('hands out a fresh array each time, so callers cannot spoil the cache', () => {
    const first = timeSlots('08:00', '09:00');
    first.push('99:99');
    expect(timeSlots('08:00', '09:00')).toEqual(['08:00', '08:30', '09:00']);
  });
});

describe('timeSlots properties', () => {
  it('same-day ranges: starts at opening, 30-minute steps, nothing past closing, nothing missing', () => {
    fc.assert(
      fc.property(minutes, minutes, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const slots = timeSlots(formatTime(from), formatTime(to)).map((t) => parseTime(t) ?? -1);
        expect(slots[0]).toBe(from);
        expect(slots).toHaveLength(Math.floor((to - from) / 30) + 1);
        for (let i = 1; i < slots.length; i++) expect((slots[i] ?? 0) - (slots[i - 1] ?? 0)).toBe(30);
        const last = slots.at(-1) ?? -1;
        expect(last).toBeLessThanOrEqual(to);
        expect(last + 30).toBeGreaterThan(to);
      }),
    );
  });

  it('every range: sorted, unique, well-formed and inside the range', () => {
    fc.assert(
      fc.property(minutes, minutes, (a, b) => {
        const from = formatTime(a);
        const to = formatTime(b);
        const slots = timeSlots(from, to);
        expect(slots.length).toBeGreaterThan(0);
        expect(new Set(slots).size).toBe(slots.length);
        expect([...slots].sort()).toEqual(slots);
        for (const slot of slots) {
          expect(slot).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(isTimeWithin(slot, from, to)).toBe(true);
        }
      }),
    );
  });

  it('over-midnight ranges hold as many slots as the same span would on one day', () => {
    fc.assert(
      fc.property(minutes, minutes, (a, b) => {
        fc.pre(a > b);
        const span = b + 24 * 60 - a;
        expect(timeSlots(formatTime(a), formatTime(b))).toHaveLength(Math.floor(span / 30) + 1);
      }),
    );
  });
});

describe('time helpers', () => {
  it('parses and formats minutes after midnight', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('23:59')).toBe(1439);
    expect(parseTime('7:05')).toBe(425);
    expect(parseTime(null)).toBeNull();
    expect(formatTime(425)).toBe('07:05');
  });

  it('checks membership, over midnight too', () => {
    expect(isTimeWithin('08:00', '08:00', '17:00')).toBe(true);
    expect(isTimeWithin('17:00', '08:00', '17:00')).toBe(true);
    expect(isTimeWithin('17:01', '08:00', '17:00')).toBe(false);
    expect(isTimeWithin('02:00', '22:00', '06:00')).toBe(true);
    expect(isTimeWithin('12:00', '22:00', '06:00')).toBe(false);
  });
});
