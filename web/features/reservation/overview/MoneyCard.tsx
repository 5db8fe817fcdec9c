import { formatPrice, type Locale, type Tenant } from '@domain';
import { DisplayPrices } from '@web/components/booking/price/DisplayPrices.tsx';
import { ChargedInIsk, Price } from '@web/components/booking/price/PriceContext.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import type { Payment } from '@web/features/reservation/data.ts';
import { whenText } from '@web/features/reservation/page.ts';
import styles from '@web/features/reservation/reservation.module.css';
import type { Reservation } from '@web/features/reservation/session.ts';
import type { Translate } from './translate.ts';

/** The price lines, what was paid and what is left, and each payment and refund. */
export function MoneyCard({
  tenant,
  locale,
  price,
  netPaid,
  balance,
  payments,
  lineLabels,
  t,
}: {
  tenant: Tenant;
  locale: Locale;
  price: Reservation['price'];
  netPaid: number;
  balance: number;
  payments: Payment[];
  lineLabels: Record<string, string>;
  t: Translate;
}) {
  return (
    <section className={ui.card} aria-labelledby="money">
      <h2 id="money" className={ui.cardTitle}>
        {t('price')}
      </h2>
      {/* In the currency the header names, as the booking steps show it; charged in ISK. */}
      <DisplayPrices tenant={tenant} locale={locale}>
        <dl className={styles.money}>
          {price.lines
            .filter((line) => !['due_now', 'pay_at_pickup'].includes(line.code))
            .map((line) => (
              <div key={line.code} data-code={line.code} data-strong={line.code === 'total'}>
                <dt>{lineLabels[line.code] ?? line.label}</dt>
                <dd>
                  <Price isk={line.amount} />
                </dd>
              </div>
            ))}
          <div data-code="paid">
            <dt>{t('paid')}</dt>
            <dd data-testid="paid">
              <Price isk={netPaid} />
            </dd>
          </div>
          <div data-code="balance" data-strong="true">
            <dt>{t('balance')}</dt>
            <dd data-testid="balance">
              <Price isk={Math.max(0, balance)} />
            </dd>
          </div>
        </dl>
        <ChargedInIsk
          className={`${ui.small} ${ui.muted}`}
          label={t('chargedInIsk', { amount: '{amount}' })}
          isk={price.total}
        />
      </DisplayPrices>
      {payments.length ? (
        <>
          <h3 className={`${ui.cardTitle} ${ui.spaceAbove}`}>{t('payments')}</h3>
          <ul className={styles.plainList} data-testid="payments">
            {payments.map((p) => (
              <li key={p.id} data-status={p.status}>
                {whenText(p.createdAt, locale)}: {p.kind === 'refund' ? t('refund') : t('payment')}{' '}
                {formatPrice(p.amount, 'ISK')} · {t(`paymentStatus.${paymentStatus(p.status)}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function paymentStatus(status: string): 'succeeded' | 'pending' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'cancelled' || status === 'expired') return 'failed';
  return 'pending';
}
