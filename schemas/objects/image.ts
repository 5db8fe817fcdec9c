import { ImageIcon } from '@sanity/icons/Image';
import { defineField, defineType } from 'sanity';

/** Asset with crop and hotspot, alt, title and an optional credit. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description:
        'What the image shows, for visitors who cannot see it. Leave empty only for pure decoration.',
      validation: (rule) =>
        rule
          .custom((value, context) => {
            const parent = context.parent as { asset?: unknown } | undefined;
            if (parent?.asset && !value)
              return 'Describe the image in a few words (e.g. "White camper at Seljalandsfoss") for screen readers and search engines.';
            return true;
          })
          .error()
          .warning(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown as a tooltip or caption.',
    }),
    defineField({
      name: 'enableCopyright',
      title: 'Show a copyright credit',
      type: 'string',
      options: {
        list: [
          { title: 'Yes', value: 'yes' },
          { title: 'No', value: 'no' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'no',
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright',
      type: 'string',
      description: 'e.g. "© Jón Jónsson"',
      hidden: ({ parent }) => parent?.enableCopyright !== 'yes',
      validation: (rule) =>
        rule
          .custom((value, context) => {
            const parent = context.parent as { enableCopyright?: string } | undefined;
            return parent?.enableCopyright === 'yes' && !value
              ? 'Add the credit to show, or switch "Show a copyright credit" to No.'
              : true;
          })
          .error(),
    }),
  ],
  preview: {
    select: { media: 'asset', alt: 'alt', title: 'title' },
    prepare({ media, alt, title }) {
      return { media, title: title || alt || 'Image', subtitle: alt ? undefined : 'No alternative text' };
    },
  },
});
