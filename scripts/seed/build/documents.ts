/**
 * Builds every seed document from the texts in `content/`. One function per document type;
 * ids are deterministic (`<type>.<tenant>[.<language>][.<key>]`) so `createIfNotExists` makes
 * seeding idempotent.
 */

import type { LocalizedNames } from '@booking/rules/types.ts';
import {
  SEED_CLASSES,
  SEED_EXTRAS,
  SEED_INSURANCE,
  SEED_LOCATIONS,
  SEED_PROMOS,
  SEED_SETTINGS,
  seedPlate,
} from '@booking/seed/fleet.ts';
import { rateTableOf } from '@domain/catalogue.ts';
import { singletonId } from '@schemas/constants.ts';
import * as blog from '../content/blog.ts';
import { BRAND, MAP_EMBEDS, MAP_LINKS, OFFICE_TITLES, OFFICES, SOCIALS } from '../content/brand.ts';
import * as fleet from '../content/fleet.ts';
import * as labels from '../content/labels.ts';
import { LOCATION_ICONS, specialHoursFor } from '../content/locations.ts';
import * as pages from '../content/pages.ts';
import type { ImageLibrary, Mood } from '../images.ts';
import {
  addDays,
  image,
  isoDay,
  type L,
  LOCALES,
  type Locale,
  link,
  localized,
  key as makeKey,
  navLink,
  ref,
  richText,
  type SeedDoc,
  sitePath,
  slug,
  type Tenant,
} from '../lib.ts';
import { COLOURS, type FleetClass, shapeOf } from './assets.ts';

const TENANTS: Tenant[] = ['cars', 'campers', 'lease'];
const MOODS: Mood[] = ['summer', 'winter', 'spring', 'sunset', 'midnight-sun', 'overcast'];

export interface BuildContext {
  today: Date;
  images: ImageLibrary;
}

const pageId = (type: string, tenant: Tenant, language: Locale, name: string) =>
  `${type}.${tenant}.${language}.${name}`;

function pageDoc(
  type: string,
  tenant: Tenant,
  language: Locale,
  name: string,
  fields: Record<string, unknown>,
): SeedDoc {
  return {
    _id: type === 'homePage' ? singletonId(type, tenant, language) : pageId(type, tenant, language, name),
    _type: type,
    ...fields,
    blocks: (fields.blocks as unknown[] | undefined) ?? [],
    tenant,
    language,
    translationKey: `${type}.${tenant}.${name}`,
  };
}

/** Strips nulls: the Studio stores a closed day as a missing field, never as null. */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, clean(v)]),
    ) as T;
  }
  return value;
}

function typedHours(hours: unknown) {
  const h = clean(hours) as {
    isSameHoursAllDays?: boolean;
    allDaysHours?: object;
    dailyHours?: Record<string, object>;
  };
  return {
    _type: 'weeklyHours',
    isSameHoursAllDays: Boolean(h.isSameHoursAllDays),
    ...(h.allDaysHours ? { allDaysHours: { _type: 'hoursRange', ...h.allDaysHours } } : {}),
    ...(h.dailyHours
      ? {
          dailyHours: {
            _type: 'dailyHours',
            ...Object.fromEntries(
              Object.entries(h.dailyHours).map(([day, range]) => [day, { _type: 'hoursRange', ...range }]),
            ),
          },
        }
      : {}),
  };
}

// ------------------------------------------------------------------ locations, rentals, settings

/** Which booking locations each brand shows; the others are kept but hidden (SPEC: hidden). */
const VISIBLE_LOCATIONS: Record<Tenant, string[]> = {
  cars: ['kef', 'rvk', 'aey', 'egs'],
  campers: ['kef', 'rvk', 'aey', 'egs'],
  lease: ['rvk'],
};

function locationDocs(today: Date): SeedDoc[] {
  return TENANTS.flatMap((tenant) =>
    SEED_LOCATIONS.map((loc) => {
      const hours = loc.hours;
      const address = OFFICES[loc.id === 'kef' ? 'keflavik' : loc.id === 'rvk' ? 'reykjavik' : 'keflavik'];
      const [street, rest] = loc.address.split(', ');
      const [postalCode, ...city] = (rest ?? '').split(' ');
      return clean({
        _id: `location.${tenant}.${loc.id}`,
        _type: 'location',
        title: localized(loc.titles),
        locationId: loc.id,
        tenant,
        icon: LOCATION_ICONS[loc.id],
        address: {
          _type: 'address',
          ...(loc.id === 'kef' || loc.id === 'rvk' ? address : { street, postalCode, city: city.join(' ') }),
        },
        hidden: !VISIBLE_LOCATIONS[tenant].includes(loc.id),
        // The airport first: most visitors land at Keflavik.
        sortOrder: SEED_LOCATIONS.indexOf(loc) + 1,
        returnAnytime: Boolean(hours.returnAnytime),
        operatingHoursHighSeason: hours.operatingHoursHighSeason
          ? typedHours(hours.operatingHoursHighSeason)
          : null,
        operatingHoursLowSeason: hours.operatingHoursLowSeason
          ? typedHours(hours.operatingHoursLowSeason)
          : null,
        // The lease brand hands cars over by appointment: no key boxes.
        selfService: tenant !== 'lease' && Boolean(hours.selfService),
        selfServiceHours:
          tenant !== 'lease' && hours.selfService && hours.selfServiceHours
            ? { _type: 'timeRange', ...hours.selfServiceHours }
            : null,
        specialOperatingHours: specialHoursFor(loc.id, today).map((entry) => ({
          _type: 'specialHours',
          _key: makeKey('special', tenant, loc.id, entry.date),
          ...entry,
        })),
      }) as SeedDoc;
    }),
  );
}

function rentalDocs(): SeedDoc[] {
  return TENANTS.flatMap((tenant) =>
    SEED_CLASSES[tenant].map((c) => ({
      _id: `rental.${c.rentalId}`,
      _type: 'rental',
      rentalId: String(c.rentalId),
      name: `${BRAND[tenant].name} · ${c.name}`,
      locations: Object.keys(c.units).map((locationId) => ({
        _type: 'rentalLocation',
        _key: makeKey('rental', c.rentalId, locationId),
        location: ref(`location.${tenant}.${locationId}`),
        pickupId: locationId,
        returnId: locationId,
      })),
    })),
  );
}

const monthDay = (value: { month: number; day: number }) => ({ _type: 'monthDay', ...value });

function settingsDocs(): SeedDoc[] {
  return TENANTS.map((tenant) => {
    // The lease brand has no season pricing, but its office hours still follow the summer.
    const season = SEED_SETTINGS[tenant].highSeason ?? {
      start: { month: 6, day: 1 },
      end: { month: 8, day: 31 },
    };
    return {
      _id: singletonId('settings', tenant),
      _type: 'settings',
      tenant,
      highSeason: { _type: 'seasonRange', start: monthDay(season.start), end: monthDay(season.end) },
      selfService: SEED_SETTINGS[tenant].selfService,
      ...bookingSettings(tenant),
    };
  });
}

