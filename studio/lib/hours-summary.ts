import {
  type HoursRange,
  TIME_OF_DAY,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from '../../domain/index.ts';

// Not in domain/ yet: a Studio-only wording. Move it there if the site needs the same summary.

const SHORT: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** "08:00–18:00", "24 hours" or "closed", as the site would apply the range. */
export function rangeSummary(range: HoursRange | null | undefined): string {
  if (!range) return 'closed';
  if (range.is24Hours) return '24 hours';
  if (range.from && range.to && TIME_OF_DAY.test(range.from) && TIME_OF_DAY.test(range.to))
    return `${range.from}–${range.to}`;
  return 'closed';
}

/** "Mon–Fri 08:00–18:00, Sat–Sun closed": consecutive weekdays with the same hours are grouped. */
export function weeklyHoursSummary(weekly: WeeklyHours | null | undefined): string {
  if (!weekly) return 'Not set: closed every day';
  if (weekly.isSameHoursAllDays) {
    const all = rangeSummary(weekly.allDaysHours);
    return all === 'closed' ? 'Closed every day' : `Every day ${all}`;
  }
  const groups: { first: Weekday; last: Weekday; label: string }[] = [];
  for (const day of WEEKDAYS) {
    const label = rangeSummary(weekly.dailyHours?.[day]);
    const previous = groups.at(-1);
    if (previous && previous.label === label) previous.last = day;
    else groups.push({ first: day, last: day, label });
  }
  if (groups.length === 1 && groups[0]) {
    const only = groups[0].label;
    return only === 'closed' ? 'Closed every day' : `Every day ${only}`;
  }
  return groups
    .map(
      ({ first, last, label }) =>
        `${first === last ? SHORT[first] : `${SHORT[first]}–${SHORT[last]}`} ${label}`,
    )
    .join(', ');
}

/** True when no day of the week has hours: a season like that blocks every pickup. */
export function isClosedAllWeek(weekly: WeeklyHours | null | undefined): boolean {
  return weeklyHoursSummary(weekly).startsWith('Closed') || weeklyHoursSummary(weekly).startsWith('Not set');
}
