'use client';

import type { ExchangeRates } from '@domain/exchange-rates.ts';
import type { Locale, Tenant } from '@domain/locale.ts';
import type { Currency } from '@domain/money.ts';
import { fillPlaceholders } from '@domain/placeholders.ts';
import { useSyncExternalStore } from 'react';
import { useDisplayCurrency } from '../shell/currency-store.ts';
import styles from './blocks.module.css';

export interface TableRow {
  key: string;
  /** Cells as written in content (`{price:6900}`). */
  cells: string[];
  /** The same cells filled on the server. */
  filled: string[];
}

const noSubscribe = () => () => {};

/** False while hydrating, true afterwards: the first client render must equal the server's HTML. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * A content table whose `{price:N}` cells (krónur) show in the visitor's currency, following the
 * region picker without a reload. The lease brand shows krónur: `fillPlaceholders`
 * converts nothing for it.
 */
export function PriceTable({
  rows,
  hasHeaderRow,
  tenant,
  locale,
  rates,
  labelledBy,
  serverCurrency,
}: {
  /** Cells as the server filled them, for `serverCurrency` (the language's currency). */
  rows: TableRow[];
  serverCurrency: Currency;
  hasHeaderRow: boolean;
  tenant: Tenant;
  locale: Locale;
  rates: ExchangeRates | null;
  labelledBy?: string;
}) {
  const hydrated = useHydrated();
  const stored = useDisplayCurrency(tenant, locale);
  // Until hydrated, and whenever the visitor's currency is the one the server used, the server's
  // text stands: browsers format some currencies differently (ICU data) and must not flip it.
  const currency = hydrated ? stored : serverCurrency;
  const fill = (cell: string, serverText: string) =>
    currency === serverCurrency ? serverText : fillPlaceholders(cell, {}, { currency, rates, tenant });
  const [head, ...body] = hasHeaderRow ? rows : [undefined, ...rows];
  // On phones the rows stack as cards (blocks.module.css): each value is labelled by its column.
  const columnLabel = (index: number) => {
    const cell = head?.cells[index];
    return cell === undefined ? undefined : fill(cell, head?.filled[index] ?? cell);
  };
  return (
    <div className={styles.tableWrap}>
      <table
        className={styles.table}
        aria-labelledby={labelledBy}
        data-currency={tenant === 'lease' ? 'ISK' : currency}
        data-stack={head ? 'true' : undefined}
      >
        {head ? (
          <thead>
            <tr>
              {head.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity besides their column.
                <th key={index} scope="col">
                  {fill(cell, head.filled[index] ?? cell)}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((row) =>
            row ? (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 && hasHeaderRow ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity besides their column.
                    <th key={index} scope="row">
                      {fill(cell, row.filled[index] ?? cell)}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity besides their column.
                    <td key={index} data-label={columnLabel(index)}>
                      {fill(cell, row.filled[index] ?? cell)}
                    </td>
                  ),
                )}
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </div>
  );
}
