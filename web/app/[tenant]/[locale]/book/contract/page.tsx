import { formatPrice } from '@domain';
import { PrintButton } from '@web/components/booking/contract/PrintButton.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import { previewContractOf } from '@web/features/booking/client.ts';
import { acceptAndPay } from '@web/features/booking/contract/action.ts';
import contractStyles from '@web/features/booking/contract/contract.module.css';
import { ContractForm } from '@web/features/booking/contract/Form.tsx';
import { BookingFrame } from '@web/features/booking/frame/BookingFrame.tsx';
import { requireStep } from '@web/features/booking/guard.ts';
import { searchQuery } from '@web/features/booking/search/query.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { BookingSummary, quoteFor } from '@web/features/booking/summary/BookingSummary.tsx';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('bookContract');

/**
 * The Contract step: the rental agreement for exactly this booking (the booking service renders
 * it, as it will record it), printable and as PDF, what is charged now and at pickup, and the
 * acceptance that creates the reservation and opens the payment page.
 */
export default async function ContractPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const { state, details } = await requireStep('contract', tenant, locale);
  const [t, tb, previewed, price] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.contract' }),
    getTranslations({ locale, namespace: 'booking' }),
    previewContractOf(tenant, locale, state, details),
    quoteFor(tenant, state),
  ]);
  if (!previewed.ok) console.error('Contract preview failed', previewed.status, previewed.error);
  const preview = previewed.ok ? previewed.data : null;
  const monthly = TENANT_CONFIG[tenant].features.monthlyPrices;
  const dueNow = price?.dueNow ?? 0;
  const payLabel = dueNow > 0 ? t('pay', { amount: formatPrice(dueNow, 'ISK') }) : t('confirm');
  return (
    <BookingFrame
      tenant={tenant}
      locale={locale}
      step="contract"
      title={t('title')}
      lead={t('lead')}
      vehiclesQuery={searchQuery(state.search)}
      summary={<BookingSummary tenant={tenant} locale={locale} state={state} price={price} />}
    >
      {preview ? (
        <article
          className={`${ui.card} ${contractStyles.document}`}
          data-testid="contract"
          data-sha256={preview.sha256}
        >
          <h2 className={contractStyles.documentTitle}>{preview.document.title}</h2>
          {preview.document.sections.map((section) => (
            <section key={section.heading} className={contractStyles.section}>
              <h3>{section.heading}</h3>
              {section.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </section>
          ))}
          <div className={`${contractStyles.tools} ${contractStyles.noPrint}`}>
            <PrintButton label={t('print')} />
            <a
              className={ui.buttonSecondary}
              href={`/api/booking/contract-pdf/?locale=${locale}`}
              download="vegur-rental-agreement.pdf"
            >
              {t('download')}
            </a>
          </div>
        </article>
      ) : (
        <p className={ui.alert} role="alert">
          {t('unavailable')}
        </p>
      )}
      {price ? (
        <section
          className={`${ui.card} ${contractStyles.pay} ${contractStyles.noPrint}`}
          aria-labelledby="pay-title"
        >
          <h2 id="pay-title" className={ui.cardTitle}>
            {t('payment')}
          </h2>
          <dl className={contractStyles.amounts}>
            <div>
              <dt>{monthly ? t('firstMonth') : t('dueNow')}</dt>
              <dd data-testid="due-now">{formatPrice(price.dueNow, 'ISK')}</dd>
            </div>
            <div>
              <dt>{t('payAtPickup')}</dt>
              <dd>{formatPrice(price.payAtPickup, 'ISK')}</dd>
            </div>
          </dl>
          <p className={ui.small}>{t('chargedIsk', { amount: formatPrice(price.dueNow, 'ISK') })}</p>
          <p className={ui.hint}>{t('secure')}</p>
          {preview ? (
            <ContractForm
              locale={locale}
              expectedTotal={price.total}
              action={acceptAndPay}
              backHref={stepPath('details', locale)}
              labels={{
                accept: t('accept'),
                mustAccept: t('mustAccept'),
                priceChanged: t('priceChanged', { amount: '{amount}' }),
                detailsRefused: t('detailsRefused'),
                failed: t('failed'),
                submit: payLabel,
                back: tb('back'),
              }}
            />
          ) : null}
        </section>
      ) : null}
    </BookingFrame>
  );
}
