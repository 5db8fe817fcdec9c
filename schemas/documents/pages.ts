import { BookIcon } from '@sanity/icons/Book';
import { DocumentIcon } from '@sanity/icons/Document';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { FolderIcon } from '@sanity/icons/Folder';
import { HomeIcon } from '@sanity/icons/Home';
import { RocketIcon } from '@sanity/icons/Rocket';
import { TagIcon } from '@sanity/icons/Tag';
import { TagsIcon } from '@sanity/icons/Tags';
import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { TiersIcon } from '@sanity/icons/Tiers';
import { TransferIcon } from '@sanity/icons/Transfer';
import type { ComponentType } from 'react';
import { defineField, defineType, type FieldDefinition, type ReferenceFilterResolver } from 'sanity';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import { LOCALE_TITLES, type Locale, TENANT_TITLES, type Tenant } from '../constants.ts';
import {
  blocksField,
  languageField,
  PAGE_GROUPS,
  slugField,
  tenantField,
  translationKeyField,
} from '../lib/fields.ts';
import { lakeLookup } from '../lib/lake-lookup.ts';

interface PageOptions {
  name: string;
  title: string;
  icon: ComponentType;
  /** Fields shown before the blocks, in the content group. */
  fields?: FieldDefinition[];
  slug?: false | { allowSlashes?: boolean };
  blocksTitle?: string;
  /** Extra preview selection turned into the subtitle. */
  subtitle?: string;
}

function scopeLabel(tenant: unknown, language: unknown) {
  const t = TENANT_TITLES[tenant as Tenant] ?? 'No brand';
  const l = LOCALE_TITLES[language as Locale] ?? 'no language';
  return `${t} · ${l}`;
}

/** Every page type: title, slug, blocks, search fields, brand, language and translation key. */
function definePage({ name, title, icon, fields = [], slug = {}, blocksTitle, subtitle }: PageOptions) {
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    groups: PAGE_GROUPS,
    fields: [
      defineField({
        name: 'title',
        title: 'Title',
        type: 'string',
        group: 'content',
        validation: (rule) =>
          rule.required().error('Add a title: it is the page heading and the default for search results.'),
      }),
      ...(slug === false ? [] : [slugField(slug)]),
      ...fields.map((field) => ({ group: 'content', ...field })),
      blocksField('blocks', blocksTitle),
      defineField({ name: 'seo', title: 'Search and sharing', type: 'seo', group: 'seo' }),
      { ...tenantField(), group: 'settings' },
      { ...languageField(), group: 'settings' },
      translationKeyField(),
    ],
    preview: {
      select: {
        title: 'title',
        slug: 'slug.current',
        tenant: 'tenant',
        language: 'language',
        extra: subtitle ?? 'title',
        media: 'seo.shareImage',
      },
      prepare({ title, slug: slugValue, tenant, language, extra, media }) {
        const parts = [scopeLabel(tenant, language), slugValue ? `/${slugValue}` : null];
        if (subtitle && extra) parts.push(String(extra));
        return { title: title || 'Untitled', subtitle: parts.filter(Boolean).join(' · '), media };
      },
    },
  });
}

export const homePage = definePage({
  name: 'homePage',
  title: 'Home page',
  icon: HomeIcon,
  slug: false,
  fields: [defineField({ name: 'intro', title: 'Introduction', type: 'richText' })],
});

export const contentPage = definePage({
  name: 'contentPage',
  title: 'Page',
  icon: DocumentIcon,
  slug: { allowSlashes: true },
});

/** Only one overview per brand and language: every vehicle path starts with its slug. */
export const vehicleOverviewPage = definePage({
  name: 'vehicleOverviewPage',
  title: 'Vehicle overview',
  icon: ThLargeIcon,
  fields: [defineField({ name: 'intro', title: 'Introduction', type: 'richText' })],
});

const categoryFields = [
  defineField({ name: 'intro', title: 'Introduction', type: 'richText' }),
  defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
];

export const vehicleCategoryPage = definePage({
  name: 'vehicleCategoryPage',
  title: 'Vehicle category',
  icon: FolderIcon,
  fields: categoryFields,
});

export const vehicleBrandPage = definePage({
  name: 'vehicleBrandPage',
  title: 'Vehicle brand',
  icon: TagIcon,
  subtitle: 'brand',
  fields: [
    defineField({
      name: 'brand',
      title: 'Brand',
      type: 'string',
      description: 'As written in the vehicle data, e.g. "Toyota". The page lists vehicles of this brand.',
      validation: (rule) => rule.required().error('Enter the manufacturer the page is about.'),
    }),
    ...categoryFields,
  ],
});

export const TRANSMISSIONS = [
  { title: 'Automatic', value: 'automatic' },
  { title: 'Manual', value: 'manual' },
];

