import ui from '@web/components/booking/ui/booking.module.css';
import { ContractView } from '@web/features/checkin/contract/ContractView.tsx';
import { loadContract, readyToSign } from '@web/features/checkin/data.ts';
import { CheckInFrame } from '@web/features/checkin/frame/CheckInFrame.tsx';
import { openCheckIn } from '@web/features/checkin/gate.ts';
import { checkinPath } from '@web/features/checkin/paths.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

/** The rental agreement (template 1830) filled in with this reservation, in the visitor's language. */
export async function CheckInContractPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, { reservation, status }] = await Promise.all([
    getTranslations({ locale, namespace: 'checkin' }),
    openCheckIn(tenant, locale),
  ]);
  const ready = readyToSign(status);
  const contract = ready ? await loadContract(tenant, locale) : null;
  return (
    <CheckInFrame
      locale={locale}
      step="contract"
      title={t('contract.title')}
      reference={reservation.reference}
      lead={t('contract.lead')}
    >
      {!ready ? (
        <div className={ui.notice} role="status">
          <p>{t('contract.incomplete')}</p>
          <a href={checkinPath('details', locale)}>{t('contract.toDetails')}</a>
        </div>
      ) : contract ? (
        <>
          <ContractView contract={contract} label={t('contract.title')} />
          <p className={ui.notice} data-testid="checkin-locks-changes">
            {t('start.locksChanges')}
          </p>
          <p className={ui.actions}>
            <a className={ui.button} href={checkinPath('signature', locale)}>
              {t('contract.toSign')}
            </a>
          </p>
        </>
      ) : (
        <div className={ui.alert} role="alert">
          <p>{t('contract.unavailable')}</p>
        </div>
      )}
    </CheckInFrame>
  );
}
