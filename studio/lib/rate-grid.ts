// The rate table as a grid: seasons are rows, rental-length tiers are columns, a cell is
// the price per day. The schema stores per season a ladder of tiers (so a season may start tiers
// on days the other season does not); the grid shows the union of the starts and leaves a cell
// empty where a season has no tier. Pure, so the Studio input and its tests share it.
import { type RateTable, SEASONS, type SeasonName } from '../../domain/index.ts';

export interface RateGrid {
  /** The days each tier starts on, ascending, each once. */
  columns: number[];
  /** One row per season (low, high), a cell per column: the price per day, or null (no tier). */
  rows: { season: SeasonName; cells: (number | null)[] }[];
}

type StoredSeasons = NonNullable<RateTable['seasons']>;

/** Sanity array items carry a key and a type; the grid keeps the keys it was given. */
export interface KeyedTier {
  _key: string;
  _type: 'rateTier';
  minDays: number;
  perDay: number;
}
export interface KeyedSeason {
  _key: string;
  _type: 'rateSeason';
  season: SeasonName;
  tiers: KeyedTier[];
}

type WithKey = { _key?: string };

/**
 * The stored seasons as a grid. `extraColumns` are tier starts the input shows besides the stored
 * ones: a column added and not priced yet has no stored tier, so only the input remembers it.
 */
export function gridOf(seasons: StoredSeasons | null | undefined, extraColumns: number[] = []): RateGrid {
  const list = seasons ?? [];
  const starts = new Set<number>(extraColumns.filter(validStart));
  for (const row of list)
    for (const tier of row.tiers ?? []) if (validStart(tier.minDays)) starts.add(tier.minDays as number);
  if (starts.size === 0) starts.add(1);
  const columns = [...starts].sort((a, b) => a - b);
  const rows = SEASONS.map((season) => {
    // A second row of a season is an error the validation names; the grid shows the first.
    const stored = list.find((row) => row.season === season);
    const cells = columns.map((start) => {
      const tier = (stored?.tiers ?? []).find((t) => t.minDays === start);
      return typeof tier?.perDay === 'number' ? tier.perDay : null;
    });
    return { season, cells };
  });
  return { columns, rows };
}

function validStart(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 365;
}

/**
 * The grid back into the stored shape: a tier for each priced cell, seasons in the order low,
 * high. Keys of seasons and tiers that already existed are kept, so the Studio's history shows the
 * cell that changed rather than a new table. Seasons stored that the grid does not know are kept.
 */
export function seasonsOf(grid: RateGrid, previous: StoredSeasons | null | undefined): KeyedSeason[] {
  const before = (previous ?? []) as (StoredSeasons[number] & WithKey)[];
  const used = new Set<string>();
  const keyFor = (wanted: string | undefined, fallback: string) => {
    let key = wanted && !used.has(wanted) ? wanted : fallback;
    for (let n = 2; used.has(key); n++) key = `${fallback}-${n}`;
    used.add(key);
    return key;
  };
  return grid.rows.map((row) => {
    const stored = before.find((s) => s.season === row.season);
    const storedTiers = (stored?.tiers ?? []) as ({ minDays?: number | null } & WithKey)[];
    const seasonKey = keyFor(stored?._key, row.season);
    const tiers: KeyedTier[] = [];
    row.cells.forEach((perDay, i) => {
      const minDays = grid.columns[i];
      if (perDay === null || minDays === undefined) return;
      const old = storedTiers.find((t) => t.minDays === minDays);
      tiers.push({
        _key: keyFor(old?._key, `${row.season}-d${minDays}`),
        _type: 'rateTier',
        minDays,
        perDay,
      });
    });
    return { _key: seasonKey, _type: 'rateSeason', season: row.season, tiers };
  });
}

/** A cell as typed: digits (spaces, dots and commas as thousands separators allowed), or empty. */
export function parseCell(text: string): { ok: true; value: number | null } | { ok: false } {
  const compact = text.replace(/[\s.,\u00a0]/g, '');
  if (compact === '') return { ok: true, value: null };
  if (!/^\d{1,9}$/.test(compact)) return { ok: false };
  return { ok: true, value: Number(compact) };
}

export function setCell(grid: RateGrid, season: SeasonName, column: number, value: number | null): RateGrid {
  return {
    columns: grid.columns,
    rows: grid.rows.map((row) =>
      row.season === season
        ? { season, cells: row.cells.map((cell, i) => (i === column ? value : cell)) }
        : row,
    ),
  };
}

/** The next start after the last column (a week later, or 1 for an empty ladder), or null. */
export function nextColumnStart(grid: RateGrid): number | null {
  const last = grid.columns.at(-1);
  if (last === undefined) return 1;
  const next = last < 7 ? 7 : last + 7;
  return next > 365 ? (last < 365 ? 365 : null) : next;
}

/** Why a tier cannot start on `start` (moving column `index`, or a new column), or null. */
export function columnStartProblem(grid: RateGrid, start: number, index: number | null): string | null {
  if (!validStart(start)) return 'A tier starts on a whole day from 1 to 365';
  if (grid.columns.some((c, i) => c === start && i !== index))
    return `A tier already starts at ${start} days`;
  return null;
}

/** Moves column `index` to start on `start` (the grid is re-sorted); the grid unchanged if refused. */
export function setColumnStart(grid: RateGrid, index: number, start: number): RateGrid {
  if (columnStartProblem(grid, start, index) !== null) return grid;
  const order = grid.columns
    .map((c, i) => ({ start: i === index ? start : c, i }))
    .sort((a, b) => a.start - b.start);
  return {
    columns: order.map((o) => o.start),
    rows: grid.rows.map((row) => ({ season: row.season, cells: order.map((o) => row.cells[o.i] ?? null) })),
  };
}

export function addColumn(grid: RateGrid, start: number): RateGrid {
  if (columnStartProblem(grid, start, null) !== null) return grid;
  return setColumnStart(
    { columns: [...grid.columns, start], rows: grid.rows.map((r) => ({ ...r, cells: [...r.cells, null] })) },
    grid.columns.length,
    start,
  );
}

export function removeColumn(grid: RateGrid, index: number): RateGrid {
  return {
    columns: grid.columns.filter((_, i) => i !== index),
    rows: grid.rows.map((row) => ({ season: row.season, cells: row.cells.filter((_, i) => i !== index) })),
  };
}

export const SEASON_TITLES: Record<SeasonName, string> = { low: 'Low season', high: 'High season' };

/** The column's heading as read: "1–6 days", "7–13 days", "30+ days". */
export function columnLabel(grid: RateGrid, index: number): string {
  const start = grid.columns[index];
  const next = grid.columns[index + 1];
  if (start === undefined) return '';
  if (next === undefined) return `${start}+ days`;
  if (next - 1 === start) return start === 1 ? '1 day' : `${start} days`;
  return `${start}–${next - 1} days`;
}

/** The accessible name of a cell, e.g. "High season, 7–13 days, price per day (ISK)". */
export function cellLabel(grid: RateGrid, season: SeasonName, index: number): string {
  return `${SEASON_TITLES[season]}, ${columnLabel(grid, index)}, price per day (ISK)`;
}
