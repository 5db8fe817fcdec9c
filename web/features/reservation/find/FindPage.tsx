import ui from '@web/components/booking/ui/booking.module.css';
import { FindForm } from '@web/features/reservation/find/Form.tsx';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

/** Find: reference plus e-mail address or last name opens the reservation session. */
export async function FindPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.find' }),
    searchParams,
  ]);
  return (
    <ReservationFrame locale={locale} title={t('title')} narrow route="reservationFind">
      <p className={ui.lead}>{t('lead')}</p>
      {query.link === 'expired' ? (
        <p className={ui.notice} role="status">
          {t('linkExpired')}
        </p>
      ) : null}
      <FindForm
        locale={locale}
        labels={{
          reference: t('reference'),
          referenceHint: t('referenceHint'),
          owner: t('owner'),
          ownerHint: t('ownerHint'),
          submit: t('submit'),
          busy: t('busy'),
          errors: {
            notFound: t('errors.notFound'),
            // The browser fills in the minutes (no message formatter there).
            rateLimited: {
              one: t('errors.rateLimitedOne', { minutes: '{minutes}' }),
              other: t('errors.rateLimitedOther', { minutes: '{minutes}' }),
            },
            invalid: t('errors.invalid'),
            failed: t('errors.failed'),
          },
        }}
      />
    </ReservationFrame>
  );
}
