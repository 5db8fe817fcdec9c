'use client';

import {
  type CalendarMonth,
  calendarMonths,
  type DateSelection,
  NEXT_AVAILABLE_DAYS,
  nextAvailableDate,
  previewRange,
  rangeRole,
} from '@domain/calendar.ts';
import type { IsoDate } from '@domain/dates.ts';
import type { Locale } from '@domain/locale.ts';
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  addDays,
  addMonthsToMonth,
  clampDate,
  daysBetween,
  isInWindow,
  keyTarget,
  monthOf,
  windowFor,
} from './calendar-keys.ts';
import type { CloseReason } from './calendar-types.ts';
import styles from './DateRangeCalendar.module.css';
import { countText, fillTemplate, formatDate } from './date-text.ts';
import type { CalendarLabels } from './labels.ts';

export interface DateRangeCalendarProps {
  id: string;
  locale: Locale;
  labels: CalendarLabels;
  today: IsoDate;
  selection: DateSelection;
  isStartUnavailable: (date: IsoDate) => boolean;
  isEndUnavailable: (date: IsoDate) => boolean;
  /** Of the unavailable days, those outside the booking limits (said so instead of "closed"). */
  isBeyondLimit?: (date: IsoDate, asReturn: boolean) => boolean;
  /** The date button: a press on it is not a click outside (it toggles the calendar itself). */
  anchor: RefObject<HTMLElement | null>;
  /** The panel's short date ("Thu 10 Dec"), for the status line. */
  dateText: (date: IsoDate) => string;
  onSelect: (date: IsoDate) => void;
  onClose: (reason: CloseReason) => void;
}

/** SPEC section 9: the wide layout starts at 1000 px. */
const WIDE_QUERY = '(min-width: 1000px)';
const WIDE_MONTHS = 2;
/** The standalone calendar: four months at a time (SPEC section 9). */
const SHEET_MONTHS = 4;

