import { type CatalogueAnswer, replyOf } from '@booking/client.ts';
import { SEED_CLASSES, SEED_SETTINGS } from '@booking/seed/fleet.ts';
import { rateTableOf } from '@domain';
import { PriceTable } from '@web/components/blocks/PriceTable.tsx';
import { findCatalogueClass, fromPrice, roadTaxByClassName } from '@web/components/content/vehicle-offer.ts';
import { priceCell, priceTableModel, priceTableRows } from '@web/lib/content/price-table.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const daily = (id: string, low: [number, number][], high: [number, number][], extra = {}) => ({
  _id: `vehicleBase.${id}`,
  name: id,
  retired: null,
  rates: rateTableOf({
    kind: 'daily',
    low: low.map(([minDays, perDay]) => ({ minDays, perDay })),
    high: high.map(([minDays, perDay]) => ({ minDays, perDay })),
  }),
  ...extra,
});
const monthly = (id: string, perMonth: number) => ({
  _id: `vehicleBase.${id}`,
  name: id,
  retired: false,
  rates: rateTableOf({ kind: 'monthly', perMonth }),
});

const aygo = daily(
  'aygo',
  [
    [1, 5900],
    [7, 5100],
  ],
  [
    [1, 11_900],
    [3, 11_200],
    [7, 10_200],
  ],
);

const labels = { vehicle: 'Vehicle', low: 'Low', high: 'High', month: 'Per month' };

describe('the price-table block reads the numbers from the rate tables', () => {
  it('prices each class per season for the rental length, as the Vehicles step does', () => {
    const model = priceTableModel([aygo], ['low', 'high'], 7);
    expect(model.columns).toEqual([
      { kind: 'season', season: 'low' },
      { kind: 'season', season: 'high' },
    ]);
    expect(model.rows).toEqual([{ key: 'vehicleBase.aygo', name: 'aygo', cells: [5100, 10_200] }]);
    expect(priceTableModel([aygo], ['high'], 3).rows[0]?.cells).toEqual([11_200]);
    expect(priceTableModel([aygo], ['high'], 1).rows[0]?.cells).toEqual([11_900]);
  });

  it('leaves out retired classes, deleted references and tables the booking service would refuse', () => {
    const broken = { ...daily('broken', [[1, 100]], []), name: 'broken' };
    const retired = daily('old', [[1, 100]], [[1, 200]], { retired: true });
    const model = priceTableModel([null, retired, broken, aygo], ['low'], 7);
    expect(model.rows.map((r) => r.key)).toEqual(['vehicleBase.aygo']);
  });

  it('shows one column per month when every class is leased, and no daily price for a leased class', () => {
    expect(priceTableModel([monthly('picanto-lease', 89_900)], ['low', 'high'], 30)).toEqual({
      columns: [{ kind: 'month' }],
      rows: [{ key: 'vehicleBase.picanto-lease', name: 'picanto-lease', cells: [89_900] }],
      days: 30,
    });
    expect(priceTableModel([aygo, monthly('p', 1)], ['high'], 7).rows[1]?.cells).toEqual([null]);
  });

  it('keeps the seasons in their own order, and a missing or odd length is one day', () => {
    expect(
      priceTableModel([aygo], ['high', 'low', 'low'], 7).columns.map((c) => 'season' in c && c.season),
    ).toEqual(['low', 'high']);
    expect(priceTableModel([aygo], [], undefined).days).toBe(1);
    expect(priceTableModel([aygo], null, 2.5).rows[0]?.cells).toEqual([5900, 11_900]);
  });

  it('draws a header row and a `{price:N}` cell per price, converted by the content table', () => {
    const rows = priceTableRows(priceTableModel([aygo, monthly('p', 1)], ['low', 'high'], 7), labels);
    expect(rows).toEqual([
      { key: 'head', cells: ['Vehicle', 'Low', 'High'] },
      { key: 'vehicleBase.aygo', cells: ['aygo', '{price:5100}', '{price:10200}'] },
      { key: 'vehicleBase.p', cells: ['p', '—', '—'] },
    ]);
    expect(priceCell(null)).toBe('—');
    const html = renderToStaticMarkup(
      createElement(PriceTable, {
        rows: rows.map((row) => ({
          ...row,
          filled: row.cells.map((c) => c.replace('{price:5100}', '5.100 kr')),
        })),
        serverCurrency: 'ISK',
        hasHeaderRow: true,
        tenant: 'cars',
        locale: 'is',
        rates: null,
      }),
    );
    expect(html).toContain('<th scope="row">aygo</th>');
    expect(html).toContain('<td data-label="Low">5.100 kr</td>');
  });
});

// The lease home page's "Prices at a glance" quoted the bare month while the
// vehicle page and the Vehicles step quote it with the road tax every month pays.
describe('a lease table quotes the month the vehicle page quotes', () => {
  // GET /catalogue as the booking service answers it for the seeded lease brand.
  const catalogue = replyOf<CatalogueAnswer>({
    status: 200,
    headers: new Headers(),
    body: {
      tenant: 'lease',
      vehicles: SEED_CLASSES.lease.map(({ units: _units, ...vehicle }) => vehicle),
      policy: { roadTaxPerDay: SEED_SETTINGS.lease.roadTaxPerDay },
    },
  });
  // Each class as the block's content query gives it (its content document's name and rates).
  const content = SEED_CLASSES.lease.map((c) => ({
    _id: `vehicleBase.${c.id}`,
    name: c.name,
    retired: false,
    rates: rateTableOf(c.rates),
  }));
  const taxes = roadTaxByClassName(catalogue);
  const model = priceTableModel(content, ['low', 'high'], 30, (c) => taxes?.get(c.name ?? '') ?? null);

  it('shows each class’s "from" price per month, road tax included', () => {
    expect(model.columns).toEqual([{ kind: 'month' }]);
    for (const c of SEED_CLASSES.lease) {
      const found = findCatalogueClass(catalogue, c.rentalId);
      if (!found.ok) throw new Error(`${c.id} is in the catalogue`);
      const page = fromPrice(found.vehicle.rates, found.vehicle.roadTaxPerDay);
      const row = model.rows.find((r) => r.key === `vehicleBase.${c.id}`);
      expect(row?.cells, c.id).toEqual([page?.amount]);
    }
    // The seed leases an electric car, whose month is dearer than its bare rate.
    const electric = SEED_CLASSES.lease.find((c) => c.fuel === 'electric');
    if (electric?.rates.kind !== 'monthly') throw new Error('the seed leases an electric car by the month');
    expect(model.rows.find((r) => r.name === electric.name)?.cells).toEqual([
      electric.rates.perMonth + 30 * SEED_SETTINGS.lease.roadTaxPerDay.electric,
    ]);
  });

  it('quotes no month whose road tax it cannot know, and daily tables are as they were', () => {
    const unknown = priceTableModel(content.slice(0, 1), [], 30, () => null);
    expect(unknown.rows[0]?.cells).toEqual([null]);
    expect(priceTableModel([aygo], ['low', 'high'], 7, () => 500).rows[0]?.cells).toEqual([5100, 10_200]);
    // Without a catalogue (the service down) no road tax is known, so no month is quoted.
    const down = replyOf<CatalogueAnswer>({ status: 503, headers: new Headers(), body: null });
    expect(roadTaxByClassName(down)).toBeNull();
  });
});
