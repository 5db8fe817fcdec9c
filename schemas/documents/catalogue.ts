// The rental catalogue the business edits: rate tables, the insurance ladder, extras,
// one-way fees, booking rules and the fleet's units. The booking service copies them through the
// content webhook (booking/rules/content-sync.ts); validation uses the same domain rules the
// booking service prices with, so what the Studio publishes can be priced.
import { BillIcon } from '@sanity/icons/Bill';
import { LockIcon } from '@sanity/icons/Lock';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  type CatalogueIssue,
  checkExtra,
  checkInsuranceLadder,
  checkOneWayFees,
  checkRateTable,
  DEPOSIT_CLASSES,
  type RateTable,
  SEASONS,
} from '../../domain/index.ts';
import { TENANT_TITLES, type Tenant } from '../constants.ts';
import { tenantField } from '../lib/fields.ts';

const ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Each issue as one message, or true: Studio custom validation. */
function issuesRule(issues: CatalogueIssue[]): true | string {
  if (issues.length === 0) return true;
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join(' · ');
}

const idField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) =>
      rule
        .required()
        .regex(ID_PATTERN)
        .error(
          'A short lower-case id (letters, digits, - and _) that bookings store; never change it once used.',
        ),
  });

const money = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (rule) => rule.min(0).integer().error('A whole number of krónur, 0 or more.'),
  });

const retiredField = (what: string) =>
  defineField({
    name: 'retired',
    title: 'Retired',
    type: 'boolean',
    initialValue: false,
    description: `A retired ${what} is no longer offered; bookings that have it keep it at the price they were sold at. Retire instead of deleting.`,
  });

export const rateTier = defineType({
  name: 'rateTier',
  title: 'Tier',
  type: 'object',
  fields: [
    defineField({
      name: 'minDays',
      title: 'From (days)',
      type: 'number',
      validation: (rule) => rule.required().min(1).max(365).integer(),
    }),
    money('perDay', 'Price per day (ISK)'),
  ],
  preview: {
    select: { minDays: 'minDays', perDay: 'perDay' },
    prepare: ({ minDays, perDay }) => ({ title: `From ${minDays ?? '?'} days: ${perDay ?? '?'} kr/day` }),
  },
});

