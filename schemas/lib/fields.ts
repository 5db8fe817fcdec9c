import type { ComponentType } from 'react';
import { defineArrayMember, defineField, type FieldDefinition, type SlugValue } from 'sanity';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import { LOCALE_OPTIONS, PAGE_BLOCK_TYPES, slugGroupOf, TENANT_OPTIONS } from '../constants.ts';
import { lakeLookup } from './lake-lookup.ts';
import { slugRule, toSlug } from './rules.ts';

export const PAGE_GROUPS = [
  { name: 'content', title: 'Content', default: true },
  { name: 'seo', title: 'Search & sharing' },
  { name: 'settings', title: 'Brand & language' },
];

export function tenantField(options: { readOnly?: boolean } = {}) {
  return defineField({
    name: 'tenant',
    title: 'Brand',
    type: 'string',
    options: { list: TENANT_OPTIONS, layout: 'radio', direction: 'horizontal' },
    readOnly: options.readOnly,
    validation: (rule) => rule.required().error('Pick the brand this belongs to.'),
  });
}

export function languageField(options: { readOnly?: boolean } = {}) {
  return defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    options: { list: LOCALE_OPTIONS, layout: 'radio', direction: 'horizontal' },
    readOnly: options.readOnly,
    validation: (rule) => rule.required().error('Pick the language this page is written in.'),
  });
}

/** Shared by all translations of one page; the Translations action looks them up by it. */
export function translationKeyField() {
  return defineField({
    name: 'translationKey',
    title: 'Translation key',
    type: 'string',
    description:
      'Links this page to its translations. Set automatically; change only to re-link a translation.',
    initialValue: () => crypto.randomUUID(),
    group: 'settings',
    validation: (rule) =>
      rule
        .required()
        .error('The translation key is missing: create translations from the Translations action.'),
  });
}

interface ScopedDocument {
  _id?: string;
  _type?: string;
  tenant?: string;
  language?: string;
}

/**
 * Slugs are unique per tenant and language within the URL level of the page type
 * (`SLUG_GROUPS`). Sanity's own uniqueness check is switched off because it compares across all
 * brands and languages, where the same slug is normal ("about-us" in every brand).
 */
export function slugField(options: { allowSlashes?: boolean } = {}) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: options.allowSlashes
      ? 'The page address after the language, e.g. "about-us" or "help/insurance".'
      : 'The last part of the page address, e.g. "4x4-campers".',
    options: { source: 'title', maxLength: 96, slugify: toSlug, isUnique: () => true },
    validation: (rule) =>
      rule
        .custom(async (value, context) => {
          const current = (value as SlugValue | undefined)?.current;
          const format = slugRule(current, options);
          if (format !== true) return format;
          const document = context.document as ScopedDocument | undefined;
          if (!document?._id || !document._type || !document.tenant || !document.language) return true;
          const published = document._id.replace(/^drafts\./, '');
          const { _type: type, tenant, language } = document;
          const answer = await lakeLookup(() =>
            context
              .getClient({ apiVersion: SANITY_API_VERSION })
              .fetch<{ title?: string; _type: string } | null>(
                `*[_type in $types && tenant == $tenant && language == $language && slug.current == $slug && !(_id in [$published, "drafts." + $published])][0]{title, _type}`,
                {
                  types: slugGroupOf(type),
                  tenant,
                  language,
                  slug: current,
                  published,
                },
              ),
          );
          if (!answer) return true;
          const clash = answer.value;
          return clash
            ? `"${current}" is already used by "${clash.title ?? 'another page'}" in this brand and language. Choose another slug.`
            : true;
        })
        .error(),
    group: 'content',
  });
}

export function blocksField(name = 'blocks', title = 'Page blocks') {
  return defineField({
    name,
    title,
    type: 'array',
    group: 'content',
    of: PAGE_BLOCK_TYPES.map((type) => defineArrayMember({ type })),
    options: {
      insertMenu: {
        filter: true,
        groups: [
          {
            name: 'text',
            title: 'Text',
            of: ['textBlock', 'emphasisBlock', 'expanderBlock', 'quoteBlock', 'boxBlock'],
          },
          {
            name: 'layout',
            title: 'Layout',
            of: [
              'accordionBlock',
              'tabsBlock',
              'tableBlock',
              'priceTableBlock',
              'horizontalRuleBlock',
              'buttonsBlock',
            ],
          },
          {
            name: 'media',
            title: 'Media',
            of: ['bannerBlock', 'galleryBlock', 'videoBlock', 'comparisonSliderBlock', 'mapsBlock'],
          },
          {
            name: 'rental',
            title: 'Rental',
            of: ['shuttleTrackerBlock', 'airportMeetingPointBlock', 'blogCarouselBlock'],
          },
        ],
        views: [{ name: 'list' }, { name: 'grid' }],
      },
    },
  });
}

export type PageIcon = ComponentType;
export type Field = FieldDefinition;
