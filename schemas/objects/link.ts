import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import { LINKABLE_PAGE_TYPES } from '../constants.ts';
import { lakeLookup } from '../lib/lake-lookup.ts';
import { PAGE_LINK_FIELDS } from '../lib/page-link-projection.ts';
import { pagePath } from '../lib/page-path.ts';
import { type LinkValue, linkRule } from '../lib/rules.ts';

interface TenantScoped {
  tenant?: string;
  language?: string;
}

/** Only pages of the document's own brand (and language, when it has one) can be picked. */
export function samePageScope(document: TenantScoped | undefined) {
  const clauses: string[] = [];
  const params: Record<string, string> = {};
  if (document?.tenant) {
    clauses.push('tenant == $tenant');
    params.tenant = document.tenant;
  }
  if (document?.language) {
    clauses.push('language == $language');
    params.language = document.language;
  }
  return { filter: clauses.join(' && ') || 'true', params };
}

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'type',
      title: 'Goes to',
      type: 'string',
      options: {
        list: [
          { title: 'A page of this site', value: 'internal' },
          { title: 'Another website', value: 'external' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'internal',
    }),
    defineField({
      name: 'internalType',
      title: 'Kind of internal link',
      type: 'string',
      options: {
        list: [
          { title: 'Page', value: 'page' },
          { title: 'Path (e.g. /book/vehicles/)', value: 'relative' },
          { title: 'Anchor on this page', value: 'anchor' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'page',
      hidden: ({ parent }) => parent?.type !== 'internal',
    }),
    defineField({
      name: 'internal',
      title: 'Page',
      type: 'reference',
      to: LINKABLE_PAGE_TYPES.map((type) => ({ type })),
      options: { filter: ({ document }) => samePageScope(document as TenantScoped) },
      hidden: ({ parent }) => parent?.type !== 'internal' || parent?.internalType !== 'page',
      validation: (rule) =>
        rule
          .custom(async (value, context) => {
            const ref = (value as { _ref?: string } | undefined)?._ref;
            if (!ref) return true;
            const client = context.getClient({ apiVersion: SANITY_API_VERSION });
            const target = await lakeLookup(() =>
              client.fetch(`*[_id in [$id, "drafts." + $id]][0]{${PAGE_LINK_FIELDS}}`, { id: ref }),
            );
            if (!target) return true;
            const result = pagePath(target.value);
            return result.path === null
              ? `This link would not be shown on the site: ${result.missing}.`
              : true;
          })
          .error(),
    }),
    defineField({
      name: 'relative',
      title: 'Path',
      type: 'string',
      description: 'A path on this site, starting with "/", e.g. /book/vehicles/.',
      hidden: ({ parent }) => parent?.type !== 'internal' || parent?.internalType !== 'relative',
    }),
    defineField({
      name: 'anchorId',
      title: 'Anchor id',
      type: 'string',
      description: 'The id of a section on the same page, without "#".',
      hidden: ({ parent }) => parent?.type !== 'internal' || parent?.internalType !== 'anchor',
    }),
    defineField({
      name: 'external',
      title: 'Web address',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['http', 'https', 'mailto', 'tel'] }),
      hidden: ({ parent }) => parent?.type !== 'external',
    }),
    defineField({
      name: 'blank',
      title: 'Open in a new tab',
      type: 'boolean',
      initialValue: false,
      hidden: ({ parent }) => parent?.type !== 'external',
    }),
  ],
  validation: (rule) => rule.custom((value) => linkRule(value as LinkValue | undefined)).error(),
  preview: {
    select: {
      type: 'type',
      internalType: 'internalType',
      external: 'external',
      relative: 'relative',
      anchorId: 'anchorId',
      pageTitle: 'internal.title',
    },
    prepare({ type, internalType, external, relative, anchorId, pageTitle }) {
      const target =
        type === 'external'
          ? external
          : internalType === 'relative'
            ? relative
            : internalType === 'anchor'
              ? anchorId && `#${anchorId}`
              : pageTitle;
      return { title: target || 'Link not set', subtitle: type === 'external' ? 'External' : 'Internal' };
    },
  },
});

/** A link with the text shown for it: menus, footers, buttons. */
export const navLink = defineType({
  name: 'navLink',
  title: 'Link with label',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().error('Add the text visitors see for this link.'),
    }),
    defineField({
      name: 'link',
      title: 'Link',
      type: 'link',
      // Field rules replace the type's own rules, so the link checks are repeated here.
      validation: (rule) =>
        rule.custom((value) => (value ? linkRule(value as LinkValue) : 'Set where this link goes.')).error(),
    }),
  ],
  preview: {
    select: {
      title: 'label',
      type: 'link.type',
      external: 'link.external',
      page: 'link.internal.title',
      relative: 'link.relative',
    },
    prepare({ title, type, external, page, relative }) {
      return {
        title: title || 'Untitled link',
        subtitle: (type === 'external' ? external : page || relative) || '—',
      };
    },
  },
});