/** The brand's one-way fees and booking rules: a new database sets the brand up from these. */
function bookingSettings(tenant: Tenant) {
  const s = SEED_SETTINGS[tenant];
  const limits = s.rentalLimits;
  return {
    oneWayFees: s.oneWayFees.map((f) => ({
      _type: 'oneWayFee',
      _key: makeKey('fee', tenant, f.from, f.to),
      ...f,
    })),
    defaultOneWayFee: s.defaultOneWayFee,
    bookingRules: {
      _type: 'bookingRules',
      brandName: s.brandName,
      minRentalDays: s.minRentalDays,
      graceMinutes: s.graceMinutes,
      turnaroundMinutes: s.turnaroundMinutes,
      freeCancellationHours: s.freeCancellationHours,
      selfServiceMinHours: s.selfServiceMinHours,
      termsChangeMinHours: s.termsChangeMinHours,
      checkInOpensHours: s.checkInOpensHours,
      freeExtraDrivers: s.freeExtraDrivers,
      maxExtraDrivers: s.maxExtraDrivers,
      extraDriverPerDay: s.extraDriverPerDay,
      roadTaxElectric: s.roadTaxPerDay.electric,
      roadTaxHybrid: s.roadTaxPerDay.hybrid,
      dueNow: s.dueNow.kind,
      dueNowPercent: s.dueNow.kind === 'percent' ? s.dueNow.percent : 0,
      maxRentalDays: limits && 'days' in limits.maxLength ? limits.maxLength.days : 0,
      maxRentalMonths: limits && 'months' in limits.maxLength ? limits.maxLength.months : 0,
      horizonMonths: limits?.horizonMonths ?? 24,
    },
  };
}

/** The insurance ladder and extras of each brand (booking/seed/fleet.ts holds the demo values). */
function catalogueDocs(): SeedDoc[] {
  const name = (en: string, names: LocalizedNames | undefined) => ({ _type: 'localeString', en, ...names });
  return TENANTS.flatMap((tenant) => [
    ...SEED_INSURANCE[tenant].map((c) => ({
      _id: `insuranceCover.${tenant}.${c.id}`,
      _type: 'insuranceCover',
      tenant,
      coverId: c.id,
      kind: c.kind,
      name: name(c.name, c.names),
      perDay: c.perDay,
      ...(c.kind === 'package' ? { excess: c.excess ?? 0, deposit: c.deposit ?? 0 } : {}),
      includes: c.includes,
      sortOrder: c.sort,
      retired: false,
    })),
    ...SEED_EXTRAS[tenant].map((e) => ({
      _id: `rentalExtra.${tenant}.${e.id}`,
      _type: 'rentalExtra',
      tenant,
      extraId: e.id,
      name: name(e.name, e.names),
      pricing: e.pricing,
      price: e.price,
      maxQuantity: e.maxQuantity,
      sortOrder: e.sort,
      retired: false,
    })),
  ]);
}

/** A class's rates in the Studio's table shape, with the keys the Studio gives array items. */
function rateTableDoc(c: FleetClass) {
  const table = rateTableOf(c.rates);
  return {
    _type: 'rateTable',
    ...table,
    ...(table.seasons
      ? {
          seasons: table.seasons.map((row) => ({
            _type: 'rateSeason',
            _key: makeKey('season', c.id, String(row.season)),
            season: row.season,
            tiers: (row.tiers ?? []).map((t) => ({
              _type: 'rateTier',
              _key: makeKey('tier', c.id, String(row.season), String(t.minDays)),
              ...t,
            })),
          })),
        }
      : {}),
  };
}

/** The demo fleet's units, numbered per brand in class order (the plates the tests know). */
function unitDocs(
  tenant: Tenant,
): Map<string, { _type: string; _key: string; plate: string; locationId: string; inService: boolean }[]> {
  const out = new Map<
    string,
    { _type: string; _key: string; plate: string; locationId: string; inService: boolean }[]
  >();
  let n = 0;
  for (const c of classesOf(tenant)) {
    const list: { _type: string; _key: string; plate: string; locationId: string; inService: boolean }[] = [];
    for (const [locationId, count] of Object.entries(c.units)) {
      for (let i = 0; i < count; i++) {
        const plate = seedPlate(tenant, n++);
        list.push({ _type: 'fleetUnit', _key: makeKey('unit', plate), plate, locationId, inService: true });
      }
    }
    out.set(c.id, list);
  }
  return out;
}

function siteSettingsDocs(): SeedDoc[] {
  return TENANTS.map((tenant) => ({
    _id: singletonId('siteSettings', tenant),
    _type: 'siteSettings',
    tenant,
    socials: socials(tenant),
    email: BRAND[tenant].email,
    phone: BRAND[tenant].phone,
    phoneSecondary: BRAND[tenant].phoneSecondary,
    mapLinkKeflavik: MAP_LINKS.keflavik,
    mapLinkReykjavik: MAP_LINKS.reykjavik,
  }));
}

function socials(tenant: Tenant) {
  return SOCIALS[tenant].map((s) => ({
    _type: 'socialLink',
    _key: makeKey('social', tenant, s.platform),
    ...s,
  }));
}

function localeFields(texts: Record<string, L>, type: 'localeString' | 'localeText' = 'localeString') {
  return Object.fromEntries(Object.entries(texts).map(([name, value]) => [name, localized(value, type)]));
}

function labelDocs(images: Record<string, string>): SeedDoc[] {
  return TENANTS.flatMap((tenant) => [
    {
      _id: singletonId('regionLabels', tenant),
      _type: 'regionLabels',
      tenant,
      ...localeFields(labels.REGION_LABELS),
    },
    {
      _id: singletonId('bookingSearchLabels', tenant),
      _type: 'bookingSearchLabels',
      tenant,
      ...localeFields(labels.BOOKING_SEARCH_LABELS),
    },
    {
      _id: singletonId('calendarLabels', tenant),
      _type: 'calendarLabels',
      tenant,
      monthNames: names(labels.MONTH_NAMES, 'month'),
      weekdayNames: names(labels.WEEKDAY_NAMES, 'weekday'),
    },
    {
      _id: singletonId('shuttleTrackerTexts', tenant),
      _type: 'shuttleTrackerTexts',
      tenant,
      ...localeFields(
        Object.fromEntries(Object.entries(labels.SHUTTLE_TEXTS).filter(([k]) => k !== 'description')),
      ),
      description: localized(labels.SHUTTLE_TEXTS.description!, 'localeText'),
      mapImage: image(images.map!, { alt: 'Map of the area around Keflavik Airport' }),
      shuttleIcon: image(images.marker!, { alt: 'Shuttle bus' }),
    },
    {
      _id: singletonId('notFoundText', tenant),
      _type: 'notFoundText',
      tenant,
      title: localized(labels.NOT_FOUND.title!),
      text: localized(labels.NOT_FOUND.text!, 'localeText'),
      homeLinkLabel: localized(labels.NOT_FOUND.homeLinkLabel!),
    },
  ]);
}

