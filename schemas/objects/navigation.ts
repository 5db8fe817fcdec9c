import { ComponentIcon } from '@sanity/icons/Component';
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import { MenuIcon } from '@sanity/icons/Menu';
import { PinIcon } from '@sanity/icons/Pin';
import { StarIcon } from '@sanity/icons/Star';
import { ThListIcon } from '@sanity/icons/ThList';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { type LinkValue, linkRule } from '../lib/rules.ts';

export const menuSection = defineType({
  name: 'menuSection',
  title: 'Menu section',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'navLink' })],
      validation: (rule) =>
        rule.min(1).error('Add at least one link to this section, or remove the section.'),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({
      title: title || 'Section without heading',
      subtitle: `${Array.isArray(links) ? links.length : 0} links`,
    }),
  },
});

export const menuColumn = defineType({
  name: 'menuColumn',
  title: 'Menu column',
  type: 'object',
  icon: ComponentIcon,
  fields: [
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      of: [defineArrayMember({ type: 'menuSection' })],
      validation: (rule) => rule.min(1).error('A column needs at least one section.'),
    }),
  ],
  preview: {
    select: { first: 'sections.0.title', sections: 'sections' },
    prepare: ({ first, sections }) => ({
      title: first || 'Column',
      subtitle: `${Array.isArray(sections) ? sections.length : 0} sections`,
    }),
  },
});

const MENU_ITEM_TYPES = [
  { title: 'Single link', value: 'single' },
  { title: 'Dropdown with columns', value: 'dropdown' },
  { title: 'Dropdown with links and the 6 latest blog posts', value: 'dropdownRecentPosts' },
];

export const menuItem = defineType({
  name: 'menuItem',
  title: 'Menu item',
  type: 'object',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'type',
      title: 'Kind',
      type: 'string',
      options: { list: MENU_ITEM_TYPES, layout: 'radio' },
      initialValue: 'single',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Add the text shown in the menu.'),
    }),
    defineField({
      name: 'customLink',
      title: 'Link',
      type: 'link',
      hidden: ({ parent }) => parent?.type !== 'single',
      validation: (rule) =>
        rule
          .custom((value, context) => {
            const parent = context.parent as { type?: string } | undefined;
            if (parent?.type !== 'single') return true;
            if (!value) return 'A single menu item needs a link.';
            return linkRule(value as LinkValue);
          })
          .error(),
    }),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'array',
      of: [defineArrayMember({ type: 'menuColumn' })],
      hidden: ({ parent }) => parent?.type === 'single',
      validation: (rule) =>
        rule
          .custom((value, context) => {
            const parent = context.parent as { type?: string } | undefined;
            if (parent?.type === 'dropdown' && (!Array.isArray(value) || value.length === 0))
              return 'A dropdown needs at least one column of links.';
            return true;
          })
          .error(),
    }),
  ],
  preview: {
    select: { title: 'title', type: 'type' },
    prepare: ({ title, type }) => ({
      title: title || 'Untitled menu item',
      subtitle: MENU_ITEM_TYPES.find((item) => item.value === type)?.title,
    }),
  },
});

export const quickLink = defineType({
  name: 'quickLink',
  title: 'Quick link',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'Name of an icon from the site icon set, e.g. "phone", "chat", "user".',
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().error('Add the text shown next to the icon.'),
    }),
    defineField({ name: 'title', title: 'Tooltip', type: 'string' }),
    defineField({
      name: 'link',
      title: 'Link',
      type: 'link',
      validation: (rule) =>
        rule.custom((value) => (value ? linkRule(value as LinkValue) : 'Set where this link goes.')).error(),
    }),
    defineField({ name: 'mobileOnly', title: 'Only on small screens', type: 'boolean', initialValue: false }),
  ],
  preview: {
    select: { title: 'label', icon: 'icon', mobileOnly: 'mobileOnly' },
    prepare: ({ title, icon, mobileOnly }) => ({
      title: title || 'Quick link',
      subtitle: [icon, mobileOnly ? 'mobile only' : null].filter(Boolean).join(' · '),
    }),
  },
});

const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x', 'tripadvisor'];

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  icon: EarthGlobeIcon,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: SOCIAL_PLATFORMS },
      validation: (rule) => rule.required().error('Pick the platform: it decides the icon.'),
    }),
    defineField({
      name: 'url',
      title: 'Profile address',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .error('Paste the https:// address of the profile.'),
    }),
  ],
  preview: { select: { title: 'platform', subtitle: 'url' } },
});

export const address = defineType({
  name: 'address',
  title: 'Address',
  type: 'object',
  icon: PinIcon,
  options: { columns: 3 },
  fields: [
    defineField({ name: 'street', title: 'Street', type: 'string' }),
    defineField({ name: 'postalCode', title: 'Postal code', type: 'string' }),
    defineField({ name: 'city', title: 'City', type: 'string' }),
  ],
  preview: {
    select: { street: 'street', postalCode: 'postalCode', city: 'city' },
    prepare: ({ street, postalCode, city }) => ({
      title: street || 'No street',
      subtitle: [postalCode, city].filter(Boolean).join(' '),
    }),
  },
});

export const footerCategory = defineType({
  name: 'footerCategory',
  title: 'Link category',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'navLink' })],
      validation: (rule) => rule.min(1).error('Add at least one link, or remove the category.'),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({ title, subtitle: `${Array.isArray(links) ? links.length : 0} links` }),
  },
});
