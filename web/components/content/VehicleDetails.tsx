import { type Locale, pickDisplayCurrency, type Tenant } from '@domain';
import { classLinkQuery } from '@web/features/booking/search/query.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { catalogueOf } from '@web/lib/booking/catalogue.ts';
import { getTranslations } from 'next-intl/server';
import type { PageDocument } from '../../lib/content/pages.ts';
import { exchangeRates } from '../../lib/content/services.ts';
import { TENANT_CONFIG } from '../../lib/tenants.ts';
import { VehicleArt } from '../vehicles/VehicleArt.tsx';
import styles from './content.module.css';
import { formatIskIn } from './price-text.ts';
import { VehicleFromPrice } from './VehicleFromPrice.tsx';
import { type Fact, findCatalogueClass, fromPrice, keyFacts, type OfferedClass } from './vehicle-offer.ts';

type VehicleContent = Extract<PageDocument, { _type: 'vehiclePage' }>['vehicle'];

/** The page's class from the booking service, or null (logged: the page then shows content facts). */
async function catalogueClass(tenant: Tenant, pageId: string, vehicle: NonNullable<VehicleContent>) {
  try {
    const found = findCatalogueClass(await catalogueOf(tenant), vehicle.rentalId);
    if (found.ok) return found.vehicle;
    if (found.reason === 'no_catalogue') {
      console.error(
        `Vehicle page ${pageId}: the booking catalogue answered ${found.status} ${found.code}; no price shown`,
      );
      return null;
    }
    console.warn(
      `Vehicle page ${pageId}: rental ${vehicle.rentalId ?? '(none)'} ${
        found.reason === 'not_in_catalogue' ? 'is not in the booking catalogue' : 'is not set'
      }; no price or Book button shown`,
    );
  } catch (error) {
    console.error(`Vehicle page ${pageId}: the booking service failed; no price shown`, error);
  }
  return null;
}

type T = Awaited<ReturnType<typeof getTranslations<'vehicle'>>>;

function factValue(fact: Fact, t: T): string {
  switch (fact.key) {
    case 'sleepingSpots':
    case 'seats':
    case 'doors':
      return String(fact.value);
    case 'luggage':
      return t('luggageCount', { count: fact.value });
    case 'transmission':
      return t(fact.value);
    case 'fuel':
      return t(`fuelTypes.${fact.value}`);
    case 'fRoad':
      return fact.value ? t('fRoadAllowed') : t('fRoadNotAllowed');
    case 'fourWheelDrive':
    case 'kitchen':
    case 'heating':
      return fact.value ? t('yes') : t('no');
  }
}

/** Content's own facts, when the booking service cannot describe the class. */
function contentFacts(vehicle: NonNullable<VehicleContent>): Fact[] {
  const facts: Fact[] = [];
  if (vehicle.sleepingSpots) facts.push({ key: 'sleepingSpots', value: vehicle.sleepingSpots });
  if (vehicle.seats) facts.push({ key: 'seats', value: vehicle.seats });
  if (vehicle.transmission === 'automatic' || vehicle.transmission === 'manual')
    facts.push({ key: 'transmission', value: vehicle.transmission });
  if (typeof vehicle.fourWheelDrive === 'boolean')
    facts.push({ key: 'fourWheelDrive', value: vehicle.fourWheelDrive });
  if (vehicle.sleepingSpots && typeof vehicle.kitchen === 'boolean')
    facts.push({ key: 'kitchen', value: vehicle.kitchen });
  if (vehicle.sleepingSpots && typeof vehicle.heating === 'boolean')
    facts.push({ key: 'heating', value: vehicle.heating });
  return facts;
}

async function Offer({
  vehicle,
  tenant,
  locale,
  t,
}: {
  vehicle: OfferedClass;
  tenant: Tenant;
  locale: Locale;
  t: T;
}) {
  const price = fromPrice(vehicle.rates, vehicle.roadTaxPerDay);
  // Lease prices are monthly and in krónur (no currency picker).
  const fixedIsk = !TENANT_CONFIG[tenant].features.currencyPicker;
  const rates = price && !fixedIsk ? await exchangeRates() : null;
  // The page is cached for every visitor: the server writes the language's currency and the
  // browser switches to a stored choice after hydration.
  const serverCurrency = fixedIsk ? 'ISK' : pickDisplayCurrency(locale, undefined);
  const template = price?.unit === 'month' ? 'fromPerMonth' : 'fromPerDay';
  const [before, after] = t(template, { price: '{price}' }).split('{price}');
  return (
    <div className={styles.offer} data-testid="vehicle-offer">
      {price ? (
        <>
          <p className={styles.fromPrice}>
            {before}
            {fixedIsk ? (
              <strong data-testid="vehicle-from-price" data-currency="ISK">
                {formatIskIn(price.amount, 'ISK', null)}
              </strong>
            ) : (
              <VehicleFromPrice
                isk={price.amount}
                tenant={tenant}
                locale={locale}
                rates={rates}
                serverCurrency={serverCurrency}
                serverText={formatIskIn(price.amount, serverCurrency, rates)}
              />
            )}
            {after}
          </p>
          <p className={styles.priceNote}>{price.unit === 'month' ? t('monthlyNote') : t('dailyNote')}</p>
        </>
      ) : null}
      <a
        className={styles.bookButton}
        href={stepPath('vehicles', locale, classLinkQuery(vehicle.id))}
        data-testid="vehicle-book"
      >
        {t('book')}
      </a>
    </div>
  );
}

/**
 * A vehicle page's booking part: the class's key facts from the booking
 * service's catalogue (campers' kitchen and heating from content), its "from" price and a Book
 * button into the Vehicles step for that class. Without the class in the catalogue the page keeps
 * content's facts and shows neither price nor button. A page without a photograph gets its
 * class's drawing beside the price instead (`withArt`).
 */
export async function VehicleDetails({
  pageId,
  vehicle,
  tenant,
  locale,
  withArt = false,
}: {
  pageId: string;
  vehicle: VehicleContent;
  tenant: Tenant;
  locale: Locale;
  withArt?: boolean;
}) {
  if (!vehicle) return null;
  const [t, booked] = await Promise.all([
    getTranslations({ locale, namespace: 'vehicle' }),
    catalogueClass(tenant, pageId, vehicle),
  ]);
  const facts = booked ? keyFacts(booked, vehicle) : contentFacts(vehicle);
  return (
    <section
      className={`${styles.vehicleDetails} ${withArt ? styles.withArt : ''}`}
      aria-labelledby="vehicle-facts-title"
    >
      {withArt ? (
        <div className={styles.vehicleArt} data-testid="vehicle-art">
          <VehicleArt category={booked?.category} />
        </div>
      ) : null}
      {booked ? <Offer vehicle={booked} tenant={tenant} locale={locale} t={t} /> : null}
      <div className={styles.factsBox}>
        <h2 id="vehicle-facts-title" className={styles.factsTitle}>
          {t('factsTitle')}
        </h2>
        <dl
          className={styles.factList}
          data-testid="vehicle-facts"
          data-source={booked ? 'catalogue' : 'content'}
        >
          {facts.map((fact) => (
            <div key={fact.key} data-fact={fact.key}>
              <dt>{t(`facts.${fact.key}`)}</dt>
              <dd>{factValue(fact, t)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
