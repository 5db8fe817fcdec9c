'use client';

import type { PriceView as PriceSummary } from '@booking/client.ts';
import { ChargedInIsk, usePrice } from '@web/components/booking/price/PriceContext.tsx';
import { useId, useRef, useState } from 'react';
import styles from './SummaryPanel.module.css';

export interface SummaryTrip {
  vehicleName: string | null;
  orSimilar: boolean;
  pickupLocation: string;
  returnLocation: string;
  /** Already formatted in the page language, e.g. "Thu 10 Dec 2026, 12:00". */
  pickupWhen: string;
  returnWhen: string;
  selfService: boolean;
}

export interface SummaryLabels {
  title: string;
  vehicle: string;
  orSimilar: string;
  guaranteed: string;
  pickup: string;
  return: string;
  duration: string;
  total: string;
  dueNow: string;
  payAtPickup: string;
  charged: string;
  showDetails: string;
  hideDetails: string;
  invoice: string;
  updating: string;
  selfService: string;
  roadTaxInfo: string;
  roadTaxTitle: string;
  roadTaxText: string;
  close: string;
  promo: string;
  perDay: string;
  lines: Record<string, string>;
  extraDrivers: string;
  /** "{count}, free of charge" */
  extraDriversFree: string;
  /** "{count}, {amount}" */
  extraDriversPaid: string;
}

export interface SummaryPanelProps {
  trip: SummaryTrip;
  /** "5 days", "1 month and 3 days": formatted by the server in the page language. */
  duration: string;
  price: PriceSummary | null;
  labels: SummaryLabels;
  /** A newer price is on its way (the Options step re-quotes as choices change). */
  updating?: boolean;
}

/** Summary lines that are sums of the others, not parts of the total. */
const SUMS = new Set(['total', 'due_now', 'pay_at_pickup']);

