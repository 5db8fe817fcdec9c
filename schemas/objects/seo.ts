import { SearchIcon } from '@sanity/icons/Search';
import { defineField, defineType } from 'sanity';

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'metaTitle',
      title: 'Title in search results',
      type: 'string',
      description: 'Defaults to the page title.',
      validation: (rule) => rule.max(60).warning('Search engines cut titles after about 60 characters.'),
    }),
    defineField({
      name: 'metaDescription',
      title: 'Description in search results',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule.max(160).warning('Search engines cut descriptions after about 160 characters.'),
    }),
    defineField({ name: 'shareImage', title: 'Image when shared', type: 'imageWithAlt' }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
});