function subscribeWide(listener: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

const REVEAL_MARGIN = 8;

/** Scrolls the page so that `element` starts below the site's sticky header (and ends on screen if it fits). */
function revealBelowHeader(element: HTMLElement | null): void {
  if (!element) return;
  const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
  const covered =
    header && header.dataset.hidden !== 'true' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const box = element.getBoundingClientRect();
  const topRoom = box.top - covered - REVEAL_MARGIN;
  if (topRoom < 0) {
    window.scrollBy({ top: topRoom, behavior: 'instant' });
    return;
  }
  const overflow = box.bottom + REVEAL_MARGIN - window.innerHeight;
  if (overflow > 0) window.scrollBy({ top: Math.min(overflow, topRoom), behavior: 'instant' });
}

/**
 * The date-range calendar (SPEC sections 2, 4, 5, 9): a popover with two months on wide screens,
 * a full-screen sheet with four stacked months on phones. A WAI-ARIA date grid: one tab stop,
 * arrows move by day and week, Home/End to the week's ends, Page Up/Down by month (Shift: year),
 * Enter/Space choose, Escape closes. Which days can be chosen is the domain's decision.
 */
export function DateRangeCalendar({
  id,
  locale,
  labels,
  today,
  selection,
  isStartUnavailable,
  isEndUnavailable,
  isBeyondLimit,
  anchor,
  dateText,
  onSelect,
  onClose,
}: DateRangeCalendarProps) {
  const wide = useWide();
  const count = wide ? WIDE_MONTHS : SHEET_MONTHS;
  const { start, end } = selection;
  const minMonth = monthOf(today);
  const maxDate = addDays(today, NEXT_AVAILABLE_DAYS);
  const [firstMonth, setFirstMonth] = useState(() => monthOf(start && start >= today ? start : today));
  const [slide, setSlide] = useState<'next' | 'prev' | null>(null);
  const [focused, setFocused] = useState<IsoDate>(() => (start && start >= today ? start : today));
  const [hovered, setHovered] = useState<IsoDate | null>(null);
  const focusRequest = useRef(true);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const uid = useId();
  const hintId = `${uid}-hint`;
  const titleId = `${uid}-title`;
  const describe = {
    pickup: `${uid}-pickup`,
    return: `${uid}-return`,
    unavailable: `${uid}-unavailable`,
    closed: `${uid}-closed`,
    limit: `${uid}-limit`,
    today: `${uid}-today`,
  };

  const months = useMemo(
    () =>
      calendarMonths(firstMonth, count, {
        today,
        isStartUnavailable,
        isEndUnavailable,
        isBeyondLimit,
        selection: { start, end },
      }),
    [firstMonth, count, today, isStartUnavailable, isEndUnavailable, isBeyondLimit, start, end],
  );

  // Phones: a modal sheet. Opened before the focus effect below moves focus into it, and closed
  // while still in the document (a layout effect's cleanup), so the browser hands focus back.
  useLayoutEffect(() => {
    const sheet = dialog.current;
    if (wide || !sheet) return;
    if (!sheet.open) sheet.showModal();
    return () => {
      if (sheet.open) sheet.close();
    };
  }, [wide]);

  // Wide screens: the popover opens below its button, which may sit under the sticky header (a
  // focused button is scrolled into view without regard to it): the page scrolls so that the month
  // names and the previous/next buttons show below the header (issue 27 item 2).
  useLayoutEffect(() => {
    if (wide) revealBelowHeader(root.current);
  }, [wide]);

  // Focus follows the keyboard (and lands on the chosen or first day when the calendar opens). The
  // popover was placed in view above; the browser's own focus scrolling would ignore the header.
  useEffect(() => {
    if (!focusRequest.current) return;
    focusRequest.current = false;
    const container = wide ? root.current : dialog.current;
    container?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus({ preventScroll: wide });
  });

  // A press anywhere outside the popover closes it (the sheet covers the page instead).
  useEffect(() => {
    if (!wide) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || root.current?.contains(target) || anchor.current?.contains(target)) return;
      closeRef.current('outside');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [wide, anchor]);

  const choosingEnd = start !== null && end === null;
  const range = previewRange(selection, choosingEnd ? hovered : null);

  const showMonth = (first: string) => {
    if (first === firstMonth) return;
    setSlide(first > firstMonth ? 'next' : 'prev');
    setFirstMonth(first);
  };

  const moveFocus = (date: IsoDate) => {
    const target = clampDate(date, `${minMonth}-01`, maxDate);
    showMonth(windowFor(firstMonth, count, monthOf(target)));
    setFocused(target);
    if (choosingEnd) setHovered(target);
    focusRequest.current = true;
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = keyTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    moveFocus(target);
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose('escape');
  };

  // Focus leaving the popover for another field closes it: one open section at a time.
  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || event.currentTarget.contains(next) || anchor.current?.contains(next)) return;
    onClose('blur');
  };

  const lastMonth = addMonthsToMonth(firstMonth, count - 1);
  const canGoBack = firstMonth > minMonth;
  const canGoForward = lastMonth < monthOf(maxDate);

  // The one tab stop of the grid: the focused day when it is in view, else the start, else the
  // first day that can be chosen.
  const firstEnabled = months.flatMap((m) => m.days).find((d) => d.enabled)?.date;
  const tabbable = isInWindow(firstMonth, count, focused)
    ? focused
    : start && isInWindow(firstMonth, count, start)
      ? start
      : (firstEnabled ?? `${firstMonth}-01`);

  // "Next available" when the pickup location has no day to offer in the months in view.
  const nextAvailable = useMemo(() => {
    if (choosingEnd) return undefined;
    const windowStart = `${firstMonth}-01`;
    const from = windowStart > today ? windowStart : today;
    const windowEnd = addDays(`${addMonthsToMonth(lastMonth, 1)}-01`, -1);
    for (let day = from; day <= windowEnd; day = addDays(day, 1)) {
      if (!isStartUnavailable(day)) return undefined;
    }
    return nextAvailableDate(addDays(windowEnd, 1), (day) => !isStartUnavailable(day));
  }, [choosingEnd, firstMonth, lastMonth, today, isStartUnavailable]);

  const jumpTo = (date: IsoDate) => {
    showMonth(monthOf(date));
    setFocused(date);
    focusRequest.current = true;
  };

  let status: string;
  if (start && end) {
    status = fillTemplate(labels.rangeStatus, {
      pickup: dateText(start),
      return: dateText(end),
      days: countText(Math.max(1, daysBetween(start, end)), locale, labels.days),
    });
  } else if (start) status = labels.chooseReturn;
  else status = labels.choosePickup;

  const nav = (
    <div className={styles.nav}>
      <button
        type="button"
        className={styles.navButton}
        aria-label={labels.previousMonth}
        disabled={!canGoBack}
        onClick={() => showMonth(addMonthsToMonth(firstMonth, -1))}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        className={styles.navButton}
        aria-label={labels.nextMonth}
        disabled={!canGoForward}
        onClick={() => showMonth(addMonthsToMonth(firstMonth, 1))}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );

  const grids = (
    <div
      key={`${firstMonth}-${count}`}
      className={styles.months}
      data-slide={slide ?? undefined}
      data-count={count}
      onPointerLeave={() => setHovered(null)}
    >
      {months.map((month) => (
        <MonthGrid
          key={month.month}
          month={month}
          labels={labels}
          today={today}
          selection={selection}
          range={range}
          tabbable={tabbable}
          hintId={hintId}
          describe={describe}
          onKeyDown={onGridKeyDown}
          onChoose={(date) => {
            setHovered(null);
            setFocused(date);
            onSelect(date);
          }}
          onHover={(date) => {
            if (choosingEnd) setHovered(date);
          }}
          onFocusDay={setFocused}
        />
      ))}
    </div>
  );

  const footer = (
    <div className={styles.footer}>
      <p className={styles.status} aria-live="polite" data-testid="calendar-status">
        {status}
      </p>
      {nextAvailable ? (
        <button
          type="button"
          className={styles.nextAvailable}
          data-testid="next-available"
          onClick={() => jumpTo(nextAvailable)}
        >
          {fillTemplate(labels.nextAvailable, { date: dateText(nextAvailable) })}
        </button>
      ) : nextAvailable === null ? (
        <p className={styles.none}>{labels.noneAvailable}</p>
      ) : null}
    </div>
  );

  const hidden = (
    <>
      <span id={hintId} hidden>
        {labels.keyboardHint}
      </span>
      <span id={describe.pickup} hidden>
        {labels.pickupMarker}
      </span>
      <span id={describe.return} hidden>
        {labels.returnMarker}
      </span>
      <span id={describe.unavailable} hidden>
        {labels.unavailable}
      </span>
      <span id={describe.closed} hidden>
        {labels.closed}
      </span>
      <span id={describe.limit} hidden>
        {labels.beyondLimit}
      </span>
      <span id={describe.today} hidden>
        {labels.today}
      </span>
    </>
  );

  if (wide) {
    return (
      <div
        id={id}
        ref={root}
        role="dialog"
        aria-label={labels.title}
        className={styles.popover}
        data-testid="calendar"
        data-variant="popover"
        onKeyDown={onRootKeyDown}
        onBlur={onRootBlur}
      >
        {nav}
        {grids}
        {footer}
        {hidden}
      </div>
    );
  }

  return (
    <dialog
      id={id}
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={titleId}
      data-testid="calendar"
      data-variant="sheet"
      onKeyDown={onRootKeyDown}
      onCancel={(event: SyntheticEvent<HTMLDialogElement>) => {
        event.preventDefault();
        onClose('escape');
      }}
    >
      <div className={styles.sheetHeader}>
        <p id={titleId} className={styles.sheetTitle}>
          {labels.title}
        </p>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={labels.close}
          onClick={() => onClose('button')}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </button>
      </div>
      <div className={styles.sheetBody}>
        {nav}
        {grids}
      </div>
      <div className={styles.sheetFooter}>
        {footer}
        <button type="button" className={styles.doneButton} onClick={() => onClose('button')}>
          {labels.done}
        </button>
      </div>
      {hidden}
    </dialog>
  );
}