function names(list: L<string[]>, kind: string) {
  return list.en.map((_, index) => ({
    _type: 'localeString',
    _key: makeKey(kind, index),
    ...Object.fromEntries(LOCALES.map((language) => [language, list[language][index] ?? ''])),
  }));
}

function bannerDocs(): SeedDoc[] {
  return TENANTS.map((tenant) => {
    const b = labels.BANNER[tenant];
    return {
      _id: singletonId('bannerSettings', tenant),
      _type: 'bannerSettings',
      tenant,
      active: b.active,
      template: {
        title: localized(b.texts.title!),
        text: localized(b.texts.text!, 'localeText'),
        expanderText: localized(b.texts.expanderText!, 'localeText'),
        important: b.important,
      },
    };
  });
}

/** Banner and title of a promotion that only runs as a code (never in the popup). */
const CODE_ONLY_TEXT = {
  en: '{percentage} off with the code {promoCode}',
  de: '{percentage} Rabatt mit dem Code {promoCode}',
  es: '{percentage} de descuento con el código {promoCode}',
  fr: '{percentage} de réduction avec le code {promoCode}',
  is: '{percentage} afsláttur með kóðanum {promoCode}',
};

/** An ISO instant as the Studio's date and time (Iceland is on UTC all year). */
const icelandDateTime = (iso: string) => ({ date: iso.slice(0, 10), time: iso.slice(11, 16) });

/**
 * Every promo code of the booking seed is a promotion in the content (content is the source of
 * truth: the booking service copies codes, discounts and dates from it). The running one carries
 * the popup's texts; the others (an expired one, the lease brand's) are codes only.
 */
function promotionDocs(today: Date, promoImages: Record<string, string>): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const tenant of TENANTS) {
    const template = labels.PROMOTION_TEMPLATES[tenant];
    const promoLabels = {
      buttonText: localized(labels.PROMOTION_LABELS.buttonText!),
      days: localized(labels.PROMOTION_LABELS.days!),
      hours: localized(labels.PROMOTION_LABELS.hours!),
      minutes: localized(labels.PROMOTION_LABELS.minutes!),
      seconds: localized(labels.PROMOTION_LABELS.seconds!),
    };
    const now = today.getTime();
    const running = SEED_PROMOS[tenant].find(
      (p) => Date.parse(p.validFrom) <= now && Date.parse(p.validTo) >= now,
    );
    const codeFields = (p: (typeof SEED_PROMOS)[Tenant][number]) => ({
      code: p.code,
      discount: p.percent,
      validDates: { from: icelandDateTime(p.validFrom), to: icelandDateTime(p.validTo) },
    });
    for (const promo of SEED_PROMOS[tenant]) {
      if (template && promo === running) continue;
      docs.push({
        _id: `promotionTemplate.${tenant}.${promo.code.toLowerCase()}`,
        _type: 'promotionTemplate',
        name: `${promo.code} (${promo.percent} %)`,
        tenant,
        ...codeFields(promo),
        banner: localized(CODE_ONLY_TEXT),
        title: localized(CODE_ONLY_TEXT),
      });
    }
    if (!template) {
      docs.push({
        _id: singletonId('promotionSettings', tenant),
        _type: 'promotionSettings',
        tenant,
        labels: promoLabels,
      });
      continue;
    }
    if (!running) throw new Error(`The booking seed has no promo code valid today for ${tenant}`);
    const id = `promotionTemplate.${tenant}.current`;
    const t = template.texts;
    docs.push({
      _id: id,
      _type: 'promotionTemplate',
      name: template.name,
      tenant,
      ...codeFields(running),
      banner: localized(t.banner!),
      title: localized(t.title!),
      text: localized(t.text!, 'localeText'),
      note: localized(t.note!, 'localeText'),
      image: image(promoImages[tenant]!, { alt: t.alt!.en, hotspot: { x: 0.5, y: 0.35 } }),
    });
    docs.push({
      _id: singletonId('promotionSettings', tenant),
      _type: 'promotionSettings',
      tenant,
      template: ref(id),
      validDates: {
        from: { date: isoDay(addDays(today, -7)), time: '00:00' },
        to: { date: isoDay(addDays(today, 24)), time: '23:59' },
      },
      labels: promoLabels,
    });
  }
  return docs;
}

// ------------------------------------------------------------------ vehicles

function classesOf(tenant: Tenant): FleetClass[] {
  return SEED_CLASSES[tenant];
}

function categoriesOf(tenant: Tenant): string[] {
  return [...new Set(classesOf(tenant).map((c) => c.category))];
}

const brandOf = (name: string) => name.split(' ')[0] ?? name;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Campers' kitchen and heating (content facts: the booking classes have no such fields). Every
 * camper has a parking heater; the rooftop-tent 4x4 has no kitchen on board.
 */
function camperEquipment(c: FleetClass): { kitchen?: boolean; heating?: boolean } {
  if (c.sleepingSpots === 0) return {};
  return { kitchen: c.category !== '4x4_camper', heating: true };
}

function vehicleBaseDocs(): SeedDoc[] {
  return TENANTS.flatMap((tenant) => {
    const units = unitDocs(tenant);
    return classesOf(tenant).map((c, sort) => ({
      _id: `vehicleBase.${c.id}`,
      _type: 'vehicleBase',
      tenant,
      classId: c.id,
      category: c.category,
      fuel: c.fuel,
      doors: c.doors,
      luggage: c.luggage,
      orSimilar: c.orSimilar,
      minDriverAge: c.minDriverAge,
      fRoadAllowed: c.fRoadAllowed,
      depositClass: 'standard',
      sortOrder: sort,
      retired: false,
      rates: rateTableDoc(c),
      units: units.get(c.id) ?? [],
      name: c.name,
      // The name as each language writes it, where one words it differently ("mit Dachzelt").
      ...(c.names && Object.keys(c.names).length
        ? { localizedName: { _type: 'localeString', en: c.name, ...c.names } }
        : {}),
      rental: ref(`rental.${c.rentalId}`),
      // No picture: the site draws each class (web/components/vehicles/VehicleArt.tsx) until a
      // marketer uploads a photograph.
      brand: brandOf(c.name),
      transmission: c.transmission,
      seats: c.seats,
      sleepingSpots: c.sleepingSpots,
      fourWheelDrive: c.fourWheelDrive,
      ...camperEquipment(c),
      tenantPrimaryCategories: [
        {
          _type: 'tenantPrimaryCategory',
          _key: makeKey('primary', c.id, tenant),
          tenant,
          // Category pages are matched by translation key, so the English page stands for all.
          primaryCategory: ref(pageId('vehicleCategoryPage', tenant, 'en', c.category)),
        },
      ],
    }));
  });
}

