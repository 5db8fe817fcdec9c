// Seed catalogue for the three Vegur brands: the demo content the lake is seeded with
// (scripts/seed/build/documents.ts) and the fixture integration tests set tenants up from. Nothing
// at runtime reads it: the booking service copies the catalogue from content. Prices are ISK incl. VAT, in the range Icelandic
// rental companies charge; rates step down for 3, 7 and 14+ day rentals.
import type { Locale, Tenant } from '../../domain/locale.ts';
import { DAILY_RENTAL_LIMITS, LEASE_RENTAL_LIMITS } from '../../domain/rental-limits.ts';
import type {
  ClassRates,
  Extra,
  InsurancePackage,
  LocalizedNames,
  RateTier,
  TenantSettings,
  VehicleClass,
} from '../rules/types.ts';
import type { StoredHours } from '../services/locations.ts';

export interface SeedLocation {
  id: string;
  code: string;
  title: string;
  /** The title in every site language (the content's `title`; `title` is its English one). */
  titles: Record<Locale, string>;
  address: string;
  lat: number;
  lon: number;
  hours: StoredHours;
}

const TIER_FACTORS: [number, number][] = [
  [1, 1],
  [3, 0.94],
  [7, 0.86],
  [14, 0.78],
];

const round100 = (n: number) => Math.round(n / 100) * 100;
const tiers = (base: number): RateTier[] =>
  TIER_FACTORS.map(([minDays, f]) => ({ minDays, perDay: round100(base * f) }));
const daily = (low: number, high: number): ClassRates => ({
  kind: 'daily',
  low: tiers(low),
  high: tiers(high),
});

const weekdays = (
  from: string,
  to: string,
  saturday: [string, string] | null,
  sunday: [string, string] | null,
) => ({
  isSameHoursAllDays: false,
  dailyHours: {
    monday: { from, to },
    tuesday: { from, to },
    wednesday: { from, to },
    thursday: { from, to },
    friday: { from, to },
    saturday: saturday ? { from: saturday[0], to: saturday[1] } : null,
    sunday: sunday ? { from: sunday[0], to: sunday[1] } : null,
  },
});

export const SEED_LOCATIONS: SeedLocation[] = [
  {
    id: 'kef',
    code: 'KEF',
    title: 'Keflavik Airport',
    titles: {
      en: 'Keflavik Airport',
      de: 'Flughafen Keflavík',
      es: 'Aeropuerto de Keflavík',
      fr: 'Aéroport de Keflavík',
      is: 'Keflavíkurflugvöllur',
    },
    address: 'Blikavöllur 2, 235 Keflavíkurflugvöllur',
    lat: 63.9985,
    lon: -22.6056,
    hours: {
      // Staffed around the first and last flights; key boxes the rest of the night.
      operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '04:30', to: '23:30' } },
      operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '05:00', to: '22:00' } },
      selfService: true,
      selfServiceHours: { from: '22:00', to: '05:00' },
      returnAnytime: true,
      specialOperatingHours: [],
    },
  },
  {
    id: 'rvk',
    code: 'RVK',
    title: 'Reykjavik Office',
    titles: {
      en: 'Reykjavik Office',
      de: 'Büro Reykjavík',
      es: 'Oficina de Reikiavik',
      fr: 'Agence de Reykjavik',
      is: 'Skrifstofa Reykjavík',
    },
    address: 'Vatnsmýrarvegur 10, 101 Reykjavík',
    lat: 64.1332,
    lon: -21.9391,
    hours: {
      operatingHoursHighSeason: weekdays('08:00', '18:00', ['09:00', '17:00'], ['10:00', '16:00']),
      operatingHoursLowSeason: weekdays('08:00', '17:00', ['10:00', '16:00'], null),
      selfService: true,
      selfServiceHours: { from: '00:00', to: '23:30' },
      returnAnytime: true,
      specialOperatingHours: [],
    },
  },
  {
    id: 'aey',
    code: 'AEY',
    title: 'Akureyri Airport',
    titles: {
      en: 'Akureyri Airport',
      de: 'Flughafen Akureyri',
      es: 'Aeropuerto de Akureyri',
      fr: 'Aéroport d’Akureyri',
      is: 'Akureyrarflugvöllur',
    },
    address: 'Akureyrarflugvöllur, 600 Akureyri',
    lat: 65.66,
    lon: -18.0728,
    hours: {
      operatingHoursHighSeason: weekdays('08:00', '18:00', ['10:00', '16:00'], ['12:00', '17:00']),
      operatingHoursLowSeason: weekdays('09:00', '17:00', null, null),
      selfService: false,
      returnAnytime: false,
      specialOperatingHours: [],
    },
  },
  {
    id: 'egs',
    code: 'EGS',
    title: 'Egilsstadir Airport',
    titles: {
      en: 'Egilsstadir Airport',
      de: 'Flughafen Egilsstaðir',
      es: 'Aeropuerto de Egilsstaðir',
      fr: 'Aéroport d’Egilsstaðir',
      is: 'Egilsstaðaflugvöllur',
    },
    address: 'Egilsstaðaflugvöllur, 700 Egilsstaðir',
    lat: 65.2833,
    lon: -14.4014,
    hours: {
      // A summer-only desk: no low-season hours means closed outside the high season.
      operatingHoursHighSeason: weekdays('09:00', '17:00', ['10:00', '14:00'], null),
      operatingHoursLowSeason: null,
      selfService: false,
      returnAnytime: false,
      specialOperatingHours: [],
    },
  },
];

