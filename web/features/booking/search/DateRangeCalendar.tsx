'use client';

import { calendarMonths, type DateSelection, previewRange } from '@domain/calendar.ts';
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
import { addMonthsToMonth, monthOf } from './calendar-keys.ts';
import {
  type CalendarView,
  focusForKey,
  monthPaging,
  nextAvailableAfterView,
  openingDay,
  slideBetween,
  statusText,
  tabStop,
} from './calendar-model.ts';
import type { CloseReason } from './calendar-types.ts';
import styles from './DateRangeCalendar.module.css';
import { fillTemplate } from './date-text.ts';
import type { CalendarLabels } from './labels.ts';
import { Chevron, MonthGrid } from './MonthGrid.tsx';

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

/** The wide layout starts at 1000 px (as the header's). */
const WIDE_QUERY = '(min-width: 1000px)';
const WIDE_MONTHS = 2;
/** The phone sheet shows four months at a time. */
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
 * The date-range calendar (the search panel's README): a popover with two months on wide screens,
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
  const [firstMonth, setFirstMonth] = useState(() => monthOf(openingDay(today, start)));
  const [slide, setSlide] = useState<'next' | 'prev' | null>(null);
  const [focused, setFocused] = useState<IsoDate>(() => openingDay(today, start));
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
  // names and the previous/next buttons show below the header.
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

  const view: CalendarView = { firstMonth, count };

  const showMonth = (first: string) => {
    const direction = slideBetween(firstMonth, first);
    if (!direction) return;
    setSlide(direction);
    setFirstMonth(first);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = focusForKey(view, today, focused, event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    showMonth(move.firstMonth);
    setFocused(move.focused);
    if (choosingEnd) setHovered(move.focused);
    focusRequest.current = true;
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

  const paging = monthPaging(view, today);
  const firstEnabled = months.flatMap((m) => m.days).find((d) => d.enabled)?.date;
  const tabbable = tabStop(view, focused, start, firstEnabled);

  // "Next available" when the pickup location has no day to offer in the months in view.
  const nextAvailable = useMemo(
    () => nextAvailableAfterView({ firstMonth, count }, today, choosingEnd, isStartUnavailable),
    [choosingEnd, firstMonth, count, today, isStartUnavailable],
  );

  const jumpTo = (date: IsoDate) => {
    showMonth(monthOf(date));
    setFocused(date);
    focusRequest.current = true;
  };

  const status = statusText(selection, labels, locale, dateText);

  const nav = (
    <div className={styles.nav}>
      <button
        type="button"
        className={styles.navButton}
        aria-label={labels.previousMonth}
        disabled={!paging.back}
        onClick={() => showMonth(addMonthsToMonth(firstMonth, -1))}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        className={styles.navButton}
        aria-label={labels.nextMonth}
        disabled={!paging.forward}
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
