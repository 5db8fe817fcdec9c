/**
 * Every text the panel and its calendar show. Client components get them as props from the
 * server (no message catalogue in the browser): Studio-edited labels first, the site's messages
 * where content has none.
 */
import type { CountTexts, DateFormat, DateFormats } from './date-text.ts';

export interface CalendarLabels {
  /** The calendar's name ("Choose your dates"). */
  title: string;
  previousMonth: string;
  nextMonth: string;
  close: string;
  done: string;
  choosePickup: string;
  chooseReturn: string;
  /** "{pickup} – {return} · {days}" */
  rangeStatus: string;
  days: CountTexts;
  /** "Next available: {date}" */
  nextAvailable: string;
  noneAvailable: string;
  /** Read after a day's date (its description), e.g. "Pickup date". */
  pickupMarker: string;
  returnMarker: string;
  /** A day before the first bookable one. */
  unavailable: string;
  /** A day the location is closed (no pickup, or no return, that day). */
  closed: string;
  /** A day past the booking horizon or the longest rental. */
  beyondLimit: string;
  today: string;
  keyboardHint: string;
  loading: string;
  /** Each day's accessible name ("Thursday 10 December 2026"). */
  dayFormat: DateFormat;
  /** January first. */
  monthNames: string[];
  /** Monday first, as the column headings show them ("Mo"). */
  weekdayShort: string[];
  /** Monday first, in full, for screen readers. */
  weekdayLong: string[];
}

export interface SearchPanelLabels {
  /** The search form's name ("Find your car"). */
  title: string;
  pickupLocation: string;
  returnLocation: string;
  pickupDate: string;
  returnDate: string;
  pickupTime: string;
  returnTime: string;
  promoCode: string;
  promoPlaceholder: string;
  search: string;
  update: string;
  /** The mark on self-service pickup times. */
  selfService: string;
  /** Under the times when the chosen pickup time is a self-service one: "{time} is a self-service pickup: …". */
  selfServiceHint: string;
  /** The date button's prompt before dates are chosen. */
  selectDates: string;
  /** Opens the panel under the summary on phones (detail mode). */
  change: string;
  /** Leads the summary link for screen readers ("Show vehicles for"). */
  summaryLink: string;
  /** Date formats in the page language, from the server's Intl data. */
  dates: DateFormats;
  calendar: CalendarLabels;
}
