import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { BookIcon } from '@sanity/icons/Book';
import { CaseIcon } from '@sanity/icons/Case';
import { DocumentSheetIcon } from '@sanity/icons/DocumentSheet';
import { DoubleQuoteIcon } from '@sanity/icons/DoubleQuote';
import { ExpandIcon } from '@sanity/icons/Expand';
import { HighlightIcon } from '@sanity/icons/Highlight';
import { ImagesIcon } from '@sanity/icons/Images';
import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { LaunchIcon } from '@sanity/icons/Launch';
import { PinIcon } from '@sanity/icons/Pin';
import { PlayIcon } from '@sanity/icons/Play';
import { RemoveIcon } from '@sanity/icons/Remove';
import { RocketIcon } from '@sanity/icons/Rocket';
import { SplitHorizontalIcon } from '@sanity/icons/SplitHorizontal';
import { StackCompactIcon } from '@sanity/icons/StackCompact';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { SEASONS } from '../../domain/catalogue.ts';
import { type LinkValue, linkRule, tableRule, videoUrlRule } from '../lib/rules.ts';

/** Lets an anchor link (#id) jump to this block. */
const anchorField = defineField({
  name: 'anchorId',
  title: 'Anchor id',
  type: 'string',
  description: 'Optional. Lets links jump here with #id, e.g. opening-hours.',
  validation: (rule) =>
    rule.regex(/^[A-Za-z][\w-]*$/).error('Start with a letter and use no spaces, e.g. opening-hours.'),
});

const TONES = [
  { title: 'Neutral', value: 'neutral' },
  { title: 'Information', value: 'info' },
  { title: 'Success', value: 'success' },
  { title: 'Warning', value: 'warning' },
];

/**
 * The Studio hands a selected array to `prepare` as an object with numeric keys, not as an array
 * (sanity-io/sanity#4078), so `.length` read 0 for every block: count the numeric keys.
 */
export function countSelected(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).filter((key) => /^\d+$/.test(key)).length;
  return 0;
}

function count(value: unknown, noun: string) {
  const n = countSelected(value);
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function plain(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return blocks
    .map((block: { children?: { text?: string }[] }) =>
      (block.children ?? []).map((span) => span.text ?? '').join(''),
    )
    .join(' ')
    .trim();
}

export const textBlock = defineType({
  name: 'textBlock',
  title: 'Text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    defineField({ name: 'content', title: 'Text', type: 'richText', validation: (rule) => rule.required() }),
    anchorField,
  ],
  preview: {
    select: { content: 'content' },
    prepare: ({ content }) => ({ title: plain(content).slice(0, 80) || 'Empty text', subtitle: 'Text' }),
  },
});

const titledItem = (name: string, title: string) =>
  defineArrayMember({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
      defineField({
        name: 'content',
        title: 'Content',
        type: 'richText',
        validation: (rule) => rule.required(),
      }),
    ],
    preview: {
      select: { title: 'title', content: 'content' },
      prepare: ({ title, content }) => ({ title, subtitle: plain(content).slice(0, 80) }),
    },
  });

export const accordionBlock = defineType({
  name: 'accordionBlock',
  title: 'Accordion',
  type: 'object',
  icon: StackCompactIcon,
  description: 'Questions and answers; one item is open at a time.',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      of: [titledItem('accordionItem', 'Item')],
      validation: (rule) => rule.min(1).error('Add at least one item.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', items: 'items', first: 'items.0.title' },
    prepare: ({ title, items, first }) => ({
      title: title || first || 'Accordion',
      subtitle: `Accordion · ${count(items, 'item')}`,
    }),
  },
});