const COMMON_SETTINGS = {
  graceMinutes: 59,
  selfServiceMinHours: 24,
  termsChangeMinHours: 24,
  checkInOpensHours: 168,
  freeExtraDrivers: 1,
  extraDriverPerDay: 1000,
  maxExtraDrivers: 4,
  oneWayFees: [
    { from: 'kef', to: 'rvk', fee: 5000 },
    { from: 'kef', to: 'aey', fee: 35000 },
    { from: 'rvk', to: 'aey', fee: 32000 },
    { from: 'aey', to: 'egs', fee: 25000 },
  ],
  defaultOneWayFee: 45000,
  roadTaxPerDay: { electric: 900, hybrid: 300 },
};

export const SEED_SETTINGS: Record<Tenant, TenantSettings> = {
  cars: {
    ...COMMON_SETTINGS,
    brandName: 'Vegur Car Rental',
    highSeason: { start: { month: 6, day: 1 }, end: { month: 8, day: 31 } },
    selfService: true,
    turnaroundMinutes: 120,
    freeCancellationHours: 48,
    dueNow: { kind: 'percent', percent: 25 },
    minRentalDays: 1,
    rentalLimits: DAILY_RENTAL_LIMITS,
  },
  campers: {
    ...COMMON_SETTINGS,
    brandName: 'Vegur Campers',
    highSeason: { start: { month: 5, day: 15 }, end: { month: 9, day: 15 } },
    selfService: true,
    turnaroundMinutes: 240,
    freeCancellationHours: 72,
    dueNow: { kind: 'percent', percent: 30 },
    minRentalDays: 2,
    rentalLimits: DAILY_RENTAL_LIMITS,
  },
  lease: {
    ...COMMON_SETTINGS,
    brandName: 'Vegur Lease',
    highSeason: null,
    selfService: false,
    turnaroundMinutes: 1440,
    freeCancellationHours: 48,
    dueNow: { kind: 'first_month' },
    minRentalDays: 30,
    rentalLimits: LEASE_RENTAL_LIMITS,
    oneWayFees: [],
    defaultOneWayFee: 15000,
  },
};

type ClassSeed = Omit<VehicleClass, 'sort' | 'images'> & { units: Record<string, number> };

const img = (tenant: string, id: string) => [`/images/fleet/${tenant}/${id}.webp`];

const base = {
  sleepingSpots: 0,
  fourWheelDrive: false,
  fRoadAllowed: false,
  minDriverAge: 20,
  orSimilar: true,
};

