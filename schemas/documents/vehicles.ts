import { DatabaseIcon } from '@sanity/icons/Database';
import { PackageIcon } from '@sanity/icons/Package';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { TENANT_OPTIONS, TENANT_TITLES, type Tenant } from '../constants.ts';
import { uniqueTenantsRule } from '../lib/rules.ts';
import { vehicleClassFields } from './catalogue.ts';
import { TRANSMISSIONS } from './pages.ts';

/**
 * A vehicle's language-neutral data, shared by its pages in every brand and language (the spec's
 * "base"). Its primary category per brand decides the middle part of the vehicle page address.
 * It is also the booking class: the one home of its name, specs, rates and units,
 * which the booking service copies through the content webhook.
 */
export const vehicleBase = defineType({
  name: 'vehicleBase',
  title: 'Vehicle data',
  type: 'document',
  icon: DatabaseIcon,
  fieldsets: [{ name: 'specs', title: 'Specifications', options: { columns: 2 } }],
  groups: [{ name: 'booking', title: 'Booking: rates and fleet' }],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'Model name as customers know it, e.g. "Toyota Land Cruiser 150".',
      validation: (rule) => rule.required().error('Name the vehicle.'),
    }),
    defineField({
      name: 'localizedName',
      title: 'Name in each language',
      type: 'localeString',
      description:
        'Only where a language words the name differently, e.g. "Toyota Hilux mit Dachzelt". Empty languages use Name. Rental agreements, e-mails and bookings name the vehicle by it.',
    }),
    defineField({
      name: 'rental',
      title: 'Rental group',
      type: 'reference',
      to: [{ type: 'rental' }],
      description: 'The booking system group this vehicle is booked as.',
      validation: (rule) =>
        rule.required().error('Link the rental group, or the vehicle cannot be booked from its page.'),
    }),
    defineField({ name: 'image', title: 'Main image', type: 'imageWithAlt' }),
    defineField({ name: 'brand', title: 'Brand', type: 'string', fieldset: 'specs' }),
    defineField({
      name: 'transmission',
      title: 'Transmission',
      type: 'string',
      fieldset: 'specs',
      options: { list: TRANSMISSIONS },
    }),
    defineField({
      name: 'seats',
      title: 'Seats',
      type: 'number',
      fieldset: 'specs',
      validation: (rule) => rule.min(1).max(9).integer(),
    }),
    defineField({
      name: 'sleepingSpots',
      title: 'Sleeping spots',
      type: 'number',
      fieldset: 'specs',
      validation: (rule) => rule.min(0).max(8).integer(),
    }),
    defineField({
      name: 'fourWheelDrive',
      title: '4×4',
      type: 'boolean',
      fieldset: 'specs',
      initialValue: false,
    }),
    // Campers' equipment: the booking service's classes carry no such facts, and the vehicle page
    // shows them beside the class's seats and berths.
    defineField({
      name: 'kitchen',
      title: 'Kitchen',
      type: 'boolean',
      fieldset: 'specs',
      description: 'A cooker and kitchen box on board (campers).',
      hidden: ({ document }) => !((document?.sleepingSpots as number | undefined) ?? 0),
    }),
    defineField({
      name: 'heating',
      title: 'Heating',
      type: 'boolean',
      fieldset: 'specs',
      description: 'A parking heater for cold nights (campers).',
      hidden: ({ document }) => !((document?.sleepingSpots as number | undefined) ?? 0),
    }),
    defineField({
      name: 'tenantPrimaryCategories',
      title: 'Primary category per brand',
      description:
        'One row per brand that offers this vehicle; the category slug becomes part of the page address.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'tenantPrimaryCategory',
          title: 'Primary category',
          type: 'object',
          fields: [
            defineField({
              name: 'tenant',
              title: 'Brand',
              type: 'string',
              options: { list: TENANT_OPTIONS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'primaryCategory',
              title: 'Category page',
              type: 'reference',
              to: [{ type: 'vehicleCategoryPage' }],
              options: {
                filter: ({ parent }) => ({
                  filter: 'tenant == $tenant',
                  params: { tenant: (parent as { tenant?: string } | undefined)?.tenant ?? '' },
                }),
              },
              validation: (rule) => rule.required().error('Pick the category page of this brand.'),
            }),
          ],
          preview: {
            select: { tenant: 'tenant', category: 'primaryCategory.title' },
            prepare: ({ tenant, category }) => ({
              title: TENANT_TITLES[tenant as Tenant] ?? 'Brand not set',
              subtitle: category ?? 'No category',
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((value) => uniqueTenantsRule(value as { tenant?: string }[] | undefined)).error(),
    }),
    ...vehicleClassFields,
  ],
  preview: {
    select: { title: 'name', rental: 'rental.rentalId', media: 'image' },
    prepare: ({ title, rental, media }) => ({
      title,
      subtitle: rental ? `Rental ${rental}` : 'No rental group',
      media,
    }),
  },
});

/** The booking group and where it can be picked up. */
export const rental = defineType({
  name: 'rental',
  title: 'Rental group',
  type: 'document',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'rentalId',
      title: 'Rental id',
      type: 'string',
      description: 'The id of this group in the booking system.',
      validation: (rule) => rule.required().error('Enter the booking system id.'),
    }),
    defineField({ name: 'name', title: 'Internal name', type: 'string' }),
    defineField({
      name: 'locations',
      title: 'Locations',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'rentalLocation',
          title: 'Location',
          type: 'object',
          fields: [
            defineField({
              name: 'location',
              title: 'Location',
              type: 'reference',
              to: [{ type: 'location' }],
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'pickupId',
              title: 'Pickup id',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'returnId',
              title: 'Return id',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { title: 'location.title.en', pickupId: 'pickupId', returnId: 'returnId' },
            prepare: ({ title, pickupId, returnId }) => ({
              title: title ?? 'Location',
              subtitle: `pickup ${pickupId ?? '—'} · return ${returnId ?? '—'}`,
            }),
          },
        }),
      ],
      validation: (rule) => rule.min(1).error('Add at least one location where this group can be picked up.'),
    }),
  ],
  preview: {
    select: { id: 'rentalId', name: 'name', locations: 'locations' },
    prepare: ({ id, name, locations }) => ({
      title: name || `Rental ${id ?? ''}`,
      subtitle: `id ${id ?? '—'} · ${Array.isArray(locations) ? locations.length : 0} locations`,
    }),
  },
});