/** Every line of the price summary: the invoice view. */
function Invoice({
  price,
  labels,
  onRoadTax,
}: {
  price: PriceSummary;
  labels: SummaryLabels;
  onRoadTax: () => void;
}) {
  const { format, formatParts } = usePrice();
  // Converted lines are rounded together, so that the parts add up to the total shown below them;
  // the total and its split (due now, at pickup) are amounts of their own.
  const parts = price.lines.filter((line) => !SUMS.has(line.code));
  const partAmounts = formatParts(
    parts.map((line) => line.amount),
    price.total,
  );
  const amounts = price.lines.map((line) =>
    SUMS.has(line.code) ? format(line.amount) : (partAmounts[parts.indexOf(line)] ?? format(line.amount)),
  );
  return (
    <dl className={styles.lines}>
      {price.lines.map((line, index) => (
        <div key={line.code} className={styles.line} data-code={line.code}>
          <dt>
            {labels.lines[line.code] ?? line.label}
            {line.code === 'road_tax' ? (
              <button type="button" className={styles.info} onClick={onRoadTax}>
                {labels.roadTaxInfo}
              </button>
            ) : null}
            {line.code === 'discount' && price.promo ? (
              <span className={styles.sub}>
                {labels.promo
                  .replace('{code}', price.promo.code)
                  .replace('{percent}', String(price.promo.percent))}
              </span>
            ) : null}
          </dt>
          <dd>{amounts[index]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The booking summary: sticky beside the steps on wide screens, a collapsible bottom sheet on
 * phones. Amounts are ISK from the booking service, shown in the display currency; what is
 * charged is always stated in ISK.
 */
export function SummaryPanel({ trip, duration, price, labels, updating = false }: SummaryPanelProps) {
  const { format } = usePrice();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const roadTax = useRef<HTMLDialogElement>(null);
  const sheetId = useId();
  const openRoadTax = () => roadTax.current?.showModal();

  // The extra drivers the quote counts, a free one included (its amount is then 0 and no price
  // line shows it).
  const drivers = price?.breakdown?.extras.find((e) => e.id === 'extra_drivers' && e.quantity > 0);

  // Rendered twice (aside and phone sheet; CSS shows one), so ids take a suffix per copy.
  const body = (copy: 'aside' | 'sheet') => {
    const invoiceId = `${sheetId}-${copy}-invoice`;
    // The phone sheet's bar is already the price details' one toggle: inside it the details show.
    const invoiceShown = copy === 'sheet' || invoiceOpen;
    return (
      <>
        <dl className={styles.trip}>
          {trip.vehicleName ? (
            <div>
              <dt>{labels.vehicle}</dt>
              <dd>
                <strong>{trip.vehicleName}</strong>{' '}
                <span className={styles.sub}>{trip.orSimilar ? labels.orSimilar : labels.guaranteed}</span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{labels.pickup}</dt>
            <dd>
              {trip.pickupLocation}
              <span className={styles.sub}>{trip.pickupWhen}</span>
              {trip.selfService ? <span className={styles.badge}>{labels.selfService}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{labels.return}</dt>
            <dd>
              {trip.returnLocation}
              <span className={styles.sub}>{trip.returnWhen}</span>
            </dd>
          </div>
          <div>
            <dt>{labels.duration}</dt>
            <dd>{duration}</dd>
          </div>
          {drivers ? (
            <div data-testid="summary-extra-drivers">
              <dt>{labels.extraDrivers}</dt>
              <dd>
                {(drivers.amount === 0 ? labels.extraDriversFree : labels.extraDriversPaid)
                  .replace('{count}', String(drivers.quantity))
                  .replace('{amount}', format(drivers.amount))}
              </dd>
            </div>
          ) : null}
        </dl>
        {price ? (
          <div className={styles.money} aria-busy={updating}>
            {copy === 'aside' ? (
              <button
                type="button"
                className={styles.invoiceToggle}
                aria-expanded={invoiceOpen}
                aria-controls={invoiceId}
                onClick={() => setInvoiceOpen((open) => !open)}
              >
                {invoiceOpen ? labels.hideDetails : labels.showDetails}
              </button>
            ) : null}
            <div id={invoiceId} hidden={!invoiceShown}>
              <h3 className={styles.invoiceTitle}>{labels.invoice}</h3>
              <Invoice price={price} labels={labels} onRoadTax={openRoadTax} />
            </div>
            <dl className={styles.totals}>
              <div className={styles.total}>
                <dt>{labels.total}</dt>
                <dd>{format(price.total)}</dd>
              </div>
              <div>
                <dt>{labels.dueNow}</dt>
                <dd>{format(price.dueNow)}</dd>
              </div>
              <div>
                <dt>{labels.payAtPickup}</dt>
                <dd>{format(price.payAtPickup)}</dd>
              </div>
            </dl>
            <ChargedInIsk className={styles.charged} label={labels.charged} isk={price.dueNow} />
            <p className={styles.status} role="status">
              {updating ? labels.updating : ''}
            </p>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby={`${sheetId}-title`}>
        <h2 id={`${sheetId}-title`} className={styles.title}>
          {labels.title}
        </h2>
        {body('aside')}
      </section>
      {/* Phones: a bar with the total that opens the same summary as a sheet. */}
      <div className={styles.sheet} data-open={sheetOpen}>
        <button
          type="button"
          className={styles.sheetBar}
          aria-expanded={sheetOpen}
          aria-controls={`${sheetId}-sheet`}
          onClick={() => setSheetOpen((open) => !open)}
        >
          <span>
            <span className={styles.sheetLabel}>{labels.title}</span>
            {price ? <strong className={styles.sheetTotal}>{format(price.total)}</strong> : null}
          </span>
          <span className={styles.sheetAction}>{sheetOpen ? labels.hideDetails : labels.showDetails}</span>
        </button>
        <div id={`${sheetId}-sheet`} className={styles.sheetBody} hidden={!sheetOpen}>
          {body('sheet')}
        </div>
      </div>
      <dialog ref={roadTax} className={styles.dialog} aria-labelledby={`${sheetId}-roadtax`}>
        <h2 id={`${sheetId}-roadtax`}>{labels.roadTaxTitle}</h2>
        <p>{labels.roadTaxText}</p>
        <form method="dialog">
          <button type="submit" className={styles.dialogClose}>
            {labels.close}
          </button>
        </form>
      </dialog>
    </>
  );
}