export const bannerBlock = defineType({
  name: 'bannerBlock',
  title: 'Banner',
  type: 'object',
  icon: RocketIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({
      name: 'image',
      title: 'Background image',
      type: 'imageWithAlt',
      validation: (rule) => rule.required().error('A banner needs a background image.'),
    }),
    defineField({ name: 'button', title: 'Button', type: 'navLink' }),
    defineField({
      name: 'layout',
      title: 'Text position',
      type: 'string',
      options: { list: ['left', 'center', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'left',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', media: 'image' },
    prepare: ({ title, media }) => ({ title, subtitle: 'Banner', media }),
  },
});

export const galleryBlock = defineType({
  name: 'galleryBlock',
  title: 'Gallery',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [defineArrayMember({ type: 'imageWithAlt' })],
      options: { layout: 'grid' },
      validation: (rule) => rule.min(1).error('Add at least one image.'),
    }),
    defineField({
      name: 'layout',
      title: 'Layout',
      type: 'string',
      options: { list: ['grid', 'carousel'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'grid',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', images: 'images', media: 'images.0' },
    prepare: ({ title, images, media }) => ({
      title: title || 'Gallery',
      subtitle: `Gallery · ${count(images, 'image')}`,
      media,
    }),
  },
});

export const tabsBlock = defineType({
  name: 'tabsBlock',
  title: 'Tabs',
  type: 'object',
  icon: SplitHorizontalIcon,
  description: 'The first tab is open when the page loads.',
  fields: [
    defineField({
      name: 'tabs',
      title: 'Tabs',
      type: 'array',
      of: [titledItem('tab', 'Tab')],
      validation: (rule) => rule.min(2).error('Tabs need at least two tabs; for one, use a text block.'),
    }),
    anchorField,
  ],
  preview: {
    select: { tabs: 'tabs', first: 'tabs.0.title', second: 'tabs.1.title' },
    prepare: ({ tabs, first, second }) => ({
      title: [first, second].filter(Boolean).join(' | ') || 'Tabs',
      subtitle: `Tabs · ${count(tabs, 'tab')}`,
    }),
  },
});

export const tableBlock = defineType({
  name: 'tableBlock',
  title: 'Table',
  type: 'object',
  icon: DocumentSheetIcon,
  description:
    'Cells may contain prices as {price:5000} (krónur); the site converts them to the visitor’s currency.',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'hasHeaderRow',
      title: 'First row is a header',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'tableRow',
          title: 'Row',
          type: 'object',
          fields: [
            defineField({
              name: 'cells',
              title: 'Cells',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
            }),
          ],
          preview: {
            select: { cells: 'cells' },
            prepare: ({ cells }) => ({ title: Array.isArray(cells) ? cells.join(' | ') : 'Empty row' }),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((rows) => tableRule(rows as { cells?: string[] }[] | undefined)).error(),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', rows: 'rows', header: 'rows.0.cells' },
    prepare: ({ title, rows, header }) => ({
      title: title || (Array.isArray(header) ? header.join(' | ') : 'Table'),
      subtitle: `Table · ${count(rows, 'row')}`,
    }),
  },
});

/**
 * Prices of vehicle classes on a content page: the block names the classes and seasons,
 * never a number. The site reads each class's rate table and prices it with the booking service's
 * own rules, so a rate published in the Studio changes this table and the Vehicles step together.
 */
export const priceTableBlock = defineType({
  name: 'priceTableBlock',
  title: 'Price table (from the rates)',
  type: 'object',
  icon: DocumentSheetIcon,
  description:
    'The prices come from each class’s rates (Vehicle data → Booking: rates and fleet); edit them there.',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'classes',
      title: 'Vehicle classes',
      type: 'array',
      description: 'One row each, in this order. Retired classes are left out.',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'vehicleBase' }],
          options: {
            // Only the brand's own classes: another brand's prices are not this brand's offer.
            filter: ({ document }) => ({
              filter: 'tenant == $tenant',
              params: { tenant: (document as { tenant?: string }).tenant ?? '' },
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).unique().error('Pick at least one class, each once.'),
    }),
    defineField({
      name: 'seasons',
      title: 'Seasons',
      type: 'array',
      description: 'A column each. Classes priced per month show one column, per month, instead.',
      of: [defineArrayMember({ type: 'string' })],
      options: {
        list: SEASONS.map((s) => ({ value: s, title: s === 'high' ? 'High season' : 'Low season' })),
        layout: 'grid',
      },
      initialValue: [...SEASONS],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'rentalDays',
      title: 'Rental length (days)',
      type: 'number',
      description:
        'Prices per day are those of a rental this long (longer rentals cost less per day), as the booking steps quote it.',
      initialValue: 7,
      validation: (rule) => rule.required().min(1).max(365).integer(),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', classes: 'classes', days: 'rentalDays' },
    prepare: ({ title, classes, days }) => ({
      title: title || 'Price table',
      subtitle: `Price table · ${countSelected(classes)} classes · ${days ?? '?'} days`,
    }),
  },
});

export const mapsBlock = defineType({
  name: 'mapsBlock',
  title: 'Map',
  type: 'object',
  icon: PinIcon,
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'embedUrl',
      title: 'Map embed address',
      type: 'url',
      description: 'In Google Maps: Share → Embed a map → copy the address inside src="…".',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .error('Paste the https:// embed address of the map.'),
    }),
    defineField({ name: 'location', title: 'Pin', type: 'geopoint' }),
    defineField({
      name: 'height',
      title: 'Height (px)',
      type: 'number',
      initialValue: 400,
      validation: (rule) => rule.min(200).max(900).error('Choose a height between 200 and 900 pixels.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', url: 'embedUrl' },
    prepare: ({ title, url }) => ({ title: title || 'Map', subtitle: `Map · ${url ?? 'no address'}` }),
  },
});

export const videoBlock = defineType({
  name: 'videoBlock',
  title: 'Video',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'url',
      title: 'Video address',
      type: 'url',
      validation: (rule) => rule.custom((value) => videoUrlRule(value as string | undefined)).error(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', description: 'Read by screen readers.' }),
    defineField({ name: 'caption', title: 'Caption', type: 'string' }),
    defineField({
      name: 'poster',
      title: 'Cover image',
      type: 'imageWithAlt',
      description: 'Defaults to the video’s own thumbnail.',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', url: 'url', media: 'poster' },
    prepare: ({ title, url, media }) => ({
      title: title || url || 'Video',
      subtitle: 'Video',
      media: media ?? PlayIcon,
    }),
  },
});

export const quoteBlock = defineType({
  name: 'quoteBlock',
  title: 'Quote',
  type: 'object',
  icon: DoubleQuoteIcon,
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().error('Add the quoted words.'),
    }),
    defineField({ name: 'author', title: 'Who said it', type: 'string' }),
    defineField({
      name: 'role',
      title: 'Role or origin',
      type: 'string',
      description: 'e.g. "Traveller from Germany"',
    }),
    defineField({ name: 'image', title: 'Portrait', type: 'imageWithAlt' }),
    anchorField,
  ],
  preview: {
    select: { quote: 'quote', author: 'author', media: 'image' },
    prepare: ({ quote, author, media }) => ({
      title: quote ? `“${quote}”` : 'Quote',
      subtitle: author ? `— ${author}` : 'Quote',
      media,
    }),
  },
});

export const shuttleTrackerBlock = defineType({
  name: 'shuttleTrackerBlock',
  title: 'Shuttle tracker',
  type: 'object',
  icon: LaunchIcon,
  description: 'Live map of the airport shuttle. Texts and images come from “Shuttle tracker texts”.',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      description: 'Overrides the default heading.',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title' },
    prepare: ({ title }) => ({ title: title || 'Shuttle tracker', subtitle: 'Live shuttle map' }),
  },
});