const CARS: ClassSeed[] = [
  {
    ...base,
    id: 'aygo',
    rentalId: 101,
    name: 'Toyota Aygo X',
    category: 'mini',
    transmission: 'manual',
    fuel: 'petrol',
    seats: 4,
    doors: 5,
    luggage: 1,
    rates: daily(5900, 11900),
    units: { kef: 5, rvk: 3 },
  },
  {
    ...base,
    id: 'picanto-auto',
    rentalId: 102,
    name: 'Kia Picanto',
    category: 'mini',
    transmission: 'automatic',
    fuel: 'petrol',
    seats: 4,
    doors: 5,
    luggage: 1,
    rates: daily(6500, 12900),
    units: { kef: 4, rvk: 2 },
  },
  {
    ...base,
    id: 'yaris-hybrid',
    rentalId: 103,
    name: 'Toyota Yaris Hybrid',
    category: 'economy',
    transmission: 'automatic',
    fuel: 'hybrid',
    seats: 5,
    doors: 5,
    luggage: 2,
    rates: daily(7900, 14900),
    units: { kef: 6, rvk: 3 },
  },
  {
    ...base,
    id: 'golf',
    rentalId: 104,
    name: 'Volkswagen Golf',
    category: 'compact',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    doors: 5,
    luggage: 2,
    rates: daily(8500, 15900),
    units: { kef: 4, rvk: 2 },
  },
  {
    ...base,
    id: 'ceed-wagon',
    rentalId: 105,
    name: 'Kia Ceed Sportswagon',
    category: 'wagon',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 5,
    doors: 5,
    luggage: 4,
    rates: daily(9900, 17900),
    units: { kef: 4, rvk: 2 },
  },
  {
    ...base,
    id: 'model-3',
    rentalId: 106,
    name: 'Tesla Model 3',
    orSimilar: false,
    category: 'electric',
    transmission: 'automatic',
    fuel: 'electric',
    seats: 5,
    doors: 4,
    luggage: 3,
    rates: daily(12900, 21900),
    units: { kef: 3, rvk: 2 },
  },
  {
    ...base,
    id: 'duster-4x4',
    rentalId: 107,
    name: 'Dacia Duster 4x4',
    category: 'suv',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    doors: 5,
    luggage: 3,
    fourWheelDrive: true,
    fRoadAllowed: true,
    rates: daily(10900, 19900),
    units: { kef: 6, rvk: 3 },
  },
  {
    ...base,
    id: 'vitara-4x4',
    rentalId: 108,
    name: 'Suzuki Vitara 4x4',
    category: 'suv',
    transmission: 'automatic',
    fuel: 'hybrid',
    seats: 5,
    doors: 5,
    luggage: 3,
    fourWheelDrive: true,
    fRoadAllowed: true,
    rates: daily(11900, 21900),
    units: { kef: 5, rvk: 2 },
  },
  {
    ...base,
    id: 'sportage-phev',
    rentalId: 109,
    name: 'Kia Sportage PHEV 4x4',
    category: 'suv',
    transmission: 'automatic',
    fuel: 'plugin_hybrid',
    seats: 5,
    doors: 5,
    luggage: 4,
    fourWheelDrive: true,
    fRoadAllowed: true,
    rates: daily(14900, 25900),
    units: { kef: 3, rvk: 2 },
  },
  {
    ...base,
    id: 'enyaq',
    rentalId: 110,
    name: 'Skoda Enyaq 4x4',
    category: 'electric',
    transmission: 'automatic',
    fuel: 'electric',
    seats: 5,
    doors: 5,
    luggage: 4,
    fourWheelDrive: true,
    rates: daily(15900, 26900),
    units: { kef: 3, rvk: 1 },
  },
  {
    ...base,
    id: 'land-cruiser',
    rentalId: 111,
    name: 'Toyota Land Cruiser 150',
    orSimilar: false,
    category: 'large_suv',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 7,
    doors: 5,
    luggage: 5,
    fourWheelDrive: true,
    fRoadAllowed: true,
    minDriverAge: 25,
    rates: daily(24900, 42900),
    units: { kef: 4, rvk: 2, aey: 1 },
  },
  {
    ...base,
    id: 'proace-verso',
    rentalId: 112,
    name: 'Toyota Proace Verso 9 seats',
    // The model name as each language writes it (content's "Name in each language").
    names: {
      de: 'Toyota Proace Verso, 9 Sitze',
      es: 'Toyota Proace Verso de 9 plazas',
      fr: 'Toyota Proace Verso 9 places',
      is: 'Toyota Proace Verso, 9 sæta',
    },
    category: 'minivan',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 9,
    doors: 4,
    luggage: 6,
    minDriverAge: 25,
    rates: daily(21900, 36900),
    units: { kef: 3, rvk: 1, aey: 1 },
  },
];

