import { TranslateIcon } from '@sanity/icons/Translate';
import { defineField, defineType } from 'sanity';
import { LOCALE_TITLES, LOCALES } from '../constants.ts';

/**
 * Short labels and settings are localised objects (ARCHITECTURE, Content): one field per
 * language, English first and open, the others collapsed into a fieldset so a label stays small.
 */
function localeFields(kind: 'string' | 'text') {
  return LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: LOCALE_TITLES[locale],
      type: kind,
      ...(kind === 'text' ? { rows: 3 } : {}),
      fieldset: locale === 'en' ? undefined : 'translations',
    }),
  );
}

const translationsFieldset = {
  name: 'translations',
  title: 'Translations',
  options: { collapsible: true, collapsed: false },
};

export const localeString = defineType({
  name: 'localeString',
  title: 'Localised text',
  type: 'object',
  icon: TranslateIcon,
  fieldsets: [translationsFieldset],
  fields: localeFields('string'),
  preview: { select: { title: 'en', subtitle: 'de' } },
});

export const localeText = defineType({
  name: 'localeText',
  title: 'Localised paragraph',
  type: 'object',
  icon: TranslateIcon,
  fieldsets: [translationsFieldset],
  fields: localeFields('text'),
  preview: { select: { title: 'en', subtitle: 'de' } },
});