function text(lines: string[], seed: string) {
  return richText(
    lines.flatMap((line) => line.split('\n')),
    seed,
  );
}

function vehiclePageDocs(images: Record<string, string>): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const tenant of TENANTS) {
    for (const language of LOCALES) {
      const o = fleet.OVERVIEW[tenant];
      docs.push(
        pageDoc('vehicleOverviewPage', tenant, language, 'overview', {
          title: o.title[language],
          slug: slug(o.slug[language]),
          intro: text([o.intro[language]], `overview-${tenant}-${language}`),
          blocks: [buttons(tenant, language, 'overview', ['book'])],
        }),
      );
      for (const category of categoriesOf(tenant)) {
        const c = fleet.CATEGORIES[category];
        if (!c) throw new Error(`No texts for vehicle category ${category}`);
        docs.push(
          pageDoc('vehicleCategoryPage', tenant, language, category, {
            title: c.title[language],
            slug: slug(c.slug[language]),
            intro: text([c.intro[language]], `category-${tenant}-${category}-${language}`),
            image: image(images[`category-${tenant}-${category}`]!, {
              alt: c.title[language],
              hotspot: { x: 0.5, y: 0.75 },
            }),
          }),
        );
      }
      if (tenant === 'cars') {
        for (const transmission of ['automatic', 'manual'] as const) {
          const t = fleet.TRANSMISSION_PAGES[transmission];
          docs.push(
            pageDoc('vehicleTransmissionPage', tenant, language, transmission, {
              title: t.title[language],
              slug: slug(t.slug[language]),
              transmission,
              intro: text([t.intro[language]], `transmission-${transmission}-${language}`),
            }),
          );
        }
      }
      if (tenant === 'campers') {
        for (const spots of [2, 4] as const) {
          const s = fleet.SLEEPING_PAGES[spots];
          docs.push(
            pageDoc('vehicleSleepingSpotsPage', tenant, language, `sleeps-${spots}`, {
              title: s.title[language],
              slug: slug(s.slug[language]),
              sleepingSpots: spots,
              intro: text([s.intro[language]], `sleeps-${spots}-${language}`),
            }),
          );
        }
        for (const brand of ['Volkswagen', 'Toyota'] as const) {
          docs.push(
            pageDoc('vehicleBrandPage', tenant, language, slugify(brand), {
              title: brand,
              slug: slug(slugify(brand)),
              brand,
            }),
          );
        }
      }
      for (const c of classesOf(tenant)) {
        const intro = fleet.vehicleIntro(
          {
            name: c.name,
            seats: c.seats,
            transmission: c.transmission,
            fourWheelDrive: c.fourWheelDrive,
            sleepingSpots: c.sleepingSpots,
            fuel: c.fuel,
            kitchen: camperEquipment(c).kitchen,
          },
          tenant,
        );
        docs.push(
          pageDoc('vehiclePage', tenant, language, c.id, {
            // The page names the vehicle as its data does in this language (and as bookings do).
            title: c.names?.[language] ?? c.name,
            slug: slug(slugify(c.name)),
            base: ref(`vehicleBase.${c.id}`),
            intro: text(intro[language], `vehicle-${c.id}-${language}`),
            // No gallery: the page shows its class's drawing beside the price (see vehicleBaseDocs);
            // links shared on social sites still show a picture, the class's category scene.
            seo: {
              _type: 'seo',
              shareImage: image(images[`category-${tenant}-${c.category}`]!, {
                alt: fleet.CATEGORIES[c.category]?.title[language] ?? c.name,
              }),
            },
            // The page's own Book button (with the class and its price) leads; a second, generic
            // "Book now" to an empty search would compete with it.
            blocks: [buttons(tenant, language, c.id, ['fleet'])],
          }),
        );
      }
    }
  }
  return docs;
}

// ------------------------------------------------------------------ blocks

const block = (type: string, seed: string, fields: Record<string, unknown>) => ({
  _type: type,
  _key: makeKey(type, seed),
  ...fields,
});

function buttons(tenant: Tenant, language: Locale, seed: string, kinds: ('book' | 'fleet' | 'find')[]) {
  const items = kinds
    .filter((kind) => !(tenant === 'lease' && kind === 'find'))
    .map((kind, index) => {
      const label =
        kind === 'book' ? pages.UI.book! : kind === 'fleet' ? pages.UI.seeFleet! : pages.UI.findBooking!;
      const target =
        kind === 'book'
          ? link({ path: sitePath(language, '/book/vehicles/') })
          : kind === 'fleet'
            ? link({ page: pageId('vehicleOverviewPage', tenant, language, 'overview') })
            : link({ path: sitePath(language, '/reservation/find/') });
      return {
        _type: 'button',
        _key: makeKey(seed, kind),
        label: label[language],
        link: target,
        variant: index === 0 ? 'primary' : 'secondary',
      };
    });
  return block('buttonsBlock', `${seed}-${language}`, { buttons: items, align: 'left' });
}

const BOX: L = {
  en: 'Travelling in winter? All our vehicles get studded tyres from November to April, and an ice scraper and snow brush are always in the boot.',
  de: 'Im Winter unterwegs? Alle unsere Fahrzeuge haben von November bis April Spikereifen, Eiskratzer und Schneebesen liegen immer im Kofferraum.',
  es: '¿Viajas en invierno? Todos nuestros vehículos llevan neumáticos de clavos de noviembre a abril, y siempre hay un rascador y un cepillo en el maletero.',
  fr: 'Vous voyagez en hiver ? Tous nos véhicules ont des pneus cloutés de novembre à avril, et un grattoir et une balayette sont toujours dans le coffre.',
  is: 'Á ferðinni að vetri? Allir bílarnir okkar eru á nagladekkjum frá nóvember til apríl og rúðuskafa og snjókústur eru alltaf í skottinu.',
};

/** For a brand that sells studded tyres as an option (lease): the box must not promise them on every vehicle. */
const BOX_TYRES_OPTIONAL: L = {
  en: 'Travelling in winter? Studded winter tyres are an option on every lease: add them under Options when you book. An ice scraper and snow brush are always in the boot.',
  de: 'Im Winter unterwegs? Spikereifen gibt es für jedes Leasing als Extra: Wählen Sie sie bei der Buchung unter „Extras“. Eiskratzer und Schneebesen liegen immer im Kofferraum.',
  es: '¿Viajas en invierno? Los neumáticos de clavos son un extra en cualquier alquiler: añádelos en «Extras» al reservar. Siempre hay un rascador y un cepillo en el maletero.',
  fr: 'Vous voyagez en hiver ? Les pneus cloutés sont une option pour chaque location longue durée : ajoutez-les dans « Options » lors de la réservation. Un grattoir et une balayette sont toujours dans le coffre.',
  is: 'Á ferðinni að vetri? Nagladekk fást sem aukahlutur með hverri langtímaleigu: veldu þau undir „Aukahlutir“ þegar þú bókar. Rúðuskafa og snjókústur eru alltaf í skottinu.',
};

