import { BellIcon } from '@sanity/icons/Bell';
import { CogIcon } from '@sanity/icons/Cog';
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { TagIcon } from '@sanity/icons/Tag';
import { TokenIcon } from '@sanity/icons/Token';
import { defineField, defineType, type ValidationContext } from 'sanity';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import { TIME_OF_DAY } from '../../domain/time-slots.ts';
import { TENANT_TITLES, type Tenant } from '../constants.ts';
import { tenantField } from '../lib/fields.ts';
import { lakeLookup } from '../lib/lake-lookup.ts';
import { englishRequiredRule, type LocalizedValue, validDatesRule } from '../lib/rules.ts';
import { bookingSettingsFields } from './catalogue.ts';

const tenantTitle = (tenant: unknown) => TENANT_TITLES[tenant as Tenant] ?? 'No brand';
const requireEnglish = (value: unknown) => englishRequiredRule(value as LocalizedValue);

/** High season and self-service, per brand. */
export const settings = defineType({
  name: 'settings',
  title: 'Brand settings',
  type: 'document',
  icon: CogIcon,
  groups: [{ name: 'booking', title: 'Booking rules & fees' }],
  fields: [
    tenantField({ readOnly: true }),
    ...bookingSettingsFields,
    defineField({
      name: 'highSeason',
      title: 'High season',
      type: 'seasonRange',
      description:
        'Locations use their high-season hours, and classes their high-season rates, on these days every year.',
      validation: (rule) =>
        rule.required().error('Set the high season: without it every day uses low-season hours.'),
    }),
    defineField({
      name: 'selfService',
      title: 'Self-service pickup',
      type: 'boolean',
      description: 'Offer self-service pickup at locations that support it.',
      initialValue: false,
    }),
  ],
  preview: {
    select: { tenant: 'tenant' },
    prepare: ({ tenant }) => ({ title: `Settings · ${tenantTitle(tenant)}` }),
  },
});

/** Contact data shown across the site. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Contact & social',
  type: 'document',
  icon: EarthGlobeIcon,
  fieldsets: [
    { name: 'phones', title: 'Phone numbers', options: { columns: 2 } },
    { name: 'maps', title: 'Map links', options: { columns: 2 } },
  ],
  fields: [
    tenantField({ readOnly: true }),
    defineField({ name: 'socials', title: 'Social links', type: 'array', of: [{ type: 'socialLink' }] }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      validation: (rule) => rule.email().error('Enter an e-mail address such as info@vegur.is.'),
    }),
    defineField({ name: 'phone', title: 'Main phone', type: 'string', fieldset: 'phones' }),
    defineField({ name: 'phoneSecondary', title: 'Second phone', type: 'string', fieldset: 'phones' }),
    defineField({ name: 'mapLinkKeflavik', title: 'Keflavik office', type: 'url', fieldset: 'maps' }),
    defineField({ name: 'mapLinkReykjavik', title: 'Reykjavik office', type: 'url', fieldset: 'maps' }),
  ],
  preview: {
    select: { tenant: 'tenant' },
    prepare: ({ tenant }) => ({ title: `Contact & social · ${tenantTitle(tenant)}` }),
  },
});

/** The info banner above the header. */
export const bannerSettings = defineType({
  name: 'bannerSettings',
  title: 'Info banner',
  type: 'document',
  icon: BellIcon,
  fields: [
    tenantField({ readOnly: true }),
    defineField({ name: 'active', title: 'Show the banner', type: 'boolean', initialValue: false }),
    defineField({
      name: 'template',
      title: 'Banner',
      type: 'object',
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'localeString',
          validation: (rule) =>
            rule
              .custom((value, context) =>
                (context.document as { active?: boolean } | undefined)?.active
                  ? englishRequiredRule(value as LocalizedValue)
                  : true,
              )
              .error(),
        }),
        defineField({ name: 'text', title: 'Text', type: 'localeText' }),
        defineField({
          name: 'expanderText',
          title: 'More text',
          type: 'localeText',
          description: 'Optional; shown when the visitor expands the banner.',
        }),
        defineField({
          name: 'important',
          title: 'Important (highlighted colour)',
          type: 'boolean',
          initialValue: false,
        }),
      ],
    }),
  ],
  preview: {
    select: { tenant: 'tenant', active: 'active', title: 'template.title.en' },
    prepare: ({ tenant, active, title }) => ({
      title: `Info banner · ${tenantTitle(tenant)}`,
      subtitle: active ? `On: ${title ?? ''}` : 'Off',
    }),
  },
});

const dateTime = (name: 'from' | 'to', title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { columns: 2 },
    fields: [
      defineField({ name: 'date', title: 'Date', type: 'date' }),
      defineField({
        name: 'time',
        title: 'Time (Iceland)',
        type: 'string',
        placeholder: name === 'from' ? '00:00' : '23:59',
        validation: (rule) => rule.regex(TIME_OF_DAY).error('Enter the time as HH:MM, e.g. 09:00.'),
      }),
    ],
  });

/**
 * A code names one promotion per brand: bookings look promotions up by brand and code. Asks the
 * content lake (published and drafts) through the Studio's own client.
 */
