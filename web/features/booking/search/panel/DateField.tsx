import type { IsoDate } from '@domain/dates.ts';
import type { Locale } from '@domain/locale.ts';
import type { calendarAvailability } from '@domain/search-panel.ts';
import { Component, lazy, type ReactNode, type RefObject, Suspense } from 'react';
import type { CloseReason } from '../calendar-types.ts';
import { reloadAfterChunkError } from '../chunk-reload.ts';
import type { SearchPanelLabels } from '../labels.ts';
import styles from '../SearchPanel.module.css';
import { cx } from './fields.tsx';

// The calendar is most of the panel's code and only needed once the visitor opens it: loaded on
// intent (pointer over, touch or focus of the date button) or, at the latest, on opening.
const loadCalendar = () => import('../DateRangeCalendar.tsx');
const DateRangeCalendar = lazy(() =>
  loadCalendar().then(
    (m) => ({ default: m.DateRangeCalendar }),
    (error: unknown) => {
      reloadAfterChunkError();
      throw error;
    },
  ),
);
const preloadCalendar = () => {
  // A failed preload is retried when the calendar opens (and handled there).
  loadCalendar().catch(() => undefined);
};

/** Keeps the panel usable when the calendar's code cannot be loaded (and no reload is allowed). */
class CalendarBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface DateFieldProps {
  ids: { dates: string; calendar: string };
  labels: Pick<SearchPanelLabels, 'pickupDate' | 'returnDate' | 'selectDates' | 'calendar'>;
  locale: Locale;
  today: IsoDate;
  pickupDate: IsoDate | null;
  returnDate: IsoDate | null;
  dateText: (date: IsoDate) => string;
  /** The calendar is open (or lingers a moment after the range was chosen). */
  calendarShown: boolean;
  availability: ReturnType<typeof calendarAvailability>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onSelect: (date: IsoDate) => void;
  onClose: (reason: CloseReason) => void;
}

/** The date range: one button naming both dates, the hidden form values, and the calendar. */
export function DateField({
  ids,
  labels,
  locale,
  today,
  pickupDate,
  returnDate,
  dateText,
  calendarShown,
  availability,
  buttonRef,
  onToggle,
  onSelect,
  onClose,
}: DateFieldProps) {
  return (
    <div className={cx(styles.field, styles.dates)}>
      <button
        ref={buttonRef}
        id={ids.dates}
        type="button"
        className={styles.dateButton}
        // Named by its labels and values, so that it is found by the date labels too.
        aria-labelledby={
          pickupDate
            ? `${ids.dates}-pl ${ids.dates}-pv ${ids.dates}-rl ${ids.dates}-rv`
            : `${ids.dates}-pl ${ids.dates}-pv`
        }
        aria-haspopup="dialog"
        aria-expanded={calendarShown}
        aria-controls={calendarShown ? ids.calendar : undefined}
        data-testid="date-button"
        onPointerEnter={preloadCalendar}
        onTouchStart={preloadCalendar}
        onFocus={preloadCalendar}
        onClick={onToggle}
      >
        {pickupDate ? (
          <>
            <span className={styles.dateHalf}>
              <span id={`${ids.dates}-pl`} className={styles.label}>
                {labels.pickupDate}
              </span>{' '}
              <span id={`${ids.dates}-pv`} className={styles.value}>
                {dateText(pickupDate)}
              </span>
            </span>
            <span className={styles.dateArrow} aria-hidden="true" />{' '}
            <span className={styles.dateHalf}>
              <span id={`${ids.dates}-rl`} className={styles.label}>
                {labels.returnDate}
              </span>{' '}
              <span id={`${ids.dates}-rv`} className={cx(styles.value, !returnDate && styles.placeholder)}>
                {returnDate ? dateText(returnDate) : labels.calendar.chooseReturn}
              </span>
            </span>
          </>
        ) : (
          <span className={styles.dateHalf}>
            <span id={`${ids.dates}-pl`} className={styles.label}>
              {labels.pickupDate} – {labels.returnDate}
            </span>{' '}
            <span id={`${ids.dates}-pv`} className={cx(styles.value, styles.prompt)}>
              {labels.selectDates}
            </span>
          </span>
        )}
        <CalendarIcon />
      </button>
      <input type="hidden" name="pickupDate" value={pickupDate ?? ''} />
      <input type="hidden" name="returnDate" value={returnDate ?? ''} />
      {calendarShown ? (
        <CalendarBoundary onError={() => onClose('button')}>
          <Suspense
            fallback={
              <div className={styles.calendarLoading} role="status">
                {labels.calendar.loading}
              </div>
            }
          >
            <DateRangeCalendar
              id={ids.calendar}
              locale={locale}
              labels={labels.calendar}
              today={today}
              selection={{ start: pickupDate, end: returnDate }}
              isStartUnavailable={availability.isStartUnavailable}
              isEndUnavailable={availability.isEndUnavailable}
              isBeyondLimit={availability.isBeyondLimit}
              anchor={buttonRef}
              dateText={dateText}
              onSelect={onSelect}
              onClose={onClose}
            />
          </Suspense>
        </CalendarBoundary>
      ) : null}
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      className={styles.dateIcon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M7 2a1 1 0 0 1 1 1v1h8V3a1 1 0 1 1 2 0v1h1a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h1V3a1 1 0 0 1 1-1Zm13 8H4v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9ZM5 6a1 1 0 0 0-1 1v1h16V7a1 1 0 0 0-1-1H5Z"
      />
    </svg>
  );
}
