import type { SpecialHours } from '@domain';

// Location titles in every language live with the locations themselves (booking/seed/fleet.ts
// SEED_LOCATIONS `titles`): one home for the name the site, bookings and documents show.

export const LOCATION_ICONS: Record<string, string> = {
  kef: 'airport',
  rvk: 'city',
  aey: 'airport',
  egs: 'airport',
};

/** Gregorian Easter Sunday (anonymous algorithm), as month and day. */
function easter(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** Icelandic public holidays of one year that change opening hours. */
function holidays(year: number) {
  const e = easter(year);
  const sunday = utc(year, e.month, e.day);
  const shift = (days: number) => iso(new Date(sunday.getTime() + days * 86_400_000));
  // First day of summer: the first Thursday after 18 April.
  const april19 = utc(year, 4, 19);
  const firstSummer = new Date(april19.getTime() + ((4 - april19.getUTCDay() + 7) % 7) * 86_400_000);
  return {
    goodFriday: shift(-2),
    easterSunday: shift(0),
    easterMonday: shift(1),
    firstDayOfSummer: iso(firstSummer),
    nationalDay: `${year}-06-17`,
    christmasEve: `${year}-12-24`,
    christmasDay: `${year}-12-25`,
    boxingDay: `${year}-12-26`,
    newYearsEve: `${year}-12-31`,
    newYearsDay: `${year}-01-01`,
  };
}

type Rule = Omit<SpecialHours, 'date'>;
const closed = (selfServiceAvailable = false): Rule => ({ open: false, selfServiceAvailable });
const open = (from: string, to: string, selfServiceAvailable = false): Rule => ({
  open: true,
  from,
  to,
  selfServiceAvailable,
});

/**
 * Holidays per location. The airport desk keeps short hours around Christmas and lets key-box
 * pickups go on; the city office closes; the northern desks follow the holiday calendar.
 */
const RULES: Record<string, Partial<Record<keyof ReturnType<typeof holidays>, Rule>>> = {
  kef: {
    christmasEve: open('05:00', '15:00', true),
    christmasDay: closed(true),
    newYearsEve: open('05:00', '16:00', true),
    newYearsDay: closed(true),
  },
  rvk: {
    goodFriday: closed(),
    easterSunday: closed(),
    easterMonday: closed(),
    firstDayOfSummer: open('10:00', '14:00'),
    nationalDay: closed(true),
    christmasEve: open('09:00', '12:00'),
    christmasDay: closed(),
    boxingDay: closed(),
    newYearsEve: open('09:00', '12:00'),
    newYearsDay: closed(),
  },
  aey: {
    easterSunday: closed(),
    nationalDay: open('12:00', '16:00'),
    christmasEve: closed(),
    christmasDay: closed(),
    boxingDay: closed(),
    newYearsDay: closed(),
  },
  egs: { nationalDay: closed() },
};

/** The location's special days from today through the next twelve months, in date order. */
export function specialHoursFor(locationId: string, today: Date): SpecialHours[] {
  const rules = RULES[locationId] ?? {};
  const from = iso(today);
  const until = iso(new Date(today.getTime() + 366 * 86_400_000));
  const year = today.getUTCFullYear();
  const list: SpecialHours[] = [];
  for (const y of [year, year + 1]) {
    const days = holidays(y);
    for (const [name, rule] of Object.entries(rules)) {
      const date = days[name as keyof typeof days];
      if (date >= from && date <= until) list.push({ date, ...rule });
    }
  }
  return list.sort((a, b) => a.date.localeCompare(b.date));
}
