import type { CalendarMonth, DateSelection } from '@domain/calendar.ts';
import { rangeRole } from '@domain/calendar.ts';
import type { IsoDate } from '@domain/dates.ts';
import { type KeyboardEvent, useId } from 'react';
import styles from './DateRangeCalendar.module.css';
import { formatDate } from './date-text.ts';
import type { CalendarLabels } from './labels.ts';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** The ids of the hidden texts a day's button is described by (the calendar renders them once). */
export interface DayDescriptions {
  pickup: string;
  return: string;
  unavailable: string;
  closed: string;
  limit: string;
  today: string;
}

export interface MonthGridProps {
  month: CalendarMonth;
  labels: CalendarLabels;
  today: IsoDate;
  selection: DateSelection;
  range: DateSelection;
  tabbable: IsoDate;
  hintId: string;
  describe: DayDescriptions;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onChoose: (date: IsoDate) => void;
  onHover: (date: IsoDate) => void;
  onFocusDay: (date: IsoDate) => void;
}

/**
 * One month of the date grid (WAI-ARIA grid pattern): a table of day buttons with a roving tab
 * stop, each named by its full date and described as pickup, return, closed, unavailable or today.
 * It renders what it is given; the keyboard model lives in calendar-model.ts.
 */
export function MonthGrid({
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

/** The previous/next month arrow. */
export function Chevron({ direction }: { direction: 'left' | 'right' }) {
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
