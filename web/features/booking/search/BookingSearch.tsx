import { type Locale, reykjavikDayBounds, type Tenant, todayInReykjavik, visibleLocations } from '@domain';
import { getTranslations } from 'next-intl/server';
import { loadSearchContent } from './content.ts';
import { dateFormatsFor, monthNamesFor, weekdayNamesFor } from './date-text.ts';
import { LazySearchPanel } from './LazySearchPanel.tsx';
import type { SearchPanelLabels } from './labels.ts';
import { panelLocation } from './panel-locations.ts';
import type { SearchInitial } from './panel-state.ts';

export interface BookingSearchProps {
  tenant: Tenant;
  locale: Locale;
  mode: 'home' | 'detail';
  /** Detail mode: the search the visitor is looking at. */
  initial?: SearchInitial | null;
  /** A message above the panel (e.g. "That search link was not valid, choose again"). */
  notice?: string;
  /** Where a search goes (default: the Vehicles step); a reservation's change of terms stays on its page. */
  targetPath?: string;
}

/**
 * The search panel with its content: the brand's locations, hours and rules from the content lake
 * (through `sanityFetch`, so a location manager's publish expires the pages that show it) and
 * every text, Studio labels first and the site's messages where content has none.
 */
export async function BookingSearch({
  tenant,
  locale,
  mode,
  initial,
  notice,
  targetPath,
}: BookingSearchProps) {
  const [content, t] = await Promise.all([
    loadSearchContent(tenant, locale),
    getTranslations({ locale, namespace: 'bookingSearch' }),
  ]);
  const today = todayInReykjavik();
  const studio = content.labels;
  const dates = dateFormatsFor(locale);
  const label = (studioValue: string | null | undefined, fallback: string) => studioValue?.trim() || fallback;
  const labels: SearchPanelLabels = {
    title: t(`title.${tenant}`),
    pickupLocation: label(studio?.pickupLocation, t('pickupLocation')),
    returnLocation: label(studio?.returnLocation, t('returnLocation')),
    pickupDate: label(studio?.pickupDate, t('pickupDate')),
    returnDate: label(studio?.returnDate, t('returnDate')),
    pickupTime: label(studio?.pickupTime, t('pickupTime')),
    returnTime: label(studio?.returnTime, t('returnTime')),
    promoCode: label(studio?.promoCode, t('promoCode')),
    promoPlaceholder: t('promoPlaceholder'),
    search: label(studio?.search, t('search')),
    update: label(studio?.update, t('update')),
    selfService: label(studio?.selfService, t('selfService')),
    selfServiceHint: t('selfServiceHint', { time: '{time}' }),
    selectDates: label(studio?.selectDates, t('selectDates')),
    change: t('change'),
    summaryLink: t('summaryLink'),
    dates,
    calendar: {
      title: label(studio?.selectDates, t('selectDates')),
      previousMonth: t('calendar.previousMonth'),
      nextMonth: t('calendar.nextMonth'),
      close: t('calendar.close'),
      done: t('calendar.done'),
      choosePickup: t('calendar.choosePickup'),
      chooseReturn: t('calendar.chooseReturn'),
      // Placeholders stay in: the browser fills them (no message formatter there).
      rangeStatus: t('calendar.rangeStatus', { pickup: '{pickup}', return: '{return}', days: '{days}' }),
      days: {
        one: t('calendar.dayOne', { count: '{count}' }),
        other: t('calendar.dayOther', { count: '{count}' }),
      },
      nextAvailable: t('calendar.nextAvailable', { date: '{date}' }),
      noneAvailable: t('calendar.noneAvailable'),
      pickupMarker: label(studio?.pickupDate, t('calendar.pickupMarker')),
      returnMarker: label(studio?.returnDate, t('calendar.returnMarker')),
      unavailable: t('calendar.unavailable'),
      closed: t('calendar.closed'),
      beyondLimit: t('calendar.beyondLimit'),
      today: t('calendar.today'),
      keyboardHint: t('calendar.keyboardHint'),
      loading: t('calendar.loading'),
      dayFormat: dates.full,
      monthNames: content.monthNames ?? monthNamesFor(locale),
      weekdayShort: content.weekdayNames ?? weekdayNamesFor(locale, 'short'),
      weekdayLong: weekdayNamesFor(locale, 'long'),
    },
  };
  // Display data (addresses, icons) stays on the server: the panel needs the rules' fields only.
  const locations = visibleLocations(content.locations).map((location) => panelLocation(location, today));
  return (
    <LazySearchPanel
      tenant={tenant}
      locale={locale}
      locations={locations}
      rules={content.rules}
      labels={labels}
      mode={mode}
      initial={
        initial
          ? {
              pickupLocationId: initial.pickupLocationId,
              returnLocationId: initial.returnLocationId,
              pickupDate: initial.pickupDate,
              pickupTime: initial.pickupTime,
              returnDate: initial.returnDate,
              returnTime: initial.returnTime,
              couponCode: initial.couponCode ?? null,
            }
          : null
      }
      notice={notice}
      today={today}
      todayBounds={reykjavikDayBounds(today)}
      targetPath={targetPath}
    />
  );
}
