import ui from '@web/components/booking/ui/booking.module.css';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import { BookingFrame } from '@web/features/booking/frame/BookingFrame.tsx';
import { searchQuery } from '@web/features/booking/search/query.ts';
import { readBookingState } from '@web/features/booking/state.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { localizePath } from '@web/lib/paths.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('bookError');

const REASONS = ['vehicle_taken', 'session_expired', 'payment_failed', 'unknown'] as const;
type Reason = (typeof REASONS)[number];

/**
 * What went wrong and the way back (no session check here). The reason comes from
 * the address and only picks a text: it never changes any state.
 */
export default async function BookingErrorPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const reason: Reason = REASONS.find((r) => r === query.reason) ?? 'unknown';
  const [t, state] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.error' }),
    readBookingState(tenant),
  ]);
  const actions: { href: string; label: string; primary?: boolean }[] = [];
  if (reason === 'vehicle_taken' && state)
    actions.push({
      href: stepPath('vehicles', locale, searchQuery(state.search)),
      label: t('chooseVehicle'),
      primary: true,
    });
  if (reason === 'payment_failed' && state?.reservation)
    actions.push({ href: stepPath('contract', locale), label: t('retryPayment'), primary: true });
  actions.push({ href: stepPath('vehicles', locale), label: t('newSearch'), primary: actions.length === 0 });
  actions.push({ href: localizePath('/reservation/find/', locale), label: t('findReservation') });
  actions.push({ href: localizePath('/', locale), label: t('home') });
  return (
    <BookingFrame tenant={tenant} locale={locale} step="vehicles" title={t('title')} hideSteps>
      <section className={ui.alert} role="alert" data-reason={reason}>
        <h2>{t(`${reason}.title`)}</h2>
        <p>{t(`${reason}.text`)}</p>
      </section>
      <ul className={ui.linkList}>
        {actions.map((action) => (
          <li key={action.href + action.label}>
            <a className={action.primary ? ui.button : ui.buttonSecondary} href={action.href}>
              {action.label}
            </a>
          </li>
        ))}
      </ul>
    </BookingFrame>
  );
}