async function uniqueCodeRule(code: string, context: ValidationContext): Promise<true | string> {
  const document = context.document as { _id?: string; tenant?: string } | undefined;
  if (!document?._id || !document.tenant) return true;
  const id = document._id.replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const answer = await lakeLookup(() =>
    client.fetch<string | null>(
      '*[_type == "promotionTemplate" && tenant == $tenant && code == $code && !(_id in [$id, $draft])][0].name',
      { tenant: document.tenant, code, id, draft: `drafts.${id}` },
      { perspective: 'raw' },
    ),
  );
  if (!answer) return true;
  const clash = answer.value;
  return clash === null || clash === undefined
    ? true
    : `The promotion "${clash}" of this brand already uses ${code}: each code names one promotion.`;
}

/** Placeholders {promoCode}, {percentage} and {expiryDate} work in every text. */
export const promotionTemplate = defineType({
  name: 'promotionTemplate',
  title: 'Promotion',
  type: 'document',
  icon: TagIcon,
  description: 'Texts may use {promoCode}, {percentage} and {expiryDate}.',
  fields: [
    defineField({
      name: 'name',
      title: 'Internal name',
      type: 'string',
      validation: (rule) => rule.required().error('Name the promotion so you can find it again.'),
    }),
    tenantField(),
    defineField({
      name: 'code',
      title: 'Promo code',
      type: 'string',
      description:
        'What customers type at booking, e.g. SUMMER25. Bookings accept it within the dates below, a few seconds after publishing.',
      validation: (rule) =>
        rule.custom(async (value, context) => {
          if (typeof value !== 'string' || value === '') return 'Enter the promo code customers type.';
          if (!/^[A-Z0-9-]{3,20}$/.test(value))
            return 'Write the code in capitals, digits or dashes, 3 to 20 characters (e.g. SUMMER25).';
          return uniqueCodeRule(value, context);
        }),
    }),
    defineField({
      name: 'discount',
      title: 'Discount (%)',
      type: 'number',
      description: 'Percent off the rental price, 1 to 90. Texts show it where they say {percentage}.',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(90)
          .error('Enter the discount as a whole number of percent from 1 to 90.'),
    }),
    defineField({
      name: 'validDates',
      title: 'Code valid',
      type: 'object',
      description: 'Bookings accept the code from the start to the end (Iceland time).',
      fields: [dateTime('from', 'From'), dateTime('to', 'Until')],
      validation: (rule) =>
        rule.custom((value) => validDatesRule(value as Parameters<typeof validDatesRule>[0])).error(),
    }),
    defineField({
      name: 'banner',
      title: 'Banner text',
      type: 'localeString',
      validation: (rule) => rule.custom(requireEnglish).error(),
    }),
    defineField({
      name: 'title',
      title: 'Popup title',
      type: 'localeString',
      validation: (rule) => rule.custom(requireEnglish).error(),
    }),
    defineField({ name: 'text', title: 'Popup text', type: 'localeText' }),
    defineField({ name: 'note', title: 'Small print', type: 'localeText' }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
  ],
  preview: {
    select: { title: 'name', code: 'code', discount: 'discount', media: 'image', tenant: 'tenant' },
    prepare: ({ title, code, discount, media, tenant }) => ({
      title,
      subtitle: [code, typeof discount === 'number' ? `${discount} %` : null, TENANT_TITLES[tenant as Tenant]]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
});

/** Per brand, only cars and campers show it. */
export const promotionSettings = defineType({
  name: 'promotionSettings',
  title: 'Promotion settings',
  type: 'document',
  icon: TokenIcon,
  groups: [
    { name: 'promotion', title: 'Promotion', default: true },
    { name: 'labels', title: 'Labels' },
  ],
  fields: [
    tenantField({ readOnly: true }),
    defineField({
      name: 'template',
      title: 'Current promotion',
      type: 'reference',
      to: [{ type: 'promotionTemplate' }],
      group: 'promotion',
      options: {
        filter: ({ document }) => ({
          filter: '!defined(tenant) || tenant == $tenant',
          params: { tenant: (document as { tenant?: string }).tenant ?? '' },
        }),
      },
    }),
    defineField({
      name: 'validDates',
      title: 'Runs',
      type: 'object',
      group: 'promotion',
      fields: [dateTime('from', 'From'), dateTime('to', 'Until')],
      validation: (rule) =>
        rule
          .custom((value, context) =>
            (context.document as { template?: unknown } | undefined)?.template
              ? validDatesRule(value as Parameters<typeof validDatesRule>[0])
              : true,
          )
          .error(),
    }),
    defineField({
      name: 'labels',
      title: 'Labels',
      type: 'object',
      group: 'labels',
      fields: [
        defineField({
          name: 'buttonText',
          title: 'Button',
          type: 'localeString',
          validation: (rule) => rule.custom(requireEnglish).error(),
        }),
        defineField({ name: 'days', title: 'Days', type: 'localeString' }),
        defineField({ name: 'hours', title: 'Hours', type: 'localeString' }),
        defineField({ name: 'minutes', title: 'Minutes', type: 'localeString' }),
        defineField({ name: 'seconds', title: 'Seconds', type: 'localeString' }),
      ],
    }),
  ],
  preview: {
    select: {
      tenant: 'tenant',
      name: 'template.name',
      from: 'validDates.from.date',
      to: 'validDates.to.date',
    },
    prepare: ({ tenant, name, from, to }) => ({
      title: `Promotion · ${tenantTitle(tenant)}`,
      subtitle: name ? `${name} · ${from ?? '?'} – ${to ?? '?'}` : 'No promotion',
    }),
  },
});
