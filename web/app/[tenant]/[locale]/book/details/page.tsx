import { countryOptions, defaultCountry, formatPrice, todayInReykjavik, validationMessages } from '@domain';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import { saveDetails } from '@web/features/booking/details/action.ts';
import { DetailsForm, type DetailsLabels } from '@web/features/booking/details/Form.tsx';
import { type DetailsValues, emptyDetails } from '@web/features/booking/details/model.ts';
import { BookingFrame } from '@web/features/booking/frame/BookingFrame.tsx';
import { requireStep } from '@web/features/booking/guard.ts';
import { searchQuery } from '@web/features/booking/search/query.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { BookingSummary } from '@web/features/booking/summary/BookingSummary.tsx';
import { catalogueOf } from '@web/lib/booking/catalogue.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('bookDetails');

export default async function DetailsPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const { state, details: saved } = await requireStep('details', tenant, locale);
  const [t, tb, catalogueResult, requestHeaders] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.details' }),
    getTranslations({ locale, namespace: 'booking' }),
    catalogueOf(tenant),
    headers(),
  ]);
  if (!catalogueResult.ok) throw new Error(`The catalogue could not be read (${catalogueResult.error.code})`);
  const catalogue = catalogueResult.data;
  const vehicle = catalogue.vehicles.find((c) => c.id === state.vehicleId);
  const countries = countryOptions(locale).map(({ code, name }) => ({ code, name }));
  // The browser's languages suggest the visitor's country (en-US → United States); they can change it.
  const languages = (requestHeaders.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  const extraDrivers = state.options.extraDrivers;
  const savedValues = saved?.values;
  const fresh = emptyDetails(defaultCountry(languages) ?? '', extraDrivers);
  // A lease starts and ends on the searched days, delivered at the searched time: prefilled.
  if (tenant === 'lease') {
    fresh.lease = {
      leaseStartDate: state.search.pickupDate,
      leaseEndDate: state.search.returnDate,
      deliveryTime: state.search.pickupTime,
      deliveryLocation: '',
    };
  }
  const defaults: DetailsValues = savedValues
    ? { ...savedValues, extraDrivers: fresh.extraDrivers.map((d, i) => savedValues.extraDrivers[i] ?? d) }
    : fresh;
  // The domain's field names, so labels and its validation messages say the same thing.
  const fieldLabels = validationMessages(locale).labels;
  const label = (field: keyof typeof fieldLabels) => fieldLabels[field];
  const labels: DetailsLabels = {
    personal: t('personal'),
    drivers: t('drivers'),
    trip: t('trip'),
    lease: t('lease'),
    optional: t('optional'),
    firstName: label('firstName'),
    lastName: label('lastName'),
    email: label('email'),
    phone: label('phone'),
    phoneHint: t('phoneHint'),
    phoneDetected: t('phoneDetected', { country: '{country}' }),
    country: label('country'),
    countryHint: t('countryHint'),
    chooseCountry: t('chooseCountry'),
    dateOfBirth: label('dateOfBirth'),
    ssn: label('ssn'),
    ssnHint: t('ssnHint'),
    address: t('address'),
    addressLine: label('address'),
    zipcode: label('zipcode'),
    city: label('city'),
    bookerDrives: t('bookerDrives'),
    yes: t('yes'),
    someoneElse: t('someoneElse'),
    mainDriver: t('mainDriver'),
    extraDriver: t('extraDriver', { number: '{number}' }),
    free: t('free'),
    perDayPrice: t('perDayPrice', { price: '{price}' }),
    givenName: t('givenName'),
    familyName: t('familyName'),
    birthDate: t('birthDate'),
    driverAge: t('driverAge', { age: '{age}' }),
    changeDrivers: t('changeDrivers'),
    numberOfPassengers: label('numberOfPassengers'),
    flightNumber: label('flightNumber'),
    flightHint: t('flightHint'),
    arrivalTime: label('arrivalTime'),
    specialComments: label('specialComments'),
    leaseStartDate: label('leaseStartDate'),
    leaseEndDate: label('leaseEndDate'),
    deliveryTime: label('deliveryTime'),
    deliveryLocation: label('deliveryLocation'),
    errorSummary: t('errorSummary'),
    draftRestored: t('draftRestored'),
    back: tb('back'),
    continue: tb('continue'),
  };
  return (
    <BookingFrame
      tenant={tenant}
      locale={locale}
      step="details"
      title={t('title')}
      lead={t('lead')}
      vehiclesQuery={searchQuery(state.search)}
      summary={<BookingSummary tenant={tenant} locale={locale} state={state} />}
    >
      <DetailsForm
        tenant={tenant}
        locale={locale}
        defaults={defaults}
        saved={Boolean(savedValues)}
        extraDrivers={extraDrivers}
        freeExtraDrivers={catalogue.policy.freeExtraDrivers}
        extraDriverPrice={formatPrice(catalogue.policy.extraDriverPerDay, 'ISK')}
        minDriverAge={vehicle?.minDriverAge ?? 18}
        pickupDate={state.search.pickupDate}
        today={todayInReykjavik()}
        countries={countries}
        labels={labels}
        action={saveDetails}
        backHref={stepPath('options', locale)}
        optionsHref={stepPath('options', locale)}
      />
    </BookingFrame>
  );
}
