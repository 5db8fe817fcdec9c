import { CalendarIcon } from '@sanity/icons/Calendar';
import { ErrorOutlineIcon } from '@sanity/icons/ErrorOutline';
import { LaunchIcon } from '@sanity/icons/Launch';
import { SearchIcon } from '@sanity/icons/Search';
import { TranslateIcon } from '@sanity/icons/Translate';
import type { ComponentType } from 'react';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { TENANT_TITLES, type Tenant } from '../constants.ts';
import { tenantField } from '../lib/fields.ts';
import { englishRequiredRule, type LocalizedValue, monthName } from '../lib/rules.ts';

const requireEnglish = (value: unknown) => englishRequiredRule(value as LocalizedValue);

function labelFields(labels: Record<string, string>, kind: 'localeString' | 'localeText' = 'localeString') {
  return Object.entries(labels).map(([name, title]) =>
    defineField({ name, title, type: kind, validation: (rule) => rule.custom(requireEnglish).error() }),
  );
}

function labelsDocument(
  name: string,
  title: string,
  icon: ComponentType,
  fields: ReturnType<typeof defineField>[],
) {
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    fields: [tenantField({ readOnly: true }), ...fields],
    preview: {
      select: { tenant: 'tenant' },
      prepare: ({ tenant }) => ({ title, subtitle: TENANT_TITLES[tenant as Tenant] ?? 'No brand' }),
    },
  });
}

export const regionLabels = labelsDocument('regionLabels', 'Region dialog labels', TranslateIcon, [
  ...labelFields({
    title: 'Dialog title',
    language: 'Language',
    currency: 'Currency',
    save: 'Save button',
    close: 'Close button',
  }),
]);

export const bookingSearchLabels = labelsDocument(
  'bookingSearchLabels',
  'Booking search labels',
  SearchIcon,
  [
    ...labelFields({
      pickupLocation: 'Pickup location',
      returnLocation: 'Return location',
      pickupDate: 'Pickup date',
      returnDate: 'Return date',
      pickupTime: 'Pickup time',
      returnTime: 'Return time',
      promoCode: 'Promo code',
      search: 'Search button',
      update: 'Update button',
      selfService: 'Self service (time list tag)',
      selectDates: 'Prompt to choose dates',
    }),
  ],
);

const MONTHS = Array.from({ length: 12 }, (_, i) => monthName(i + 1));
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function namesField(name: string, title: string, names: string[]) {
  return defineField({
    name,
    title,
    type: 'array',
    description: `${names.length} entries, starting with ${names[0]}.`,
    of: [defineArrayMember({ type: 'localeString' })],
    validation: (rule) =>
      rule
        .custom((value) => {
          const list = (value ?? []) as LocalizedValue[];
          if (list.length !== names.length)
            return `Enter exactly ${names.length} names (${names[0]} to ${names.at(-1)}); there are ${list.length}.`;
          const missing = list.findIndex((entry) => englishRequiredRule(entry) !== true);
          return missing >= 0 ? `Add the English name of ${names[missing]}.` : true;
        })
        .error(),
  });
}

export const calendarLabels = labelsDocument('calendarLabels', 'Calendar labels', CalendarIcon, [
  namesField('monthNames', 'Month names', MONTHS),
  namesField('weekdayNames', 'Weekday names (short)', WEEKDAYS),
]);

export const shuttleTrackerTexts = labelsDocument('shuttleTrackerTexts', 'Shuttle tracker', LaunchIcon, [
  ...labelFields({
    title: 'Heading',
    live: 'LIVE label',
    lastSeen: 'Last seen ("{time} ago")',
    seconds: 'seconds',
    minutes: 'minutes',
    hours: 'hours',
    noShuttles: 'No shuttle on the road',
  }),
  defineField({ name: 'description', title: 'Description', type: 'localeText' }),
  defineField({ name: 'mapImage', title: 'Map background', type: 'imageWithAlt' }),
  defineField({ name: 'shuttleIcon', title: 'Shuttle marker', type: 'imageWithAlt' }),
]);

export const notFoundText = labelsDocument('notFoundText', 'Page not found', ErrorOutlineIcon, [
  ...labelFields({ title: 'Heading' }),
  ...labelFields({ text: 'Text' }, 'localeText'),
  defineField({ name: 'homeLinkLabel', title: 'Home link', type: 'localeString' }),
]);
