import { fillPlaceholders, pickDisplayCurrency, type Tenant } from '@domain';
import { catalogueOf } from '@web/lib/booking/catalogue.ts';
import { getTranslations } from 'next-intl/server';
import {
  namesMonthlyClass,
  type PriceTableModel,
  priceTableModel,
  priceTableRows,
} from '../../lib/content/price-table.ts';
import { exchangeRates } from '../../lib/content/services.ts';
import { roadTaxByClassName } from '../content/vehicle-offer.ts';
import styles from './blocks.module.css';
import { Deferred } from './Deferred.tsx';
import type { BlockContext, BlockOf } from './types.ts';

/**
 * Prices of the classes a page names, read from their rate tables. The numbers are
 * drawn by the same client table as typed price tables, so they follow the visitor's currency.
 */
export async function PriceTableBlock({
  block,
  ctx,
}: {
  block: BlockOf<'priceTableBlock'>;
  ctx: BlockContext;
}) {
  // A month is quoted with its road tax, which needs the class's fuel and the brand's rates: the
  // booking catalogue has both (as the vehicle page reads them), so the content query stays as is.
  const tax = namesMonthlyClass(block.classes) ? await roadTaxes(ctx.tenant) : null;
  const model = priceTableModel(block.classes, block.seasons, block.rentalDays, (c) =>
    tax && c.name !== null ? (tax.get(c.name) ?? null) : null,
  );
  if (model.rows.length === 0) return null;
  const [t, rates] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'priceTable' }),
    // The lease brand converts nothing, so it needs no rates.
    ctx.tenant === 'lease' ? null : exchangeRates(),
  ]);
  return (
    <PriceTableView
      model={model}
      title={block.title ?? null}
      headingId={`price-table-${block._key}`}
      labels={{ vehicle: t('vehicle'), low: t('low'), high: t('high'), month: t('month') }}
      note={model.columns[0]?.kind === 'month' ? t('noteMonthly') : t('noteDaily', { days: model.days })}
      ctx={ctx}
      rates={rates}
    />
  );
}

/** Each class's road tax per day by name, or null (logged) when the booking service cannot say. */
async function roadTaxes(tenant: Tenant): Promise<Map<string, number> | null> {
  try {
    const reply = await catalogueOf(tenant);
    if (reply.ok) return roadTaxByClassName(reply);
    console.error(
      `Price table: the booking catalogue answered ${reply.status} ${reply.error.code}; no monthly price shown`,
    );
  } catch (error) {
    console.error('Price table: the booking service failed; no monthly price shown', error);
  }
  return null;
}

/** The block's markup from its data (no fetching): the heading, the table and what the prices mean. */
export function PriceTableView({
  model,
  title,
  headingId,
  labels,
  note,
  ctx,
  rates,
}: {
  model: PriceTableModel;
  title: string | null;
  headingId: string;
  labels: Parameters<typeof priceTableRows>[1];
  note: string;
  ctx: BlockContext;
  rates: Awaited<ReturnType<typeof exchangeRates>> | null;
}) {
  const currency = pickDisplayCurrency(ctx.locale, undefined);
  const rows = priceTableRows(model, labels).map((row) => ({
    ...row,
    filled: row.cells.map((cell) => fillPlaceholders(cell, {}, { currency, rates, tenant: ctx.tenant })),
  }));
  return (
    <>
      {title ? (
        <h2 id={headingId} className={styles.blockTitle} data-sanity={ctx.edit('title')}>
          {title}
        </h2>
      ) : null}
      <Deferred
        kind="priceTable"
        props={{
          rows,
          serverCurrency: currency,
          hasHeaderRow: true,
          tenant: ctx.tenant,
          locale: ctx.locale,
          rates,
          labelledBy: title ? headingId : undefined,
        }}
      />
      <p className={styles.caption} data-testid="price-table-note">
        {note}
      </p>
    </>
  );
}