interface MonthGridProps {
  month: CalendarMonth;
  labels: CalendarLabels;
  today: IsoDate;
  selection: DateSelection;
  range: DateSelection;
  tabbable: IsoDate;
  hintId: string;
  describe: {
    pickup: string;
    return: string;
    unavailable: string;
    closed: string;
    limit: string;
    today: string;
  };
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onChoose: (date: IsoDate) => void;
  onHover: (date: IsoDate) => void;
  onFocusDay: (date: IsoDate) => void;
}

function MonthGrid({
  month,
  labels,
  today,
  selection,
  range,
  tabbable,
  hintId,
  describe,
  onKeyDown,
  onChoose,
  onHover,
  onFocusDay,
}: MonthGridProps) {
  const captionId = useId();
  return (
    <div className={styles.month}>
      <p id={captionId} className={styles.caption}>
        {labels.monthNames[month.monthNumber - 1]} {month.year}
      </p>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid pattern is a table with role grid.
        role="grid"
        className={styles.grid}
        aria-labelledby={captionId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {labels.weekdayShort.map((short, i) => (
              <th key={labels.weekdayLong[i] ?? short} scope="col" className={styles.weekday}>
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">{labels.weekdayLong[i] ?? short}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week) => (
            <tr key={week.find((d) => d)?.date}>
              {week.map((day, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell has no identity but its column.
                if (!day) return <td key={`blank-${i}`} className={styles.blank} />;
                const committed = rangeRole(day.date, selection);
                const shown = rangeRole(day.date, range);
                // The band between the days only once there are two different days to join.
                const band = shown && range.end !== null && range.start !== range.end ? shown : null;
                const isToday = day.date === today;
                const descriptions = [
                  committed === 'start' ? describe.pickup : null,
                  committed === 'end' || (committed === 'start' && selection.end === day.date)
                    ? describe.return
                    : null,
                  day.unavailable === 'closed'
                    ? describe.closed
                    : day.unavailable === 'limit'
                      ? describe.limit
                      : day.unavailable === 'past'
                        ? describe.unavailable
                        : null,
                  isToday ? describe.today : null,
                ].filter(Boolean);
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a cell of a grid is a gridcell, which supports aria-selected.
                  <td
                    key={day.date}
                    className={cx(styles.cell, band && styles[`cell_${band}`])}
                    aria-selected={day.enabled || committed ? committed !== null : undefined}
                  >
                    <button
                      type="button"
                      className={cx(
                        styles.day,
                        shown && styles[`day_${shown}`],
                        shown && !committed && styles.preview,
                        !day.enabled && styles.disabled,
                        day.unavailable === 'closed' && styles.closed,
                        isToday && styles.today,
                      )}
                      data-date={day.date}
                      data-unavailable={day.unavailable ?? undefined}
                      tabIndex={day.date === tabbable ? 0 : -1}
                      aria-label={formatDate(day.date, labels.dayFormat)}
                      aria-disabled={day.enabled ? undefined : true}
                      aria-current={isToday ? 'date' : undefined}
                      aria-describedby={descriptions.length ? descriptions.join(' ') : undefined}
                      onClick={() => {
                        if (day.enabled) onChoose(day.date);
                      }}
                      onPointerEnter={() => onHover(day.date)}
                      onFocus={() => onFocusDay(day.date)}
                    >
                      <span aria-hidden="true">{day.day}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