export const vehicleTransmissionPage = definePage({
  name: 'vehicleTransmissionPage',
  title: 'Vehicle transmission',
  icon: TransferIcon,
  subtitle: 'transmission',
  fields: [
    defineField({
      name: 'transmission',
      title: 'Transmission',
      type: 'string',
      options: { list: TRANSMISSIONS, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Pick the transmission the page lists vehicles for.'),
    }),
    ...categoryFields,
  ],
});

export const vehicleSleepingSpotsPage = definePage({
  name: 'vehicleSleepingSpotsPage',
  title: 'Vehicle sleeping spots',
  icon: TiersIcon,
  subtitle: 'sleepingSpots',
  fields: [
    defineField({
      name: 'sleepingSpots',
      title: 'Sleeping spots',
      type: 'number',
      validation: (rule) =>
        rule.required().min(1).max(8).integer().error('Enter a whole number of sleeping spots, 1 to 8.'),
    }),
    ...categoryFields,
  ],
});

export const vehiclePage = definePage({
  name: 'vehiclePage',
  title: 'Vehicle',
  icon: RocketIcon,
  subtitle: 'base.name',
  fields: [
    defineField({
      name: 'base',
      title: 'Vehicle data',
      type: 'reference',
      to: [{ type: 'vehicleBase' }],
      description: 'The vehicle this page presents: its rental, specs and primary category per brand.',
      validation: (rule) =>
        rule
          .required()
          .custom(async (value, context) => {
            const ref = (value as { _ref?: string } | undefined)?._ref;
            const tenant = (context.document as { tenant?: string } | undefined)?.tenant;
            if (!ref || !tenant) return true;
            const answer = await lakeLookup(() =>
              context
                .getClient({ apiVersion: SANITY_API_VERSION })
                .fetch<boolean>(
                  'count(*[_id in [$id, "drafts." + $id]][0].tenantPrimaryCategories[tenant == $tenant]) > 0',
                  { id: ref, tenant },
                ),
            );
            return !answer || answer.value
              ? true
              : 'This vehicle has no primary category for this brand, so the page has no address. Add one in the vehicle data.';
          })
          .error(),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'richText' }),
    defineField({
      name: 'gallery',
      title: 'Gallery',
      type: 'array',
      of: [{ type: 'imageWithAlt' }],
      options: { layout: 'grid' },
    }),
  ],
});

export const blogTopicPage = definePage({
  name: 'blogTopicPage',
  title: 'Blog topic',
  icon: BookIcon,
  fields: [defineField({ name: 'intro', title: 'Introduction', type: 'richText' })],
});

const sameScopeFilter: ReferenceFilterResolver = ({ document }) => ({
  filter: 'tenant == $tenant && language == $language',
  params: { tenant: String(document?.tenant ?? ''), language: String(document?.language ?? '') },
});

export const blogCategoryPage = definePage({
  name: 'blogCategoryPage',
  title: 'Blog category',
  icon: TagsIcon,
  subtitle: 'topic.title',
  fields: [
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'reference',
      to: [{ type: 'blogTopicPage' }],
      options: { filter: sameScopeFilter },
      validation: (rule) =>
        rule.required().error('Pick the topic: its slug is the first part of the address.'),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'richText' }),
  ],
});

export const blogPostPage = definePage({
  name: 'blogPostPage',
  title: 'Blog post',
  icon: DocumentsIcon,
  subtitle: 'date',
  blocksTitle: 'More blocks',
  fields: [
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'reference',
      to: [{ type: 'blogTopicPage' }],
      options: { filter: sameScopeFilter },
      validation: (rule) => rule.required().error('Pick the topic: the address is topic/category/post.'),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'blogCategoryPage' }],
      options: {
        filter: ({ document }) => {
          const doc = document as { tenant?: string; language?: string; topic?: { _ref?: string } };
          return {
            filter:
              'tenant == $tenant && language == $language && (!defined($topic) || topic._ref == $topic)',
            params: {
              tenant: doc.tenant ?? '',
              language: doc.language ?? '',
              topic: doc.topic?._ref ?? null,
            },
          };
        },
      },
      validation: (rule) =>
        rule
          .required()
          .custom(async (value, context) => {
            const ref = (value as { _ref?: string } | undefined)?._ref;
            const topic = (context.document as { topic?: { _ref?: string } } | undefined)?.topic?._ref;
            if (!ref || !topic) return true;
            const answer = await lakeLookup(() =>
              context
                .getClient({ apiVersion: SANITY_API_VERSION })
                .fetch<string | null>('*[_id in [$id, "drafts." + $id]][0].topic._ref', { id: ref }),
            );
            const categoryTopic = answer?.value;
            return !categoryTopic || categoryTopic === topic
              ? true
              : 'This category belongs to another topic: pick a category of the chosen topic.';
          })
          .error(),
    }),
    defineField({
      name: 'date',
      title: 'Publication date',
      type: 'date',
      initialValue: () => new Date().toISOString().slice(0, 10),
      validation: (rule) =>
        rule.required().error('Set the date shown on the post; the newest posts appear first.'),
    }),
    defineField({
      name: 'image',
      title: 'Main image',
      type: 'imageWithAlt',
      validation: (rule) =>
        rule.required().error('Add a main image: it is shown in the header menu and carousels.'),
    }),
    defineField({
      name: 'readTime',
      title: 'Reading time (minutes)',
      type: 'number',
      validation: (rule) => rule.min(1).max(120).integer().error('Enter whole minutes, 1 to 120.'),
    }),
    defineField({ name: 'excerpt', title: 'Excerpt', type: 'text', rows: 3 }),
    defineField({ name: 'body', title: 'Body', type: 'richText' }),
  ],
});

export const pageTypes = [
  homePage,
  contentPage,
  vehicleOverviewPage,
  vehicleCategoryPage,
  vehicleBrandPage,
  vehicleTransmissionPage,
  vehicleSleepingSpotsPage,
  vehiclePage,
  blogTopicPage,
  blogCategoryPage,
  blogPostPage,
];
