import { CalendarIcon } from '@sanity/icons/Calendar';
import { ClockIcon } from '@sanity/icons/Clock';
import { SunIcon } from '@sanity/icons/Sun';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { WEEKDAYS } from '../../domain/index.ts';
import {
  duplicateSpecialDates,
  type HoursRangeValue,
  hoursRangeRule,
  type MonthDayValue,
  monthDayRule,
  monthName,
  openingHoursRangeRule,
  type SpecialHoursValue,
  specialHoursRule,
  timeRule,
} from '../lib/rules.ts';

/*
 * These objects are shaped exactly like domain/opening-hours.ts (`HoursRange`, `WeeklyHours`,
 * `SpecialHours`) and domain/season.ts (`SeasonRange`), so stored content goes straight into
 * the availability and time-slot rules without mapping.
 */

function timeField(name: 'from' | 'to', title: string) {
  return defineField({
    name,
    title,
    type: 'string',
    placeholder: name === 'from' ? '08:00' : '18:00',
    validation: (rule) => rule.custom((value) => timeRule(value as string | undefined)).error(),
    hidden: ({ parent }) => Boolean(parent?.is24Hours),
  });
}

function rangeLabel(value: HoursRangeValue | undefined): string {
  if (value?.is24Hours) return 'Open 24 hours';
  if (value?.from && value.to) return `${value.from}–${value.to}`;
  return 'Closed';
}

export const hoursRange = defineType({
  name: 'hoursRange',
  title: 'Hours',
  type: 'object',
  icon: ClockIcon,
  // Edited as one compact row (studio/components/HoursRangeInput.tsx).
  fields: [
    defineField({ name: 'is24Hours', title: 'Open 24 hours', type: 'boolean', initialValue: false }),
    timeField('from', 'Opens'),
    timeField('to', 'Closes'),
  ],
  validation: (rule) =>
    rule.custom((value) => openingHoursRangeRule(value as HoursRangeValue | undefined)).error(),
  preview: {
    select: { is24Hours: 'is24Hours', from: 'from', to: 'to' },
    prepare: (value) => ({ title: rangeLabel(value) }),
  },
});

/** Self-service hours may run past midnight (e.g. 20:00–08:00), unlike staffed hours. */
export const timeRange = defineType({
  name: 'timeRange',
  title: 'Time range',
  type: 'object',
  icon: ClockIcon,
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'from',
      title: 'From',
      type: 'string',
      placeholder: '20:00',
      validation: (rule) => rule.custom((value) => timeRule(value as string | undefined)).error(),
    }),
    defineField({
      name: 'to',
      title: 'To',
      type: 'string',
      placeholder: '08:00',
      validation: (rule) => rule.custom((value) => timeRule(value as string | undefined)).error(),
    }),
  ],
  validation: (rule) => rule.custom((value) => hoursRangeRule(value as HoursRangeValue | undefined)).error(),
  preview: { select: { from: 'from', to: 'to' }, prepare: (value) => ({ title: rangeLabel(value) }) },
});

const WEEKDAY_TITLES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const dailyHours = defineType({
  name: 'dailyHours',
  title: 'Hours per weekday',
  type: 'object',
  icon: CalendarIcon,
  description: 'Leave a day empty when the location is closed that day.',
  // A week table: every day open as one row, not seven collapsed sections to open one by one.
  fields: WEEKDAYS.map((day) =>
    defineField({
      name: day,
      title: WEEKDAY_TITLES[day],
      type: 'hoursRange',
      options: { collapsible: false },
    }),
  ),
});

export const weeklyHours = defineType({
  name: 'weeklyHours',
  title: 'Opening hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'isSameHoursAllDays',
      title: 'Same hours every day',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'allDaysHours',
      title: 'Every day',
      type: 'hoursRange',
      hidden: ({ parent }) => !parent?.isSameHoursAllDays,
    }),
    defineField({
      name: 'dailyHours',
      title: 'Per weekday',
      type: 'dailyHours',
      hidden: ({ parent }) => Boolean(parent?.isSameHoursAllDays),
    }),
  ],
});