const CAMPERS: ClassSeed[] = [
  {
    ...base,
    id: 'dokker-camper',
    rentalId: 201,
    name: 'Dacia Dokker Camper',
    category: 'small_camper',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 2,
    doors: 4,
    luggage: 2,
    sleepingSpots: 2,
    rates: daily(9900, 19900),
    units: { kef: 6, rvk: 2 },
  },
  {
    ...base,
    id: 'caddy-camper',
    rentalId: 202,
    name: 'Volkswagen Caddy Camper',
    category: 'small_camper',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 2,
    doors: 4,
    luggage: 2,
    sleepingSpots: 2,
    rates: daily(11900, 23900),
    units: { kef: 4, rvk: 2 },
  },
  {
    ...base,
    id: 'trafic-camper',
    rentalId: 203,
    name: 'Renault Trafic Camper',
    category: 'camper_van',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 3,
    doors: 4,
    luggage: 3,
    sleepingSpots: 3,
    rates: daily(14900, 29900),
    units: { kef: 4, rvk: 1 },
  },
  {
    ...base,
    id: 'california-4x4',
    rentalId: 204,
    name: 'Volkswagen California Ocean 4Motion',
    orSimilar: false,
    category: 'camper_van',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 4,
    doors: 4,
    luggage: 3,
    sleepingSpots: 4,
    fourWheelDrive: true,
    minDriverAge: 23,
    rates: daily(22900, 44900),
    units: { kef: 3, rvk: 1 },
  },
  {
    ...base,
    id: 'hilux-rooftop',
    rentalId: 205,
    name: 'Toyota Hilux with rooftop tent',
    // The model name as each language writes it (content's "Name in each language").
    names: {
      de: 'Toyota Hilux mit Dachzelt',
      es: 'Toyota Hilux con tienda de techo',
      fr: 'Toyota Hilux avec tente de toit',
      is: 'Toyota Hilux með þaktjaldi',
    },
    category: '4x4_camper',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 5,
    doors: 4,
    luggage: 3,
    sleepingSpots: 2,
    fourWheelDrive: true,
    fRoadAllowed: true,
    minDriverAge: 23,
    rates: daily(19900, 39900),
    units: { kef: 3, aey: 1 },
  },
  {
    ...base,
    id: 'ducato-motorhome',
    rentalId: 206,
    name: 'Fiat Ducato Motorhome',
    // The model name as each language writes it (content's "Name in each language").
    names: {
      de: 'Fiat Ducato Wohnmobil',
      es: 'Autocaravana Fiat Ducato',
      fr: 'Camping-car Fiat Ducato',
      is: 'Fiat Ducato húsbíll',
    },
    category: 'motorhome',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    doors: 3,
    luggage: 5,
    sleepingSpots: 5,
    minDriverAge: 25,
    rates: daily(27900, 54900),
    units: { kef: 2, rvk: 1 },
  },
];

const monthly = (perMonth: number): ClassRates => ({ kind: 'monthly', perMonth });

