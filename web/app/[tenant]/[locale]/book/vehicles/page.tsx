import { dateTimeFormat, type IsoDate, intlLocale, todayInReykjavik } from '@domain';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import { BookingFrame } from '@web/features/booking/frame/BookingFrame.tsx';
import { BookingSearch } from '@web/features/booking/search/BookingSearch.tsx';
import { loadSearchContent } from '@web/features/booking/search/content.ts';
import {
  closedDayInLink,
  defaultSearch,
  parseClassParam,
  parseSearchParams,
  searchQuery,
} from '@web/features/booking/search/query.ts';
import { readBookingState } from '@web/features/booking/state.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { VehiclesStep } from '@web/features/booking/vehicles/VehiclesStep.tsx';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';

export const generateMetadata: (props: { params: Promise<SiteParams> }) => Promise<Metadata> =
  routeMetadata('bookVehicles');

type Query = Record<string, string | string[] | undefined>;

/** A first search's length: a typical week's trip; the lease brand rents by the month. */
const RENTAL_DAYS = 7;
const LEASE_DAYS = 30;

/**
 * The Vehicles step. Its address is the search (a deep link campaigns and affiliates can use);
 * without one it resumes the booking in progress, or shows the search panel to start one.
 */
export default async function VehiclesPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Query>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const [content, t] = await Promise.all([
    loadSearchContent(tenant, locale),
    getTranslations({ locale, namespace: 'booking' }),
  ]);
  const today: IsoDate = todayInReykjavik();
  const parsed = parseSearchParams(query, content, today);
  // A vehicle page's Book button names a class and no dates: the search in progress, or else a
  // first search the visitor can change on the panel above the results.
  const classId = parseClassParam(query);
  if (!parsed.ok && parsed.reason === 'missing') {
    const state = await readBookingState(tenant);
    if (state) redirect(stepPath('vehicles', locale, searchQuery(state.search, classId)));
    if (classId) {
      const days = TENANT_CONFIG[tenant].features.monthlyPrices ? LEASE_DAYS : RENTAL_DAYS;
      const first = defaultSearch(content, days, today);
      if (first) redirect(stepPath('vehicles', locale, searchQuery(first, classId)));
      console.warn(`Vehicles step: no pickup day in the next 60 days for a link to class ${classId}`);
    }
  }
  if (!parsed.ok) {
    // No search yet, or a link that cannot be booked: the search panel, with a message for the
    // latter that names a closed day when that is the reason.
    const closed = parsed.reason === 'invalid' ? closedDayInLink(query, content, today) : null;
    const dayText = closed
      ? dateTimeFormat(intlLocale(locale), {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${closed.date}T00:00:00Z`))
      : '';
    const notice = closed
      ? t(closed.kind === 'pickup' ? 'vehicles.closedPickupDay' : 'vehicles.closedReturnDay', {
          location: closed.location,
          date: dayText,
        })
      : parsed.reason === 'invalid'
        ? t('vehicles.invalidLink')
        : undefined;
    return (
      <BookingFrame tenant={tenant} locale={locale} step="vehicles" title={t('vehicles.title')}>
        <BookingSearch tenant={tenant} locale={locale} mode="home" notice={notice} />
      </BookingFrame>
    );
  }
  const { search } = parsed;
  const taken = typeof query.taken === 'string' ? query.taken : undefined;
  return (
    <BookingFrame
      tenant={tenant}
      locale={locale}
      step="vehicles"
      title={t('vehicles.title')}
      vehiclesQuery={searchQuery(search)}
      top={<BookingSearch tenant={tenant} locale={locale} mode="detail" initial={search} />}
    >
      <VehiclesStep
        tenant={tenant}
        locale={locale}
        search={search}
        content={content}
        taken={taken}
        highlight={classId}
      />
    </BookingFrame>
  );
}