/**
 * The home page's winter box reads the brand's options: where studded tyres are sold as an
 * extra, the text offers them instead of saying every vehicle has them.
 */
export function winterBox(tenant: Tenant): L {
  return SEED_EXTRAS[tenant].some((e) => e.id === 'winter_tyres') ? BOX_TYRES_OPTIONAL : BOX;
}

function homeDocs(images: Record<string, string>, postIds: Record<Tenant, string[]>): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const tenant of TENANTS) {
    const h = pages.HOME[tenant];
    for (const language of LOCALES) {
      const s = `${tenant}-${language}`;
      const ui = (name: string) => pages.UI[name]![language];
      const all: Record<string, unknown> = {
        bannerBlock: block('bannerBlock', s, {
          title: h.heroTitle[language],
          text: h.heroText[language],
          image: image(images[`hero-${tenant}`]!, {
            alt: h.title[language],
            hotspot: { x: 0.5, y: 0.6 },
            crop: { top: 0.05, bottom: 0.05, left: 0, right: 0 },
          }),
          // Brands with the search panel above the hero book from the panel: the hero shows the fleet.
          button:
            tenant === 'lease'
              ? navLink(ui('book'), { path: sitePath(language, '/book/vehicles/') }, s)
              : navLink(
                  ui('seeFleet'),
                  { page: pageId('vehicleOverviewPage', tenant, language, 'overview') },
                  s,
                ),
          // Campers' card on the right leaves the van in the picture (on the left) in view.
          layout: tenant === 'campers' ? 'right' : 'left',
        }),
        emphasisBlock: block('emphasisBlock', s, {
          text: text([h.emphasis[language]], `emph-${s}`),
          tone: 'info',
        }),
        // "Book now" is in the header and the search panel; the hero links the fleet.
        buttonsBlock: buttons(
          tenant,
          language,
          `home-${tenant}`,
          tenant === 'lease' ? ['fleet', 'find'] : ['find'],
        ),
        tabsBlock: block('tabsBlock', s, {
          tabs: pages.WHY_TABS.map((tab, index) => ({
            _type: 'tab',
            _key: makeKey('tab', s, index),
            title: tab.title[language],
            content: text([tab.text[language]], `tab-${s}-${index}`),
          })),
          anchorId: 'why-vegur',
        }),
        galleryBlock: block('galleryBlock', s, {
          title: ui('galleryTitle'),
          images: [1, 2, 3, 4].map((n) =>
            image(images[`gallery-${n}`]!, { alt: GALLERY_ALTS[n - 1]![language] }, makeKey('gallery', s, n)),
          ),
          layout: 'grid',
        }),
        tableBlock: block('tableBlock', s, {
          title: ui('distancesTitle'),
          hasHeaderRow: true,
          rows: [
            { cells: pages.DISTANCE_TABLE.head[language] },
            ...pages.DISTANCE_TABLE.rows.map((row) => ({ cells: [row.place, `${row.km} km`, row.time] })),
          ].map((row, index) => ({ _type: 'tableRow', _key: makeKey('row', s, index), cells: row.cells })),
        }),
        // Prices name classes and seasons; the site reads the numbers from the rate tables.
        priceTableBlock: block('priceTableBlock', s, {
          title: ui('pricesTitle'),
          classes: pages.PRICE_TABLE[tenant].classes.map((id) => ({
            ...ref(`vehicleBase.${id}`),
            _key: makeKey('class', s, id),
          })),
          seasons: ['low', 'high'],
          rentalDays: pages.PRICE_TABLE[tenant].days,
        }),
        quoteBlock: (() => {
          const q = pages.QUOTES[tenant === 'cars' ? 0 : tenant === 'campers' ? 1 : 2]!;
          return block('quoteBlock', s, {
            quote: q.quote[language],
            author: q.author,
            role: q.role[language],
            image: image(images[`portrait-${tenant}`]!, { alt: q.author, hotspot: { x: 0.5, y: 0.45 } }),
          });
        })(),
        comparisonSliderBlock: block('comparisonSliderBlock', s, {
          title: ui('compareTitle'),
          before: image(images['compare-summer']!, { alt: ui('summer') }),
          beforeLabel: ui('summer'),
          after: image(images['compare-winter']!, { alt: ui('winter') }),
          afterLabel: ui('winter'),
          initialPosition: 50,
        }),
        horizontalRuleBlock: block('horizontalRuleBlock', s, { spacing: 'medium' }),
        blogCarouselBlock: block(
          'blogCarouselBlock',
          s,
          tenant === 'cars'
            ? { title: ui('latestPosts'), source: 'latest', limit: 6 }
            : tenant === 'campers'
              ? {
                  title: ui('latestPosts'),
                  source: 'topic',
                  topic: ref(pageId('blogTopicPage', tenant, language, 'guides')),
                  limit: 4,
                }
              : {
                  title: ui('latestPosts'),
                  source: 'manual',
                  posts: postIds[tenant]
                    .filter((id) => id.includes(`.${language}.`))
                    .slice(0, 3)
                    .map((id) => ({ ...ref(id), _key: makeKey('post', id) })),
                },
        ),
        airportMeetingPointBlock: meetingPoint(language, images, s),
        shuttleTrackerBlock: block('shuttleTrackerBlock', s, { anchorId: 'shuttle' }),
        mapsBlock: block('mapsBlock', s, {
          title: ui('mapTitle'),
          embedUrl: tenant === 'lease' ? MAP_EMBEDS.reykjavik : MAP_EMBEDS.keflavik,
          location:
            tenant === 'lease'
              ? { _type: 'geopoint', lat: 64.1332, lng: -21.9391 }
              : { _type: 'geopoint', lat: 63.9985, lng: -22.6056 },
          height: 400,
        }),
        videoBlock: block('videoBlock', s, {
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          title: ui('videoTitle'),
          caption: ui('videoCaption'),
          poster: image(images['hero-cars']!, { alt: ui('videoTitle') }),
        }),
        accordionBlock: block('accordionBlock', s, {
          title: ui('faqTitle'),
          items: pages.FAQ.map((item, index) => ({
            _type: 'accordionItem',
            _key: makeKey('faq', s, index),
            title: item.q[language],
            content: text([item.a[language]], `faq-${s}-${index}`),
          })),
          anchorId: 'faq',
        }),
        boxBlock: block('boxBlock', s, {
          title: ui('winter'),
          content: text([winterBox(tenant)[language]], `box-${s}`),
          tone: 'warning',
        }),
        expanderBlock: block('expanderBlock', s, {
          content: text(pages.CONTENT_PAGES.about.body[language], `expander-${s}`),
          rows: 3,
        }),
        textBlock: block('textBlock', s, { content: text([pages.HOME_CLOSING[language]], `text-${s}`) }),
      };
      const order: Record<Tenant, string[]> = {
        cars: [
          'bannerBlock',
          'emphasisBlock',
          'buttonsBlock',
          'tabsBlock',
          'priceTableBlock',
          'tableBlock',
          'galleryBlock',
          'comparisonSliderBlock',
          'quoteBlock',
          'horizontalRuleBlock',
          'blogCarouselBlock',
          'airportMeetingPointBlock',
          'shuttleTrackerBlock',
          'mapsBlock',
          'videoBlock',
          'accordionBlock',
          'boxBlock',
          'expanderBlock',
          'textBlock',
        ],
        campers: [
          'bannerBlock',
          'emphasisBlock',
          'buttonsBlock',
          'galleryBlock',
          'priceTableBlock',
          'tableBlock',
          'comparisonSliderBlock',
          'quoteBlock',
          'blogCarouselBlock',
          'airportMeetingPointBlock',
          'shuttleTrackerBlock',
          'accordionBlock',
          'horizontalRuleBlock',
          'textBlock',
        ],
        lease: [
          'bannerBlock',
          'emphasisBlock',
          'buttonsBlock',
          'priceTableBlock',
          'tableBlock',
          'quoteBlock',
          'boxBlock',
          'blogCarouselBlock',
          'mapsBlock',
          'expanderBlock',
          'horizontalRuleBlock',
          'textBlock',
        ],
      };
      docs.push(
        pageDoc('homePage', tenant, language, 'home', {
          title: h.title[language],
          // The hero says what we rent; the intro under the heading who we are (never the same line twice).
          intro: text([h.intro[language]], `home-intro-${s}`),
          blocks: order[tenant].map((name) => all[name]),
          seo: {
            _type: 'seo',
            metaTitle: `${h.title[language]} | ${BRAND[tenant].name}`.slice(0, 60),
            metaDescription: h.heroText[language],
          },
        }),
      );
    }
  }
  return docs;
}