const LEASE: ClassSeed[] = [
  {
    ...base,
    id: 'picanto-lease',
    rentalId: 301,
    name: 'Kia Picanto',
    category: 'mini',
    transmission: 'automatic',
    fuel: 'petrol',
    seats: 4,
    doors: 5,
    luggage: 1,
    rates: monthly(89000),
    units: { rvk: 4 },
  },
  {
    ...base,
    id: 'yaris-lease',
    rentalId: 302,
    name: 'Toyota Yaris Hybrid',
    category: 'economy',
    transmission: 'automatic',
    fuel: 'hybrid',
    seats: 5,
    doors: 5,
    luggage: 2,
    rates: monthly(109000),
    units: { rvk: 5 },
  },
  {
    ...base,
    id: 'niro-ev-lease',
    rentalId: 303,
    name: 'Kia Niro EV',
    category: 'electric',
    transmission: 'automatic',
    fuel: 'electric',
    seats: 5,
    doors: 5,
    luggage: 3,
    rates: monthly(139000),
    units: { rvk: 4 },
  },
  {
    ...base,
    id: 'octavia-lease',
    rentalId: 304,
    name: 'Skoda Octavia Combi',
    category: 'wagon',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 5,
    doors: 5,
    luggage: 4,
    rates: monthly(129000),
    units: { rvk: 3 },
  },
  {
    ...base,
    id: 'model-y-lease',
    rentalId: 305,
    name: 'Tesla Model Y',
    orSimilar: false,
    category: 'electric',
    transmission: 'automatic',
    fuel: 'electric',
    seats: 5,
    doors: 5,
    luggage: 4,
    fourWheelDrive: true,
    rates: monthly(169000),
    units: { rvk: 3 },
  },
  {
    ...base,
    id: 'duster-lease',
    rentalId: 306,
    name: 'Dacia Duster 4x4',
    category: 'suv',
    transmission: 'manual',
    fuel: 'diesel',
    seats: 5,
    doors: 5,
    luggage: 3,
    fourWheelDrive: true,
    fRoadAllowed: true,
    rates: monthly(139000),
    units: { rvk: 3 },
  },
  {
    ...base,
    id: 'rav4-lease',
    rentalId: 307,
    name: 'Toyota RAV4 Plug-in Hybrid',
    category: 'suv',
    transmission: 'automatic',
    fuel: 'plugin_hybrid',
    seats: 5,
    doors: 5,
    luggage: 4,
    fourWheelDrive: true,
    rates: monthly(179000),
    units: { rvk: 3 },
  },
  {
    ...base,
    id: 'land-cruiser-lease',
    rentalId: 308,
    name: 'Toyota Land Cruiser 250',
    orSimilar: false,
    category: 'large_suv',
    transmission: 'automatic',
    fuel: 'diesel',
    seats: 7,
    doors: 5,
    luggage: 5,
    fourWheelDrive: true,
    fRoadAllowed: true,
    minDriverAge: 25,
    rates: monthly(259000),
    units: { rvk: 2 },
  },
];

export const SEED_CLASSES: Record<Tenant, ClassSeed[]> = { cars: CARS, campers: CAMPERS, lease: LEASE };

export function seedImages(tenant: Tenant, id: string): string[] {
  return img(tenant, id);
}

/**
 * Cover and extra names in the other site languages, as the content words them (its "Name" field
 * per language); the English one is the seed's `name`. Documents name them from these.
 */
const COVER_NAMES: Record<string, LocalizedNames> = {
  cdw: {
    de: 'Haftungsbeschränkung (CDW), inbegriffen',
    es: 'Exención de daños por colisión (CDW), incluida',
    fr: 'Garantie dommages collision (CDW), incluse',
    is: 'Kaskótrygging (CDW), innifalin',
  },
  scdw: {
    de: 'Erweiterte Haftungsbeschränkung (SCDW)',
    es: 'Exención ampliada de daños por colisión (SCDW)',
    fr: 'Garantie dommages collision renforcée (SCDW)',
    is: 'Aukin kaskótrygging (SCDW)',
  },
  premium: {
    de: 'Premium-Schutz',
    es: 'Protección Premium',
    fr: 'Protection Premium',
    is: 'Úrvalsvernd (Premium)',
  },
  gravel: {
    de: 'Steinschlagschutz (GP)',
    es: 'Protección contra gravilla (GP)',
    fr: 'Protection gravillons (GP)',
    is: 'Malarvörn (GP)',
  },
  sand_ash: {
    de: 'Sand- und Ascheschutz (SAAP)',
    es: 'Protección contra arena y ceniza (SAAP)',
    fr: 'Protection sable et cendres (SAAP)',
    is: 'Sand- og öskuvörn (SAAP)',
  },
  theft: {
    de: 'Diebstahlschutz (TP)',
    es: 'Protección contra robo (TP)',
    fr: 'Protection vol (TP)',
    is: 'Þjófnaðarvörn (TP)',
  },
};