export const specialHours = defineType({
  name: 'specialHours',
  title: 'Special hours',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      // Typed dates are read in this format: ISO, what people paste from calendars and e-mails.
      description: 'Type it as 2026-12-02, or pick it from the calendar.',
      options: { dateFormat: 'YYYY-MM-DD' },
      validation: (rule) => rule.required().error('Pick the date these hours apply to.'),
    }),
    defineField({
      name: 'open',
      title: 'Open that day',
      type: 'boolean',
      description: 'Off: closed all day (holidays). On: the hours below replace the usual hours.',
      initialValue: false,
    }),
    defineField({
      name: 'from',
      title: 'Opens',
      type: 'string',
      placeholder: '10:00',
      hidden: ({ parent }) => !parent?.open,
      validation: (rule) => rule.custom((value) => timeRule(value as string | undefined)).error(),
    }),
    defineField({
      name: 'to',
      title: 'Closes',
      type: 'string',
      placeholder: '14:00',
      hidden: ({ parent }) => !parent?.open,
      validation: (rule) => rule.custom((value) => timeRule(value as string | undefined)).error(),
    }),
    defineField({
      name: 'selfServiceAvailable',
      title: 'Self-service pickup still possible',
      description:
        'Whether customers can collect by self-service on this day, outside the hours above or when closed. Off: only the staffed hours of this day.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => specialHoursRule(value as SpecialHoursValue | undefined)).error(),
  preview: {
    select: { date: 'date', open: 'open', from: 'from', to: 'to', selfService: 'selfServiceAvailable' },
    prepare({ date, open, from, to, selfService }) {
      const hours = open ? (from && to ? `${from}–${to}` : 'Usual hours') : 'Closed';
      return {
        title: date || 'No date',
        subtitle: `${hours}${selfService ? ' · self-service possible' : ''}`,
      };
    },
  },
});

/** The list field used by locations; duplicates would make the first entry silently win. */
export function specialHoursListField() {
  return defineField({
    name: 'specialOperatingHours',
    title: 'Special hours',
    description: 'Holidays and other days with different hours. Past dates can be removed.',
    type: 'array',
    of: [defineArrayMember({ type: 'specialHours' })],
    validation: (rule) =>
      rule.custom((value) => duplicateSpecialDates(value as SpecialHoursValue[] | undefined)).error(),
  });
}

export const monthDay = defineType({
  name: 'monthDay',
  title: 'Day of the year',
  type: 'object',
  icon: CalendarIcon,
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'month',
      title: 'Month',
      type: 'number',
      options: { list: Array.from({ length: 12 }, (_, i) => ({ title: monthName(i + 1), value: i + 1 })) },
    }),
    defineField({
      name: 'day',
      title: 'Day',
      type: 'number',
      options: { list: Array.from({ length: 31 }, (_, i) => ({ title: String(i + 1), value: i + 1 })) },
    }),
  ],
  validation: (rule) => rule.custom((value) => monthDayRule(value as MonthDayValue | undefined)).error(),
  preview: {
    select: { month: 'month', day: 'day' },
    prepare: ({ month, day }) => ({ title: month && day ? `${day} ${monthName(month)}` : 'Not set' }),
  },
});

export const seasonRange = defineType({
  name: 'seasonRange',
  title: 'Season',
  type: 'object',
  icon: SunIcon,
  description: 'Repeats every year. An end before the start runs over New Year (e.g. 1 November – 31 March).',
  fields: [
    defineField({
      name: 'start',
      title: 'Starts',
      type: 'monthDay',
      // Field rules replace the type's own rules, so the day check is repeated here.
      validation: (rule) => rule.custom((value) => monthDayRule(value as MonthDayValue | undefined)).error(),
    }),
    defineField({
      name: 'end',
      title: 'Ends (inclusive)',
      type: 'monthDay',
      validation: (rule) => rule.custom((value) => monthDayRule(value as MonthDayValue | undefined)).error(),
    }),
  ],
  preview: {
    select: { sm: 'start.month', sd: 'start.day', em: 'end.month', ed: 'end.day' },
    prepare: ({ sm, sd, em, ed }) => ({
      title: sm && sd && em && ed ? `${sd} ${monthName(sm)} – ${ed} ${monthName(em)}` : 'Season not set',
    }),
  },
});