const GALLERY_ALTS: L[] = [
  {
    en: 'Waterfall by the road',
    de: 'Wasserfall an der Straße',
    es: 'Cascada junto a la carretera',
    fr: 'Cascade au bord de la route',
    is: 'Foss við veginn',
  },
  {
    en: 'Northern lights over the mountains',
    de: 'Nordlichter über den Bergen',
    es: 'Auroras sobre las montañas',
    fr: 'Aurores au-dessus des montagnes',
    is: 'Norðurljós yfir fjöllunum',
  },
  {
    en: 'Sunset over the fjord',
    de: 'Sonnenuntergang über dem Fjord',
    es: 'Atardecer sobre el fiordo',
    fr: 'Coucher de soleil sur le fjord',
    is: 'Sólarlag yfir firðinum',
  },
  {
    en: 'Snowy mountain pass',
    de: 'Verschneiter Bergpass',
    es: 'Puerto de montaña nevado',
    fr: 'Col enneigé',
    is: 'Snævi þakin heiði',
  },
];

function meetingPoint(language: Locale, images: Record<string, string>, seed: string) {
  const m = pages.MEETING_POINT;
  return block('airportMeetingPointBlock', seed, {
    title: m.title[language],
    intro: text([m.intro[language]], `meeting-${seed}`),
    steps: m.steps.map((step, index) => ({
      _type: 'meetingPointStep',
      _key: makeKey('step', seed, index),
      text: step[language],
      image: image(images[`sign-${index + 1}`]!, { alt: m.alts[index]![language] }),
    })),
    mapLink: navLink(m.mapLink[language], { url: MAP_LINKS.keflavik, blank: true }, seed),
    anchorId: 'meeting-point',
  });
}

// ------------------------------------------------------------------ content pages

function contentPageDocs(images: Record<string, string>): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const tenant of TENANTS) {
    for (const language of LOCALES) {
      const s = `${tenant}-${language}`;
      const cp = pages.CONTENT_PAGES;
      const textBlock = (name: string, lines: string[]) =>
        block('textBlock', `${name}-${s}`, { content: text(lines, `${name}-${s}`) });
      const add = (name: keyof typeof cp, blocks: unknown[]) =>
        docs.push(
          pageDoc('contentPage', tenant, language, name, {
            title: cp[name].title[language],
            slug: slug(cp[name].slug[language]),
            blocks,
          }),
        );
      add('about', [
        textBlock('about', cp.about.body[language]),
        block('quoteBlock', `about-${s}`, {
          quote: pages.QUOTES[1]!.quote[language],
          author: pages.QUOTES[1]!.author,
          role: pages.QUOTES[1]!.role[language],
        }),
      ]);
      add('faq', [
        block('accordionBlock', `faq-page-${s}`, {
          items: pages.FAQ.map((item, index) => ({
            _type: 'accordionItem',
            _key: makeKey('faq-page', s, index),
            title: item.q[language],
            content: text([item.a[language]], `faq-page-${s}-${index}`),
          })),
        }),
        textBlock('faq', cp.faq.body[language]),
      ]);
      add('pickup', [
        textBlock('pickup', cp.pickup.body[language]),
        block('tabsBlock', `hours-${s}`, {
          tabs: pages.HOURS_TABS.map((tab, index) => ({
            _type: 'tab',
            _key: makeKey('hours', s, index),
            title: tab.title[language],
            content: text([tab.text[language]], `hours-${s}-${index}`),
          })),
          anchorId: 'opening-hours',
        }),
        ...(tenant === 'lease'
          ? []
          : [meetingPoint(language, images, `pickup-${s}`), block('shuttleTrackerBlock', `pickup-${s}`, {})]),
        block('mapsBlock', `rvk-${s}`, {
          title: OFFICE_TITLES.reykjavik[language],
          embedUrl: MAP_EMBEDS.reykjavik,
          location: { _type: 'geopoint', lat: 64.1332, lng: -21.9391 },
          height: 360,
        }),
      ]);
      add('terms', [
        block('expanderBlock', `terms-${s}`, {
          content: text(cp.terms.body[language], `terms-${s}`),
          rows: 8,
        }),
      ]);
      add('privacy', [textBlock('privacy', cp.privacy.body[language])]);
    }
  }
  return docs;
}

// ------------------------------------------------------------------ blog

function postsOf(tenant: Tenant) {
  return blog.POSTS_BY_TENANT[tenant].map((name) => ({ name, post: blog.POSTS[name]! }));
}