const EXTRA_NAMES: Record<string, LocalizedNames> = {
  gps: {
    de: 'GPS-Navigationsgerät',
    es: 'Navegador GPS',
    fr: 'GPS',
    is: 'GPS-leiðsögutæki',
  },
  wifi: {
    de: 'WLAN-Hotspot',
    es: 'Punto de acceso wifi',
    fr: 'Borne Wi-Fi mobile',
    is: 'Þráðlaus netbeinir',
  },
  child_seat: {
    de: 'Kindersitz',
    es: 'Silla infantil',
    fr: 'Siège enfant',
    is: 'Barnabílstóll',
  },
  booster_seat: {
    de: 'Sitzerhöhung',
    es: 'Alzador',
    fr: 'Rehausseur',
    is: 'Bílpúði',
  },
  ski_rack: {
    de: 'Skiträger',
    es: 'Portaesquís',
    fr: 'Porte-skis',
    is: 'Skíðafesting',
  },
  bedding: {
    de: 'Schlafsack und Kissen',
    es: 'Saco de dormir y almohada',
    fr: 'Sac de couchage et oreiller',
    is: 'Svefnpoki og koddi',
  },
  camping_chairs: {
    de: 'Campingstuhl',
    es: 'Silla de camping',
    fr: 'Chaise de camping',
    is: 'Útilegustóll',
  },
  camping_table: {
    de: 'Campingtisch',
    es: 'Mesa de camping',
    fr: 'Table de camping',
    is: 'Útileguborð',
  },
  heater: {
    de: 'Diesel-Standheizung',
    es: 'Calefacción diésel nocturna',
    fr: 'Chauffage diesel de nuit',
    is: 'Dísilhitari fyrir nóttina',
  },
  gas_refill: {
    de: 'Gasflasche nachfüllen',
    es: 'Recarga de bombona de gas',
    fr: 'Recharge de bouteille de gaz',
    is: 'Áfylling á gaskút',
  },
  home_delivery: {
    de: 'Lieferung und Abholung zu Hause',
    es: 'Entrega y recogida a domicilio',
    fr: 'Livraison et reprise à domicile',
    is: 'Afhending og sótt heim',
  },
  winter_tyres: {
    de: 'Spikereifen für den Winter',
    es: 'Neumáticos de invierno con clavos',
    fr: 'Pneus hiver cloutés',
    is: 'Negld vetrardekk',
  },
};

const ins = (
  id: string,
  name: string,
  kind: 'package' | 'addon',
  perDay: number,
  excess: number | null,
  deposit: number | null,
  includes: string[],
  sort: number,
): InsurancePackage => ({
  id,
  name,
  names: COVER_NAMES[id] ?? {},
  kind,
  perDay,
  excess,
  deposit,
  includes,
  sort,
});

const addons = (gravel: number, sandAsh: number, theft: number): InsurancePackage[] => [
  ins('gravel', 'Gravel protection (GP)', 'addon', gravel, null, null, [], 10),
  ins('sand_ash', 'Sand and ash protection (SAAP)', 'addon', sandAsh, null, null, [], 11),
  ins('theft', 'Theft protection (TP)', 'addon', theft, null, null, [], 12),
];

export const SEED_INSURANCE: Record<Tenant, InsurancePackage[]> = {
  cars: [
    ins('cdw', 'Collision damage waiver (CDW), included', 'package', 0, 350000, 350000, [], 1),
    ins('scdw', 'Super collision damage waiver (SCDW)', 'package', 2900, 90000, 90000, ['cdw'], 2),
    ins(
      'premium',
      'Premium protection',
      'package',
      5900,
      0,
      30000,
      ['cdw', 'scdw', 'gravel', 'sand_ash', 'theft'],
      3,
    ),
    ...addons(1300, 1700, 900),
  ],
  campers: [
    ins('cdw', 'Collision damage waiver (CDW), included', 'package', 0, 450000, 450000, [], 1),
    ins('scdw', 'Super collision damage waiver (SCDW)', 'package', 3900, 120000, 120000, ['cdw'], 2),
    ins(
      'premium',
      'Premium protection',
      'package',
      7900,
      0,
      50000,
      ['cdw', 'scdw', 'gravel', 'sand_ash', 'theft'],
      3,
    ),
    ...addons(1600, 2100, 1100),
  ],
  lease: [
    ins('cdw', 'Collision damage waiver (CDW), included', 'package', 0, 300000, 150000, [], 1),
    ins(
      'premium',
      'Premium protection',
      'package',
      1900,
      50000,
      50000,
      ['cdw', 'gravel', 'sand_ash', 'theft'],
      2,
    ),
    ...addons(500, 600, 300),
  ],
};

