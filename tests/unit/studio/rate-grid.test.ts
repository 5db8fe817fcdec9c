import { checkRateTable, rateTableOf, sampleQuote } from '@domain';
import {
  addColumn,
  cellLabel,
  columnLabel,
  columnStartProblem,
  gridOf,
  nextColumnStart,
  parseCell,
  removeColumn,
  seasonsOf,
  setCell,
  setColumnStart,
} from '@studio/lib/rate-grid.ts';
import { describe, expect, it } from 'vitest';

const stored = [
  {
    _key: 'kLow',
    _type: 'rateSeason',
    season: 'low',
    tiers: [
      { _key: 'l1', _type: 'rateTier', minDays: 1, perDay: 9000 },
      { _key: 'l7', _type: 'rateTier', minDays: 7, perDay: 7700 },
    ],
  },
  {
    _key: 'kHigh',
    _type: 'rateSeason',
    season: 'high',
    tiers: [
      { _key: 'h7', _type: 'rateTier', minDays: 7, perDay: 12_000 },
      { _key: 'h1', _type: 'rateTier', minDays: 1, perDay: 14_000 },
      { _key: 'h3', _type: 'rateTier', minDays: 3, perDay: 13_200 },
    ],
  },
];

describe('the rate table as a grid (seasons × length tiers)', () => {
  it('shows the union of tier starts as columns, a season without a tier there as an empty cell', () => {
    const grid = gridOf(stored);
    expect(grid.columns).toEqual([1, 3, 7]);
    expect(grid.rows).toEqual([
      { season: 'low', cells: [9000, null, 7700] },
      { season: 'high', cells: [14_000, 13_200, 12_000] },
    ]);
    expect(columnLabel(grid, 0)).toBe('1–2 days');
    expect(columnLabel(grid, 1)).toBe('3–6 days');
    expect(columnLabel(grid, 2)).toBe('7+ days');
    expect(cellLabel(grid, 'high', 2)).toBe('High season, 7+ days, price per day (ISK)');
  });

  it('writes back the same ladders with the same keys (tiers in day order), so history shows one cell', () => {
    const back = seasonsOf(gridOf(stored), stored);
    expect(back).toEqual([
      stored[0],
      {
        ...stored[1],
        tiers: [stored[1]!.tiers[1], stored[1]!.tiers[2], stored[1]!.tiers[0]],
      },
    ]);
  });

  it('an empty table starts with a base tier from day 1 for both seasons', () => {
    const grid = gridOf(undefined);
    expect(grid).toEqual({
      columns: [1],
      rows: [
        { season: 'low', cells: [null] },
        { season: 'high', cells: [null] },
      ],
    });
    const priced = setCell(setCell(grid, 'low', 0, 8000), 'high', 0, 11_000);
    const seasons = seasonsOf(priced, undefined);
    expect(seasons.map((s) => s._key)).toEqual(['low', 'high']);
    expect(seasons[1]?.tiers).toEqual([{ _key: 'high-d1', _type: 'rateTier', minDays: 1, perDay: 11_000 }]);
    expect(checkRateTable({ kind: 'daily', seasons }).ok).toBe(true);
  });

  it('editing a cell changes the quote the preview shows, through the domain pricing rules', () => {
    const before = checkRateTable({ kind: 'daily', seasons: seasonsOf(gridOf(stored), stored) });
    const after = checkRateTable({
      kind: 'daily',
      seasons: seasonsOf(setCell(gridOf(stored), 'high', 2, 12_500), stored),
    });
    if (!before.ok || !after.ok) throw new Error('tables should be valid');
    expect(sampleQuote(before.value, { season: 'high', days: 7 })?.total).toBe(84_000);
    expect(sampleQuote(after.value, { season: 'high', days: 7 })?.total).toBe(87_500);
  });

  it('clearing a cell removes that tier; a column priced nowhere is kept by the input, not stored', () => {
    const grid = setCell(gridOf(stored), 'low', 2, null);
    expect(seasonsOf(grid, stored)[0]?.tiers.map((t) => t.minDays)).toEqual([1]);
    const added = addColumn(gridOf(stored), 14);
    expect(added.columns).toEqual([1, 3, 7, 14]);
    expect(seasonsOf(added, stored).flatMap((s) => s.tiers).length).toBe(5);
    // The input passes the unpriced columns back in so that they stay on screen.
    expect(gridOf(seasonsOf(added, stored), [14]).columns).toEqual([1, 3, 7, 14]);
  });

  it('moves and removes tier starts, refusing a start that is taken or out of range', () => {
    const grid = gridOf(stored);
    expect(columnStartProblem(grid, 7, 1)).toBe('A tier already starts at 7 days');
    expect(columnStartProblem(grid, 0, 1)).toMatch(/from 1 to 365/);
    expect(columnStartProblem(grid, 2.5, 1)).toMatch(/whole day/);
    expect(setColumnStart(grid, 1, 7)).toBe(grid);
    const moved = setColumnStart(grid, 1, 10);
    expect(moved.columns).toEqual([1, 7, 10]);
    expect(moved.rows[1]?.cells).toEqual([14_000, 12_000, 13_200]);
    const removed = removeColumn(grid, 1);
    expect(removed.columns).toEqual([1, 7]);
    expect(removed.rows[1]?.cells).toEqual([14_000, 12_000]);
    expect(nextColumnStart(grid)).toBe(14);
    expect(nextColumnStart(gridOf(undefined))).toBe(7);
    expect(nextColumnStart({ columns: [365], rows: [] })).toBeNull();
  });

  it('reads typed prices with thousands separators and refuses anything but whole krónur', () => {
    expect(parseCell('12 900')).toEqual({ ok: true, value: 12_900 });
    expect(parseCell('12.900')).toEqual({ ok: true, value: 12_900 });
    expect(parseCell('')).toEqual({ ok: true, value: null });
    expect(parseCell('-5')).toEqual({ ok: false });
    expect(parseCell('12a')).toEqual({ ok: false });
  });

  it('round-trips every seeded shape of ladder', () => {
    const table = rateTableOf({
      kind: 'daily',
      low: [
        { minDays: 1, perDay: 100 },
        { minDays: 14, perDay: 80 },
      ],
      high: [{ minDays: 1, perDay: 200 }],
    });
    const seasons = seasonsOf(gridOf(table.seasons), table.seasons);
    const checked = checkRateTable({ kind: 'daily', seasons });
    expect(checked).toEqual({
      ok: true,
      value: {
        kind: 'daily',
        low: [
          { minDays: 1, perDay: 100 },
          { minDays: 14, perDay: 80 },
        ],
        high: [{ minDays: 1, perDay: 200 }],
      },
    });
  });
});