export const rateSeason = defineType({
  name: 'rateSeason',
  title: 'Season',
  type: 'object',
  fields: [
    defineField({
      name: 'season',
      title: 'Season',
      type: 'string',
      description: 'The high season is the date range in the brand settings; every other day is low season.',
      options: {
        list: SEASONS.map((s) => ({ value: s, title: s === 'high' ? 'High season' : 'Low season' })),
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tiers',
      title: 'Length tiers',
      type: 'array',
      of: [defineArrayMember({ type: 'rateTier' })],
    }),
  ],
  preview: {
    select: { season: 'season', tiers: 'tiers' },
    prepare: ({ season, tiers }) => ({
      title: season === 'high' ? 'High season' : 'Low season',
      subtitle: `${Array.isArray(tiers) ? tiers.length : 0} tiers`,
    }),
  },
});

/** A class's prices: per season a ladder of rental-length tiers, or (lease) one monthly price. */
export const rateTable = defineType({
  name: 'rateTable',
  title: 'Rates',
  type: 'object',
  fields: [
    defineField({
      name: 'kind',
      title: 'Priced',
      type: 'string',
      options: {
        list: [
          { value: 'daily', title: 'Per day, by season and length' },
          { value: 'monthly', title: 'Per month' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'daily',
    }),
    defineField({
      name: 'seasons',
      title: 'Seasons',
      type: 'array',
      of: [defineArrayMember({ type: 'rateSeason' })],
      hidden: ({ parent }) => (parent as RateTable | undefined)?.kind === 'monthly',
    }),
    defineField({
      name: 'perMonth',
      title: 'Price per month (ISK)',
      type: 'number',
      hidden: ({ parent }) => (parent as RateTable | undefined)?.kind !== 'monthly',
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      if (!value) return true;
      const checked = checkRateTable(value as RateTable);
      return checked.ok ? true : issuesRule(checked.issues);
    }),
});

/** One car of the fleet: the booking service allocates these to reservations. */
export const fleetUnit = defineType({
  name: 'fleetUnit',
  title: 'Unit',
  type: 'object',
  fields: [
    defineField({
      name: 'plate',
      title: 'Plate',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[A-Z0-9-]{2,12}$/)
          .error('The registration plate in capitals, e.g. AB123.'),
    }),
    defineField({
      name: 'locationId',
      title: 'Home location',
      type: 'string',
      description: 'The booking id of the location it is rented from, e.g. "kef".',
      validation: (rule) => rule.required().regex(ID_PATTERN),
    }),
    defineField({
      name: 'inService',
      title: 'In service',
      type: 'boolean',
      initialValue: true,
      description: 'Out of service: no new bookings get it; bookings it already has keep it.',
    }),
  ],
  preview: {
    select: { plate: 'plate', location: 'locationId', inService: 'inService' },
    prepare: ({ plate, location, inService }) => ({
      title: plate ?? 'Unit',
      subtitle: `${location ?? '—'}${inService === false ? ' · out of service' : ''}`,
    }),
  },
});

/** The booking fields a vehicle document adds to its names and specs (vehicleBase). */
export const vehicleClassFields = [
  defineField({
    ...tenantField(),
    group: 'booking',
    description: 'The brand that rents this vehicle class; its prices and units belong to that brand.',
  }),
  defineField({
    ...idField('classId', 'Booking class id', 'The id bookings store, e.g. "yaris-hybrid".'),
    group: 'booking',
  }),
  defineField({
    name: 'category',
    title: 'Category',
    type: 'string',
    group: 'booking',
    description: 'The booking category, e.g. "suv" or "camper_van" (the site draws and groups by it).',
    validation: (rule) => rule.required().regex(ID_PATTERN),
  }),
  defineField({
    name: 'fuel',
    title: 'Fuel',
    type: 'string',
    group: 'booking',
    options: {
      list: [
        { value: 'petrol', title: 'Petrol' },
        { value: 'diesel', title: 'Diesel' },
        { value: 'hybrid', title: 'Hybrid' },
        { value: 'plugin_hybrid', title: 'Plug-in hybrid' },
        { value: 'electric', title: 'Electric' },
      ],
    },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'doors',
    title: 'Doors',
    type: 'number',
    group: 'booking',
    validation: (rule) => rule.required().min(2).max(6).integer(),
  }),
  defineField({
    name: 'luggage',
    title: 'Suitcases',
    type: 'number',
    group: 'booking',
    validation: (rule) => rule.required().min(0).max(10).integer(),
  }),
  defineField({
    name: 'orSimilar',
    title: '"Or similar"',
    type: 'boolean',
    group: 'booking',
    initialValue: true,
    description: 'Off: the customer gets exactly this model (guaranteed model).',
  }),
  defineField({
    name: 'minDriverAge',
    title: 'Minimum driver age',
    type: 'number',
    group: 'booking',
    initialValue: 20,
    validation: (rule) => rule.required().min(17).max(30).integer(),
  }),
  defineField({
    name: 'fRoadAllowed',
    title: 'F-roads allowed',
    type: 'boolean',
    group: 'booking',
    initialValue: false,
    description: 'May be driven on Iceland’s mountain (F) roads.',
  }),
  defineField({
    name: 'depositClass',
    title: 'Deposit class',
    type: 'string',
    group: 'booking',
    initialValue: 'standard',
    options: {
      list: DEPOSIT_CLASSES.map((value) => ({
        value,
        title: value === 'high' ? 'High deposit' : 'Standard deposit',
      })),
      layout: 'radio',
      direction: 'horizontal',
    },
  }),
  defineField({
    name: 'sortOrder',
    title: 'Order in results',
    type: 'number',
    group: 'booking',
    validation: (rule) => rule.integer(),
  }),
  defineField({ ...retiredField('class'), group: 'booking' }),
  defineField({
    name: 'rates',
    title: 'Rates',
    type: 'rateTable',
    group: 'booking',
    validation: (rule) => rule.required().error('Add the rates, or the class cannot be booked.'),
  }),
  defineField({
    name: 'units',
    title: 'Units (fleet)',
    type: 'array',
    group: 'booking',
    of: [defineArrayMember({ type: 'fleetUnit' })],
    validation: (rule) =>
      rule.custom((value) => {
        const plates = ((value ?? []) as { plate?: string }[]).map((u) => u.plate).filter(Boolean);
        const twice = plates.find((p, i) => plates.indexOf(p) !== i);
        return twice ? `${twice} is listed twice` : true;
      }),
  }),
];

/** One step of the insurance ladder (a package, exactly one per rental) or an add-on. */
export const insuranceCover = defineType({
  name: 'insuranceCover',
  title: 'Insurance',
  type: 'document',
  icon: LockIcon,
  fieldsets: [{ name: 'money', title: 'Price, excess and deposit (ISK)', options: { columns: 2 } }],
  fields: [
    tenantField(),
    idField('coverId', 'Insurance id', 'The id bookings store, e.g. "scdw".'),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {
        list: [
          { value: 'package', title: 'Package (one per rental; the first is the base)' },
          { value: 'addon', title: 'Add-on' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'localeString',
      validation: (rule) =>
        rule.custom((value) =>
          (value as { en?: string } | undefined)?.en ? true : 'Name it in English at least.',
        ),
    }),
    { ...money('perDay', 'Price per day'), fieldset: 'money' },
    {
      ...money('excess', 'Excess', 'What the customer pays at most for damage (packages).'),
      fieldset: 'money',
    },
    { ...money('deposit', 'Deposit', 'Held on the card at pickup (packages).'), fieldset: 'money' },
    {
      ...money('depositHigh', 'Deposit, high deposit class', 'Empty: the same as the deposit.'),
      fieldset: 'money',
    },
    defineField({
      name: 'includes',
      title: 'Includes',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'Ids of the covers this one contains (they cannot be added on top).',
    }),
    defineField({ name: 'covers', title: 'What it covers', type: 'localeText' }),
    defineField({ name: 'excludes', title: 'What it excludes', type: 'localeText' }),
    defineField({ name: 'sortOrder', title: 'Order', type: 'number', validation: (rule) => rule.integer() }),
    retiredField('cover'),
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const d = doc as { coverId?: string; kind?: 'package' | 'addon' } & Record<string, number | undefined>;
      if (!d?.coverId || !d.kind) return true;
      // One document's share of the ladder rule: its own amounts (the base package is checked on sync).
      const issues = checkInsuranceLadder([
        { id: d.coverId, kind: d.kind, perDay: d.perDay, excess: d.excess, deposit: d.deposit },
        { id: 'base', kind: 'package', perDay: 0, excess: 0, deposit: 0 },
      ]);
      return issuesRule(issues);
    }),
  preview: {
    select: { name: 'name.en', tenant: 'tenant', kind: 'kind', perDay: 'perDay', retired: 'retired' },
    prepare: ({ name, tenant, kind, perDay, retired }) => ({
      title: name ?? 'Insurance',
      subtitle: `${TENANT_TITLES[tenant as Tenant] ?? '—'} · ${kind ?? '—'} · ${perDay ?? '?'} kr/day${retired ? ' · retired' : ''}`,
    }),
  },
});

export const rentalExtra = defineType({
  name: 'rentalExtra',
  title: 'Extra',
  type: 'document',
  icon: BillIcon,
  fields: [
    tenantField(),
    idField('extraId', 'Extra id', 'The id bookings store, e.g. "child_seat".'),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'localeString',
      validation: (rule) =>
        rule.custom((value) =>
          (value as { en?: string } | undefined)?.en ? true : 'Name it in English at least.',
        ),
    }),
    defineField({
      name: 'pricing',
      title: 'Priced',
      type: 'string',
      options: {
        list: [
          { value: 'per_day', title: 'Per day' },
          { value: 'per_rental', title: 'Per rental' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    money('price', 'Price (ISK)'),
    defineField({ name: 'maxQuantity', title: 'At most', type: 'number', initialValue: 1 }),
    defineField({ name: 'sortOrder', title: 'Order', type: 'number', validation: (rule) => rule.integer() }),
    retiredField('extra'),
  ],
  validation: (rule) =>
    rule.custom((doc) => {
      const d = doc as { price?: number; maxQuantity?: number } | undefined;
      return d ? issuesRule(checkExtra(d)) : true;
    }),
  preview: {
    select: { name: 'name.en', tenant: 'tenant', price: 'price', pricing: 'pricing', retired: 'retired' },
    prepare: ({ name, tenant, price, pricing, retired }) => ({
      title: name ?? 'Extra',
      subtitle: `${TENANT_TITLES[tenant as Tenant] ?? '—'} · ${price ?? '?'} kr ${pricing === 'per_day' ? 'per day' : 'per rental'}${retired ? ' · retired' : ''}`,
    }),
  },
});

export const oneWayFee = defineType({
  name: 'oneWayFee',
  title: 'One-way fee',
  type: 'object',
  fields: [
    defineField({
      name: 'from',
      title: 'From (location id)',
      type: 'string',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'to', title: 'To (location id)', type: 'string', validation: (r) => r.required() }),
    money('fee', 'Fee (ISK)'),
  ],
  preview: {
    select: { from: 'from', to: 'to', fee: 'fee' },
    prepare: ({ from, to, fee }) => ({
      title: `${from ?? '?'} ↔ ${to ?? '?'}`,
      subtitle: `${fee ?? '?'} kr`,
    }),
  },
});

/** The brand settings' catalogue fields: one-way fees and the rules every booking follows. */
export const bookingSettingsFields = [
  defineField({
    name: 'oneWayFees',
    title: 'One-way fees',
    type: 'array',
    group: 'booking',
    description: 'Either direction; a route not listed costs the default fee.',
    of: [defineArrayMember({ type: 'oneWayFee' })],
    validation: (rule) => rule.custom((value) => issuesRule(checkOneWayFees((value ?? []) as never[]))),
  }),
  defineField({ ...money('defaultOneWayFee', 'Default one-way fee (ISK)'), group: 'booking' }),
  defineField({ name: 'bookingRules', title: 'Booking rules', type: 'bookingRules', group: 'booking' }),
];

const count = (name: string, title: string, description?: string, max = 10_000) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (rule) => rule.required().min(0).max(max).integer(),
  });

export const bookingRules = defineType({
  name: 'bookingRules',
  title: 'Booking rules',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'brandName', title: 'Brand name in documents and e-mails', type: 'string' }),
    count('minRentalDays', 'Shortest rental (days)', undefined, 365),
    count('graceMinutes', 'Grace minutes before another day is charged', undefined, 600),
    count('turnaroundMinutes', 'Turnaround after a return (minutes)', 'Cleaning and inspection.', 10_080),
    count('freeCancellationHours', 'Free cancellation until (hours before pickup)'),
    count('selfServiceMinHours', 'Self-service pickup booked at least (hours ahead)'),
    count('termsChangeMinHours', 'Changes allowed until (hours before pickup)'),
    count('checkInOpensHours', 'Online check-in opens (hours before pickup)'),
    count('freeExtraDrivers', 'Extra drivers free of charge', undefined, 10),
    count('maxExtraDrivers', 'Extra drivers at most', undefined, 10),
    count('extraDriverPerDay', 'Extra driver per day (ISK)', undefined, 1_000_000),
    count('roadTaxElectric', 'Road tax per day, electric (ISK)', undefined, 100_000),
    count('roadTaxHybrid', 'Road tax per day, hybrid (ISK)', undefined, 100_000),
    defineField({
      name: 'dueNow',
      title: 'Paid when booking',
      type: 'string',
      options: {
        list: [
          { value: 'percent', title: 'A share of the total' },
          { value: 'first_month', title: 'The first month' },
        ],
      },
    }),
    count('dueNowPercent', 'Share paid when booking (%)', undefined, 100),
    count('maxRentalDays', 'Longest rental (days; 0 when counted in months)', undefined, 3650),
    count('maxRentalMonths', 'Longest rental (months; 0 when counted in days)', undefined, 120),
    count('horizonMonths', 'Bookable ahead (months)', undefined, 60),
  ],
});

export const catalogueObjectTypes = [rateTier, rateSeason, rateTable, fleetUnit, oneWayFee, bookingRules];
export const catalogueDocumentTypes = [insuranceCover, rentalExtra];
