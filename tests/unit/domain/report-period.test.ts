import {
  csvCell,
  fillDays,
  percentChange,
  periodBounds,
  periodDates,
  periodLength,
  periodProblem,
  periodTotals,
  previousPeriod,
  toCsv,
  utilisationPercent,
} from '@domain';
import { describe, expect, it } from 'vitest';

describe('report periods (Iceland calendar days)', () => {
  it('counts both ends and steps over month and year ends', () => {
    expect(periodLength({ from: '2026-02-27', to: '2026-03-02' })).toBe(4);
    expect(periodDates({ from: '2026-12-30', to: '2027-01-01' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(periodLength({ from: '2026-03-02', to: '2026-03-01' })).toBe(0);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-05-10', to: '2026-05-10' })).toEqual({
      from: '2026-05-09',
      to: '2026-05-09',
    });
  });

  it('bounds are Reykjavik midnights (UTC all year, no daylight saving)', () => {
    const { start, end } = periodBounds({ from: '2026-07-01', to: '2026-07-02' });
    expect(new Date(start).toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-07-03T00:00:00.000Z');
  });

  it('explains unusable periods', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/YYYY-MM-DD/);
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toMatch(/before/);
    expect(periodProblem({ from: '2025-01-01', to: '2026-03-01' })).toMatch(/at most 366/);
  });
});

describe('dashboard figures', () => {
  const period = { from: '2026-04-01', to: '2026-04-03' };

  it('fills missing days with zeros, merges partial rows, drops rows outside the period', () => {
    const days = fillDays(period, [
      { date: '2026-04-02', bookings: 3, averageDays: 4 },
      { date: '2026-04-02', revenue: 90_000 },
      { date: '2026-05-01', bookings: 9 },
    ]);
    expect(days).toEqual([
      { date: '2026-04-01', bookings: 0, revenue: 0, averageDays: 0 },
      { date: '2026-04-02', bookings: 3, revenue: 90_000, averageDays: 4 },
      { date: '2026-04-03', bookings: 0, revenue: 0, averageDays: 0 },
    ]);
  });

  it('weights the average rental length by bookings', () => {
    const totals = periodTotals([
      { date: '2026-04-01', bookings: 1, revenue: 10, averageDays: 10 },
      { date: '2026-04-02', bookings: 3, revenue: -4, averageDays: 2 },
      { date: '2026-04-03', bookings: 0, revenue: 0, averageDays: 0 },
    ]);
    expect(totals).toEqual({ bookings: 4, revenue: 6, averageDays: 4 });
    expect(periodTotals([]).averageDays).toBe(0);
  });

  it('changes and shares', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(utilisationPercent(36, 72)).toBe(50);
    expect(utilisationPercent(100, 72)).toBe(100);
    expect(utilisationPercent(5, 0)).toBe(0);
  });
});

describe('CSV export', () => {
  it('quotes what needs it and defuses spreadsheet formulas typed by customers', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Jón, "Nonni"')).toBe('"Jón, ""Nonni"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-5+3')).toBe("'-5+3");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes a header and one CRLF line per row', () => {
    const csv = toCsv(
      [
        { header: 'Reference', value: (r: { ref: string; n: number }) => r.ref },
        { header: 'Amount', value: (r: { ref: string; n: number }) => r.n },
      ],
      [
        { ref: 'AB-123', n: 1000 },
        { ref: 'CD-456', n: 0 },
      ],
    );
    expect(csv).toBe('Reference,Amount\r\nAB-123,1000\r\nCD-456,0\r\n');
  });
});