export const airportMeetingPointBlock = defineType({
  name: 'airportMeetingPointBlock',
  title: 'Airport meeting point',
  type: 'object',
  icon: CaseIcon,
  description: 'Step-by-step directions from arrivals to the shuttle or desk.',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'richText' }),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'meetingPointStep',
          title: 'Step',
          type: 'object',
          fields: [
            defineField({
              name: 'text',
              title: 'Instruction',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'image', title: 'Photo', type: 'imageWithAlt' }),
          ],
          preview: { select: { title: 'text', media: 'image' } },
        }),
      ],
      validation: (rule) => rule.min(1).error('Add at least one step.'),
    }),
    defineField({ name: 'mapLink', title: 'Map link', type: 'navLink' }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', steps: 'steps', media: 'steps.0.image' },
    prepare: ({ title, steps, media }) => ({
      title,
      subtitle: `Airport meeting point · ${count(steps, 'step')}`,
      media,
    }),
  },
});

export const comparisonSliderBlock = defineType({
  name: 'comparisonSliderBlock',
  title: 'Comparison slider',
  type: 'object',
  icon: SplitHorizontalIcon,
  description: 'Two images of the same size; visitors drag a handle to compare them.',
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'before',
      title: 'Left image',
      type: 'imageWithAlt',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'beforeLabel', title: 'Left label', type: 'string' }),
    defineField({
      name: 'after',
      title: 'Right image',
      type: 'imageWithAlt',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'afterLabel', title: 'Right label', type: 'string' }),
    defineField({
      name: 'initialPosition',
      title: 'Starting position (%)',
      type: 'number',
      initialValue: 50,
      validation: (rule) => rule.min(3).max(97).error('The handle can sit between 3 % and 97 %.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', before: 'beforeLabel', after: 'afterLabel', media: 'before' },
    prepare: ({ title, before, after, media }) => ({
      title: title || [before, after].filter(Boolean).join(' vs ') || 'Comparison slider',
      subtitle: 'Comparison slider',
      media,
    }),
  },
});