const extra = (
  id: string,
  name: string,
  pricing: Extra['pricing'],
  price: number,
  maxQuantity: number,
  sort: number,
): Extra => ({ id, name, names: EXTRA_NAMES[id] ?? {}, pricing, price, maxQuantity, sort });

export const SEED_EXTRAS: Record<Tenant, Extra[]> = {
  cars: [
    extra('gps', 'GPS navigation', 'per_day', 1500, 1, 1),
    extra('wifi', 'Wi-Fi hotspot', 'per_day', 1900, 1, 2),
    extra('child_seat', 'Child seat', 'per_day', 1200, 3, 3),
    extra('booster_seat', 'Booster seat', 'per_day', 800, 3, 4),
    extra('ski_rack', 'Ski rack', 'per_rental', 6000, 1, 5),
  ],
  campers: [
    extra('bedding', 'Sleeping bag and pillow', 'per_rental', 5000, 5, 1),
    extra('camping_chairs', 'Camping chair', 'per_rental', 2500, 5, 2),
    extra('camping_table', 'Camping table', 'per_rental', 3000, 1, 3),
    extra('heater', 'Diesel night heater', 'per_rental', 9000, 1, 4),
    extra('wifi', 'Wi-Fi hotspot', 'per_day', 1900, 1, 5),
    extra('gas_refill', 'Gas bottle refill', 'per_rental', 3500, 2, 6),
  ],
  lease: [
    extra('child_seat', 'Child seat', 'per_rental', 15000, 3, 1),
    extra('home_delivery', 'Delivery and collection at home', 'per_rental', 9000, 1, 2),
    extra('winter_tyres', 'Studded winter tyres', 'per_rental', 25000, 1, 3),
  ],
};

/** Promo codes per tenant; EXPIRED5 is there so the expired path is reachable in a fresh database. */
export const SEED_PROMOS: Record<
  Tenant,
  { code: string; percent: number; validFrom: string; validTo: string }[]
> = {
  cars: [
    { code: 'VEGUR10', percent: 10, validFrom: '2024-01-01T00:00:00Z', validTo: '2035-12-31T23:59:59Z' },
    { code: 'EXPIRED5', percent: 5, validFrom: '2020-01-01T00:00:00Z', validTo: '2020-12-31T23:59:59Z' },
  ],
  campers: [
    { code: 'CAMP15', percent: 15, validFrom: '2024-01-01T00:00:00Z', validTo: '2035-12-31T23:59:59Z' },
    { code: 'EXPIRED5', percent: 5, validFrom: '2020-01-01T00:00:00Z', validTo: '2020-12-31T23:59:59Z' },
  ],
  lease: [{ code: 'LEASE5', percent: 5, validFrom: '2024-01-01T00:00:00Z', validTo: '2035-12-31T23:59:59Z' }],
};

const PLATE_LETTERS = 'ABDEFGHJKLMNOPRSTUVXYZ';

/** The demo fleet's plates: the brand's prefix keeps generated fleets of test tenants apart. */
export function seedPlate(tenant: string, n: number): string {
  // Icelandic plates are two letters, one letter or digit and two digits (e.g. AB123).
  const a = PLATE_LETTERS[Math.floor(n / 1000) % PLATE_LETTERS.length];
  const b = PLATE_LETTERS[Math.floor(n / 100) % PLATE_LETTERS.length];
  return `${tenant.slice(0, 3).toUpperCase()}-${a}${b}${String(n % 1000).padStart(3, '0')}`;
}