function blogDocs(
  today: Date,
  images: Record<string, string>,
): { docs: SeedDoc[]; postIds: Record<Tenant, string[]> } {
  const docs: SeedDoc[] = [];
  const postIds: Record<Tenant, string[]> = { cars: [], campers: [], lease: [] };
  for (const tenant of TENANTS) {
    const posts = postsOf(tenant);
    const categories = [...new Set(posts.map((p) => p.post.category))];
    const topics = [...new Set(categories.map((c) => blog.CATEGORIES[c]!.topic))];
    for (const language of LOCALES) {
      for (const topic of topics) {
        const t = blog.TOPICS[topic]!;
        docs.push(
          pageDoc('blogTopicPage', tenant, language, topic, {
            title: t.title[language],
            slug: slug(t.slug[language]),
            intro: text([t.intro[language]], `topic-${tenant}-${topic}-${language}`),
            blocks: [
              block('blogCarouselBlock', `topic-${tenant}-${topic}-${language}`, {
                source: 'topic',
                topic: ref(pageId('blogTopicPage', tenant, language, topic)),
                limit: 6,
              }),
            ],
          }),
        );
      }
      for (const category of categories) {
        const c = blog.CATEGORIES[category]!;
        docs.push(
          pageDoc('blogCategoryPage', tenant, language, category, {
            title: c.title[language],
            slug: slug(c.slug[language]),
            topic: ref(pageId('blogTopicPage', tenant, language, c.topic)),
            intro: text([c.intro[language]], `category-${tenant}-${category}-${language}`),
          }),
        );
      }
      for (const { name, post } of posts) {
        const id = pageId('blogPostPage', tenant, language, name);
        postIds[tenant].push(id);
        docs.push(
          pageDoc('blogPostPage', tenant, language, name, {
            title: post.title[language],
            slug: slug(post.slug[language]),
            topic: ref(pageId('blogTopicPage', tenant, language, blog.CATEGORIES[post.category]!.topic)),
            category: ref(pageId('blogCategoryPage', tenant, language, post.category)),
            date: isoDay(addDays(today, -post.age)),
            image: image(images[`post-${name}`]!, { alt: post.alt[language], hotspot: { x: 0.5, y: 0.55 } }),
            readTime: post.readTime,
            excerpt: post.excerpt[language],
            body: text(post.body[language], `post-${tenant}-${name}-${language}`),
            blocks: [buttons(tenant, language, `post-${name}`, ['book'])],
          }),
        );
      }
    }
  }
  return { docs, postIds };
}

// ------------------------------------------------------------------ navigation

function navigationDocs(today: Date): SeedDoc[] {
  const docs: SeedDoc[] = [];
  for (const tenant of TENANTS) {
    const posts = postsOf(tenant);
    const categories = [...new Set(posts.map((p) => p.post.category))];
    const topics = [...new Set(categories.map((c) => blog.CATEGORIES[c]!.topic))];
    for (const language of LOCALES) {
      const s = `${tenant}-${language}`;
      const ui = (name: string) => pages.UI[name]![language];
      const content = (name: keyof typeof pages.CONTENT_PAGES) => ({
        label: pages.CONTENT_PAGES[name].title[language],
        target: { page: pageId('contentPage', tenant, language, name) },
      });
      const categoryLinks = categoriesOf(tenant).map((category) =>
        navLink(
          fleet.CATEGORIES[category]!.title[language],
          { page: pageId('vehicleCategoryPage', tenant, language, category) },
          `${s}-cat`,
        ),
      );
      const popular = classesOf(tenant)
        .slice(0, 3)
        .map((c) => navLink(c.name, { page: pageId('vehiclePage', tenant, language, c.id) }, `${s}-pop`));
      const secondary =
        tenant === 'cars'
          ? {
              title: ui('byGearbox'),
              links: (['automatic', 'manual'] as const).map((t) =>
                navLink(
                  fleet.TRANSMISSION_PAGES[t].title[language],
                  { page: pageId('vehicleTransmissionPage', tenant, language, t) },
                  `${s}-gear`,
                ),
              ),
            }
          : tenant === 'campers'
            ? {
                title: ui('bySize'),
                links: ([2, 4] as const).map((n) =>
                  navLink(
                    fleet.SLEEPING_PAGES[n].title[language],
                    { page: pageId('vehicleSleepingSpotsPage', tenant, language, `sleeps-${n}`) },
                    `${s}-size`,
                  ),
                ),
              }
            : null;
      const section = (title: string, links: unknown[], seed: string) => ({
        _type: 'menuSection',
        _key: makeKey('section', s, seed),
        title,
        links,
      });
      const column = (sections: unknown[], seed: string) => ({
        _type: 'menuColumn',
        _key: makeKey('column', s, seed),
        sections,
      });
      const pickup = content(tenant === 'lease' ? 'about' : 'pickup');
      const faq = content('faq');
      docs.push({
        _id: singletonId('header', tenant, language),
        _type: 'header',
        tenant,
        language,
        menuTitleBook: ui('book'),
        menuItems: [
          {
            _type: 'menuItem',
            _key: makeKey('menu', s, 'vehicles'),
            type: 'dropdown',
            title: fleet.OVERVIEW[tenant].title[language],
            columns: [
              column([section(ui('byCategory'), categoryLinks, 'categories')], 'categories'),
              column(
                [
                  ...(secondary ? [section(secondary.title, secondary.links, 'secondary')] : []),
                  section(ui('popular'), popular, 'popular'),
                ],
                'more',
              ),
            ],
          },
          {
            _type: 'menuItem',
            _key: makeKey('menu', s, 'blog'),
            type: 'dropdownRecentPosts',
            title: ui('blog'),
            columns: [
              column(
                topics.map((topic) =>
                  section(
                    blog.TOPICS[topic]!.title[language],
                    categories
                      .filter((c) => blog.CATEGORIES[c]!.topic === topic)
                      .map((c) =>
                        navLink(
                          blog.CATEGORIES[c]!.title[language],
                          { page: pageId('blogCategoryPage', tenant, language, c) },
                          `${s}-blog`,
                        ),
                      ),
                    topic,
                  ),
                ),
                'blog',
              ),
            ],
          },
          {
            _type: 'menuItem',
            _key: makeKey('menu', s, 'pickup'),
            type: 'single',
            title: pickup.label,
            customLink: link(pickup.target),
          },
          {
            _type: 'menuItem',
            _key: makeKey('menu', s, 'faq'),
            type: 'single',
            title: faq.label,
            customLink: link(faq.target),
          },
        ],
        quickLinks: [
          {
            _type: 'quickLink',
            _key: makeKey('quick', s, 'phone'),
            icon: 'phone',
            label: BRAND[tenant].phone,
            title: ui('call'),
            link: link({ url: `tel:${BRAND[tenant].phone.replace(/\s/g, '')}`, blank: false }),
            mobileOnly: false,
          },
          {
            _type: 'quickLink',
            _key: makeKey('quick', s, 'find'),
            icon: 'ticket',
            label: ui('findBooking'),
            link: link({ path: sitePath(language, '/reservation/find/') }),
            mobileOnly: false,
          },
          {
            _type: 'quickLink',
            _key: makeKey('quick', s, 'mail'),
            icon: 'mail',
            label: ui('email'),
            title: BRAND[tenant].email,
            link: link({ url: `mailto:${BRAND[tenant].email}`, blank: false }),
            mobileOnly: true,
          },
        ],
      });
      const category = (title: string, links: unknown[], seed: string) => ({
        _type: 'footerCategory',
        _key: makeKey('footer', s, seed),
        title,
        links,
      });
      const office = (name: keyof typeof OFFICES) => ({
        title: OFFICE_TITLES[name][language],
        address: { _type: 'address', ...OFFICES[name] },
      });
      const firstTopic = topics[0]!;
      docs.push({
        _id: singletonId('footer', tenant, language),
        _type: 'footer',
        tenant,
        language,
        copyright: `© ${today.getUTCFullYear()} Vegur ehf. ${ui('copyright')}`,
        categories: [
          category(
            ui('vehicles'),
            [
              navLink(
                fleet.OVERVIEW[tenant].title[language],
                { page: pageId('vehicleOverviewPage', tenant, language, 'overview') },
                `${s}-f`,
              ),
              ...categoryLinks.slice(0, 3),
            ],
            'vehicles',
          ),
          category(
            ui('help'),
            [
              navLink(faq.label, faq.target, `${s}-f`),
              navLink(content('pickup').label, content('pickup').target, `${s}-f`),
              navLink(ui('contact'), { url: `mailto:${BRAND[tenant].email}`, blank: false }, `${s}-f`),
            ],
            'help',
          ),
          category(
            ui('company'),
            [
              navLink(content('about').label, content('about').target, `${s}-f`),
              navLink(
                blog.TOPICS[firstTopic]!.title[language],
                { page: pageId('blogTopicPage', tenant, language, firstTopic) },
                `${s}-f`,
              ),
            ],
            'company',
          ),
        ],
        socials: socials(tenant),
        legalLinks: [
          navLink(content('terms').label, content('terms').target, `${s}-legal`),
          navLink(content('privacy').label, content('privacy').target, `${s}-legal`),
        ],
        locations: { keflavik: office('keflavik'), reykjavik: office('reykjavik') },
      });
    }
  }
  return docs;
}

