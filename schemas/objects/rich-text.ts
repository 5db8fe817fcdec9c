import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineArrayMember, defineType } from 'sanity';

/**
 * Portable Text for body copy. Headings start at h2 (the page title is the h1); links use the
 * shared link object so internal links resolve the same way everywhere. Text may contain
 * placeholders such as {promoCode} or {price:5000}.
 */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [defineArrayMember({ name: 'link', type: 'link', title: 'Link' })],
      },
    }),
    defineArrayMember({ type: 'imageWithAlt' }),
  ],
});
