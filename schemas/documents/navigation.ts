import { MenuIcon } from '@sanity/icons/Menu';
import { SplitVerticalIcon } from '@sanity/icons/SplitVertical';
import { defineField, defineType } from 'sanity';
import { LOCALE_TITLES, type Locale, TENANT_TITLES, type Tenant } from '../constants.ts';
import { languageField, tenantField } from '../lib/fields.ts';

const scope = (tenant: unknown, language: unknown) =>
  `${TENANT_TITLES[tenant as Tenant] ?? 'No brand'} · ${LOCALE_TITLES[language as Locale] ?? 'no language'}`;

/** Per brand and language: its links point at pages of that language. */
export const header = defineType({
  name: 'header',
  title: 'Header',
  type: 'document',
  icon: MenuIcon,
  fields: [
    tenantField({ readOnly: true }),
    languageField({ readOnly: true }),
    defineField({
      name: 'menuTitleBook',
      title: 'Booking button text',
      type: 'string',
      description: 'Hidden for the lease brand.',
    }),
    defineField({ name: 'menuItems', title: 'Main menu', type: 'array', of: [{ type: 'menuItem' }] }),
    defineField({
      name: 'quickLinks',
      title: 'Quick links',
      type: 'array',
      of: [{ type: 'quickLink' }],
      validation: (rule) => rule.max(5).warning('More than five quick links crowd the header on phones.'),
    }),
  ],
  preview: {
    select: { tenant: 'tenant', language: 'language' },
    prepare: (v) => ({ title: 'Header', subtitle: scope(v.tenant, v.language) }),
  },
});

const officeField = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'title', title: 'Heading', type: 'string' }),
      defineField({ name: 'address', title: 'Address', type: 'address' }),
    ],
  });

export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  icon: SplitVerticalIcon,
  fields: [
    tenantField({ readOnly: true }),
    languageField({ readOnly: true }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      description: 'e.g. "© Vegur ehf."',
    }),
    defineField({
      name: 'categories',
      title: 'Link categories',
      type: 'array',
      of: [{ type: 'footerCategory' }],
    }),
    defineField({ name: 'socials', title: 'Social links', type: 'array', of: [{ type: 'socialLink' }] }),
    defineField({ name: 'legalLinks', title: 'Legal links', type: 'array', of: [{ type: 'navLink' }] }),
    defineField({
      name: 'locations',
      title: 'Offices',
      type: 'object',
      description: 'The lease brand hides the Keflavik column.',
      options: { columns: 2 },
      fields: [officeField('keflavik', 'Keflavik'), officeField('reykjavik', 'Reykjavik')],
    }),
  ],
  preview: {
    select: { tenant: 'tenant', language: 'language' },
    prepare: (v) => ({ title: 'Footer', subtitle: scope(v.tenant, v.language) }),
  },
});
