import { PinIcon } from '@sanity/icons/Pin';
import { defineField, defineType } from 'sanity';
import { DEFAULT_AUTO_ASSIGN_HOURS, MAX_AUTO_ASSIGN_HOURS } from '../../domain/units.ts';
import { TENANT_TITLES, type Tenant } from '../constants.ts';
import { tenantField } from '../lib/fields.ts';
import { englishRequiredRule, hoursRangeRule, type LocalizedValue } from '../lib/rules.ts';
import { specialHoursListField } from '../objects/hours.ts';

const LOCATION_ICONS = [
  { title: 'Airport', value: 'airport' },
  { title: 'City office', value: 'city' },
  { title: 'Hotel', value: 'hotel' },
  { title: 'Harbour', value: 'harbour' },
];

/** Shaped like domain `Location` (with `locationId` as its `id`), see objects/hours.ts. */
export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'general', title: 'General', default: true },
    { name: 'hours', title: 'Opening hours' },
    { name: 'special', title: 'Special hours' },
  ],
  fieldsets: [
    {
      name: 'seasons',
      title: 'Staffed hours',
      description: 'High season dates are set in the brand settings.',
      // One season under the other: side by side, each week was too narrow for its times.
    },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'localeString',
      group: 'general',
      validation: (rule) => rule.custom((value) => englishRequiredRule(value as LocalizedValue)).error(),
    }),
    defineField({
      name: 'locationId',
      title: 'Location id',
      type: 'string',
      group: 'general',
      description: 'The id of this location in the booking system, e.g. "kef".',
      validation: (rule) => rule.required().error('Enter the booking system id of this location.'),
    }),
    { ...tenantField(), group: 'general' },
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      group: 'general',
      options: { list: LOCATION_ICONS, layout: 'radio', direction: 'horizontal' },
    }),
    defineField({ name: 'address', title: 'Address', type: 'address', group: 'general' }),
    defineField({
      name: 'sortOrder',
      title: 'Position in lists',
      type: 'number',
      group: 'general',
      description:
        'Where this location appears in the pickup and return lists (1 first). The first visible location is preselected for pickup.',
      validation: (rule) => rule.integer().min(1).max(99).warning('Use a whole number from 1 to 99.'),
    }),
    defineField({
      name: 'hidden',
      title: 'Hidden',
      type: 'boolean',
      group: 'general',
      description: 'Hidden locations are not offered for pickup or return.',
      initialValue: false,
    }),
    defineField({
      name: 'returnAnytime',
      title: 'Return any time',
      type: 'boolean',
      group: 'hours',
      description: 'Customers may return vehicles around the clock (key box), whatever the hours below.',
      initialValue: false,
    }),
    defineField({
      name: 'operatingHoursHighSeason',
      title: 'High season',
      type: 'weeklyHours',
      group: 'hours',
      fieldset: 'seasons',
    }),
    defineField({
      name: 'operatingHoursLowSeason',
      title: 'Low season',
      type: 'weeklyHours',
      group: 'hours',
      fieldset: 'seasons',
    }),
    defineField({
      name: 'selfService',
      title: 'Self-service pickup',
      type: 'boolean',
      group: 'hours',
      description:
        'Customers can collect vehicles outside staffed hours (needs self-service on in the brand settings).',
      initialValue: false,
    }),
    defineField({
      name: 'selfServiceHours',
      title: 'Self-service hours',
      type: 'timeRange',
      group: 'hours',
      hidden: ({ document }) => !document?.selfService,
      validation: (rule) =>
        rule
          .custom((value, context) => {
            const doc = context.document as { selfService?: boolean } | undefined;
            const range = value as { from?: string; to?: string } | undefined;
            if (doc?.selfService && !(range?.from && range.to))
              return 'Set the self-service hours, or switch self-service off: without hours it is not offered.';
            // Field rules replace the type's own rules, so the range check is repeated here.
            return hoursRangeRule(range);
          })
          .error(),
    }),
    defineField({
      name: 'keyInstructions',
      title: 'Key instructions (self-service)',
      type: 'localeText',
      group: 'hours',
      description:
        'Where the car stands and how to take the key from the key box, shown on the reservation page to checked-in customers. The key-box code itself is set by staff in Operations, never here.',
    }),
    defineField({
      name: 'keyReleaseHours',
      title: 'Release the key-box code (hours before pickup)',
      type: 'number',
      group: 'hours',
      description:
        'The code is shown from this many hours before pickup, only to checked-in reservations, never in an e-mail.',
      initialValue: 1,
      validation: (rule) => rule.integer().min(0).max(72).error('Use a whole number of hours from 0 to 72.'),
    }),
    defineField({
      name: 'autoAssignHours',
      title: 'Assign a car automatically (hours before pickup)',
      type: 'number',
      group: 'hours',
      description:
        'From this many hours before pickup the booking service fixes a free car of the booked class for a reservation staff have not assigned one to; it never changes a car staff chose.',
      initialValue: DEFAULT_AUTO_ASSIGN_HOURS,
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(MAX_AUTO_ASSIGN_HOURS)
          .error(`Use a whole number of hours from 1 to ${MAX_AUTO_ASSIGN_HOURS}.`),
    }),
    { ...specialHoursListField(), group: 'special' },
  ],
  preview: {
    select: { title: 'title.en', id: 'locationId', tenant: 'tenant', hidden: 'hidden' },
    prepare: ({ title, id, tenant, hidden }) => ({
      title: title ?? 'Unnamed location',
      subtitle: [TENANT_TITLES[tenant as Tenant], id, hidden ? 'hidden' : null].filter(Boolean).join(' · '),
    }),
  },
});