// ------------------------------------------------------------------ images and the whole set

async function drawImages(images: ImageLibrary): Promise<Record<string, string>> {
  const jobs: Record<string, Promise<string>> = {};
  let index = 0;
  for (const tenant of TENANTS) {
    // Classes have no picture of their own (the site draws them); the index keeps each category
    // scene's mood and colour as before.
    index += classesOf(tenant).length;
    for (const category of categoriesOf(tenant)) {
      const first = classesOf(tenant).find((c) => c.category === category)!;
      index += 2;
      jobs[`category-${tenant}-${category}`] = images.asset(`category-${tenant}-${category}`, {
        kind: 'landscape',
        mood: MOODS[index % MOODS.length]!,
        seed: `${tenant}-${category}`,
        road: true,
        vehicle: { shape: shapeOf(first), colour: COLOURS[index % COLOURS.length]! },
      });
    }
    jobs[`hero-${tenant}`] = images.asset(`hero-${tenant}`, {
      kind: 'landscape',
      mood: tenant === 'cars' ? 'summer' : tenant === 'campers' ? 'midnight-sun' : 'spring',
      seed: `hero-${tenant}`,
      road: true,
      waterfall: tenant === 'cars',
      vehicle: {
        shape: tenant === 'campers' ? 'camper-van' : tenant === 'lease' ? 'sedan' : 'suv',
        colour: tenant === 'campers' ? '#ecf0f1' : '#c0392b',
      },
    });
    jobs[`portrait-${tenant}`] = images.asset(`portrait-${tenant}`, {
      kind: 'portrait',
      seed: `portrait-${tenant}`,
      hue: tenant === 'cars' ? 200 : tenant === 'campers' ? 30 : 280,
    });
    jobs[`promo-${tenant}`] = images.asset(`promo-${tenant}`, {
      kind: 'landscape',
      mood: tenant === 'campers' ? 'midnight-sun' : 'aurora',
      seed: `promo-${tenant}`,
      road: tenant === 'campers',
      vehicle: tenant === 'campers' ? { shape: 'camper-van', colour: '#27ae60' } : undefined,
    });
  }
  for (const [name, post] of Object.entries(blog.POSTS)) {
    jobs[`post-${name}`] = images.asset(`post-${name}`, {
      kind: 'landscape',
      mood: post.mood,
      seed: name,
      ...post.scene,
    });
  }
  const galleryMoods: Mood[] = ['summer', 'aurora', 'sunset', 'winter'];
  galleryMoods.forEach((mood, i) => {
    jobs[`gallery-${i + 1}`] = images.asset(`gallery-${i + 1}`, {
      kind: 'landscape',
      mood,
      seed: `gallery-${i}`,
      waterfall: i === 0,
      tent: i === 2,
    });
  });
  // Same seed, two seasons: the comparison slider lines the pictures up exactly.
  jobs['compare-summer'] = images.asset('compare-summer', {
    kind: 'landscape',
    mood: 'summer',
    seed: 'compare',
    road: true,
  });
  jobs['compare-winter'] = images.asset('compare-winter', {
    kind: 'landscape',
    mood: 'winter',
    seed: 'compare',
    road: true,
  });
  (['right', 'right', 'up'] as const).forEach((arrow, i) => {
    jobs[`sign-${i + 1}`] = images.asset(`sign-${i + 1}`, {
      kind: 'sign',
      seed: `sign-${i}`,
      arrow,
      colour: i === 1 ? '#f26b21' : '#2c5d87',
    });
  });
  jobs.map = images.asset('shuttle-map', { kind: 'map' });
  jobs.marker = images.asset('shuttle-marker', { kind: 'marker' });
  const entries = await Promise.all(
    Object.entries(jobs).map(async ([name, job]) => [name, await job] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Every seed document, in an order where referenced documents come first, so each transaction
 * only points at documents that exist (hosted Sanity refuses dangling strong references).
 */
export async function buildDocuments({ today, images }: BuildContext): Promise<SeedDoc[]> {
  const pictures = await drawImages(images);
  const promoImages = {
    cars: pictures['promo-cars']!,
    campers: pictures['promo-campers']!,
    lease: pictures['promo-lease']!,
  };
  const { docs: blogPages, postIds } = blogDocs(today, pictures);
  const vehiclePages = vehiclePageDocs(pictures);
  const categoryPages = vehiclePages.filter((doc) => doc._type === 'vehicleCategoryPage');
  const otherVehiclePages = vehiclePages.filter((doc) => doc._type !== 'vehicleCategoryPage');
  return [
    ...locationDocs(today),
    ...rentalDocs(),
    ...settingsDocs(),
    ...siteSettingsDocs(),
    ...labelDocs(pictures),
    ...bannerDocs(),
    ...promotionDocs(today, promoImages),
    ...categoryPages,
    ...vehicleBaseDocs(),
    ...catalogueDocs(),
    ...otherVehiclePages,
    ...contentPageDocs(pictures),
    ...blogPages,
    ...homeDocs(pictures, postIds),
    ...navigationDocs(today),
  ];
}