export const blogCarouselBlock = defineType({
  name: 'blogCarouselBlock',
  title: 'Blog carousel',
  type: 'object',
  icon: BookIcon,
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'source',
      title: 'Posts',
      type: 'string',
      options: {
        list: [
          { title: 'Latest posts', value: 'latest' },
          { title: 'Latest posts of a topic', value: 'topic' },
          { title: 'Hand-picked', value: 'manual' },
        ],
        layout: 'radio',
      },
      initialValue: 'latest',
    }),
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'reference',
      to: [{ type: 'blogTopicPage' }],
      hidden: ({ parent }) => parent?.source !== 'topic',
      validation: (rule) =>
        rule
          .custom((value, context) =>
            (context.parent as { source?: string } | undefined)?.source === 'topic' && !value
              ? 'Pick the topic whose posts to show.'
              : true,
          )
          .error(),
    }),
    defineField({
      name: 'posts',
      title: 'Posts',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'blogPostPage' }] })],
      hidden: ({ parent }) => parent?.source !== 'manual',
      validation: (rule) =>
        rule
          .unique()
          .custom((value, context) =>
            (context.parent as { source?: string } | undefined)?.source === 'manual' &&
            (!Array.isArray(value) || value.length === 0)
              ? 'Pick at least one post.'
              : true,
          )
          .error(),
    }),
    defineField({
      name: 'limit',
      title: 'How many',
      type: 'number',
      initialValue: 6,
      hidden: ({ parent }) => parent?.source === 'manual',
      validation: (rule) => rule.min(1).max(12).integer().error('Show between 1 and 12 posts.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', source: 'source', topic: 'topic.title' },
    prepare: ({ title, source, topic }) => ({
      title: title || 'Blog carousel',
      subtitle: `Blog carousel · ${source === 'topic' ? `latest of ${topic ?? '…'}` : source === 'manual' ? 'hand-picked' : 'latest'}`,
    }),
  },
});

