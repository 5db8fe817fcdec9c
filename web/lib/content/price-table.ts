/**
 * The price-table block as rows and columns: the block names classes and seasons, the
 * numbers come from each class's rate table through the booking service's pricing rules
 * (`checkRateTable`, `sampleQuote`), so the table, the Vehicles step and the Studio's sample quote
 * agree. Pure: the content comes in, the table goes out.
 */
import { checkRateTable, fromPrice, type RateTable, SEASONS, type SeasonName, sampleQuote } from '@domain';

export interface PriceTableClass {
  _id: string;
  name: string | null;
  retired: boolean | null;
  rates: RateTable | null;
}

export type PriceColumn = { kind: 'season'; season: SeasonName } | { kind: 'month' };

export interface PriceTableModel {
  columns: PriceColumn[];
  /** A row per offered class; a cell per column, in krónur, or null where the class has no price there. */
  rows: { key: string; name: string; cells: (number | null)[] }[];
  /** The rental length the daily prices are for. */
  days: number;
}

/** Whether a block names a class priced per month (whose month is quoted with its road tax). */
export function namesMonthlyClass(classes: readonly (PriceTableClass | null)[] | null | undefined): boolean {
  return (classes ?? []).some((c) => c?.rates?.kind === 'monthly');
}

/**
 * The table for a block. Retired classes, classes whose rate table cannot be priced (the booking
 * service refuses those too) and references to deleted classes are left out. When every class is
 * priced per month the table has one column, per month; otherwise a column per season, where a
 * monthly class has no daily price. A month is the vehicle page's "from" price (the domain's
 * `fromPrice`: the month with the road tax every month pays); `roadTaxPerDay` gives a class's tax
 * per day, null where it is not known (the month is then not quoted rather than quoted bare).
 */
export function priceTableModel(
  classes: readonly (PriceTableClass | null)[] | null | undefined,
  seasons: readonly string[] | null | undefined,
  rentalDays: number | null | undefined,
  roadTaxPerDay: (c: PriceTableClass) => number | null = () => 0,
): PriceTableModel {
  const days = Number.isInteger(rentalDays) && (rentalDays as number) >= 1 ? (rentalDays as number) : 1;
  const picked = SEASONS.filter((season) => (seasons ?? []).includes(season));
  const offered = (classes ?? []).flatMap((c) => {
    if (!c || c.retired) return [];
    const checked = checkRateTable(c.rates);
    return checked.ok ? [{ c, rates: checked.value }] : [];
  });
  const monthlyOnly = offered.length > 0 && offered.every(({ rates }) => rates.kind === 'monthly');
  const columns: PriceColumn[] = monthlyOnly
    ? [{ kind: 'month' }]
    : (picked.length > 0 ? picked : SEASONS).map((season) => ({ kind: 'season', season }));
  const rows = offered.map(({ c, rates }) => ({
    key: c._id,
    name: c.name ?? '',
    cells: columns.map((column) => {
      if (column.kind === 'month') {
        if (rates.kind !== 'monthly') return null;
        const tax = roadTaxPerDay(c);
        return tax === null ? null : fromPrice(rates, tax);
      }
      if (rates.kind === 'monthly') return null;
      // The Vehicles step shows a rental's price divided by its days: for a rental wholly in one
      // season that is the tier rate for its length, which the sample quote gives.
      return sampleQuote(rates, { season: column.season, days })?.perDay ?? null;
    }),
  }));
  return { columns, rows, days };
}

/** A cell as the content table component reads it: `{price:N}` is converted to the visitor's currency. */
export function priceCell(amount: number | null): string {
  return amount === null ? '—' : `{price:${amount}}`;
}

export interface PriceTableLabels {
  vehicle: string;
  low: string;
  high: string;
  month: string;
}

/** The model as the rows the content table component draws: a header row, then a row per class. */
export function priceTableRows(
  model: PriceTableModel,
  labels: PriceTableLabels,
): { key: string; cells: string[] }[] {
  const head = [
    labels.vehicle,
    ...model.columns.map((c) => (c.kind === 'month' ? labels.month : labels[c.season])),
  ];
  return [
    { key: 'head', cells: head },
    ...model.rows.map((row) => ({ key: row.key, cells: [row.name, ...row.cells.map(priceCell)] })),
  ];
}