export const buttonsBlock = defineType({
  name: 'buttonsBlock',
  title: 'Buttons',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'button',
          title: 'Button',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'link',
              title: 'Link',
              type: 'link',
              validation: (rule) =>
                rule
                  .custom((value) => (value ? linkRule(value as LinkValue) : 'Set where this link goes.'))
                  .error(),
            }),
            defineField({
              name: 'variant',
              title: 'Style',
              type: 'string',
              options: { list: ['primary', 'secondary', 'text'], layout: 'radio', direction: 'horizontal' },
              initialValue: 'primary',
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'variant' } },
        }),
      ],
      validation: (rule) => rule.min(1).max(4).error('Use one to four buttons.'),
    }),
    defineField({
      name: 'align',
      title: 'Alignment',
      type: 'string',
      options: { list: ['left', 'center', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'left',
    }),
    anchorField,
  ],
  preview: {
    select: { first: 'buttons.0.label', second: 'buttons.1.label', buttons: 'buttons' },
    prepare: ({ first, second, buttons }) => ({
      title: [first, second].filter(Boolean).join(' · ') || 'Buttons',
      subtitle: `Buttons · ${count(buttons, 'button')}`,
    }),
  },
});

export const boxBlock = defineType({
  name: 'boxBlock',
  title: 'Box',
  type: 'object',
  icon: InfoOutlineIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string' }),
    defineField({
      name: 'content',
      title: 'Content',
      type: 'richText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tone',
      title: 'Colour',
      type: 'string',
      options: { list: TONES },
      initialValue: 'neutral',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'title', content: 'content', tone: 'tone' },
    prepare: ({ title, content, tone }) => ({
      title: title || plain(content).slice(0, 80) || 'Box',
      subtitle: `Box · ${tone ?? 'neutral'}`,
    }),
  },
});

export const emphasisBlock = defineType({
  name: 'emphasisBlock',
  title: 'Emphasis',
  type: 'object',
  icon: HighlightIcon,
  description: 'A short statement set large, e.g. a key selling point.',
  fields: [
    defineField({ name: 'text', title: 'Text', type: 'richText', validation: (rule) => rule.required() }),
    defineField({
      name: 'tone',
      title: 'Colour',
      type: 'string',
      options: { list: TONES },
      initialValue: 'neutral',
    }),
    anchorField,
  ],
  preview: {
    select: { text: 'text' },
    prepare: ({ text }) => ({ title: plain(text).slice(0, 80) || 'Emphasis', subtitle: 'Emphasis' }),
  },
});

export const expanderBlock = defineType({
  name: 'expanderBlock',
  title: 'Expander',
  type: 'object',
  icon: ExpandIcon,
  description: 'Long text clamped to a few rows with “Show more / Show less”.',
  fields: [
    defineField({
      name: 'content',
      title: 'Content',
      type: 'richText',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rows',
      title: 'Rows shown when collapsed',
      type: 'number',
      initialValue: 5,
      validation: (rule) => rule.min(1).max(20).integer().error('Show between 1 and 20 rows.'),
    }),
    anchorField,
  ],
  preview: {
    select: { content: 'content', rows: 'rows' },
    prepare: ({ content, rows }) => ({
      title: plain(content).slice(0, 80) || 'Expander',
      subtitle: `Expander · ${rows ?? 5} rows`,
    }),
  },
});

export const horizontalRuleBlock = defineType({
  name: 'horizontalRuleBlock',
  title: 'Horizontal rule',
  type: 'object',
  icon: RemoveIcon,
  fields: [
    defineField({
      name: 'spacing',
      title: 'Space around',
      type: 'string',
      options: { list: ['small', 'medium', 'large'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'medium',
    }),
  ],
  preview: {
    select: { spacing: 'spacing' },
    prepare: ({ spacing }) => ({
      title: '───────',
      subtitle: `Horizontal rule · ${spacing ?? 'medium'} spacing`,
    }),
  },
});

export const blockTypes = [
  textBlock,
  accordionBlock,
  bannerBlock,
  galleryBlock,
  tabsBlock,
  tableBlock,
  priceTableBlock,
  mapsBlock,
  videoBlock,
  quoteBlock,
  shuttleTrackerBlock,
  airportMeetingPointBlock,
  comparisonSliderBlock,
  blogCarouselBlock,
  buttonsBlock,
  boxBlock,
  emphasisBlock,
  expanderBlock,
  horizontalRuleBlock,
];
