'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styles from '../inspection.module.css';
import { DAMAGE_MARKS_MAX, DAMAGE_NOTE_MAX, fill, type ReadingsLabels } from '../model.ts';

export interface Mark {
  /** Stable key while the list is edited. */
  key: number;
  x: number;
  y: number;
  note: string;
}

const STEP = 4;
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));

/**
 * A car seen from above (front at the top) on which the customer marks existing damage: a tap or
 * click places a mark where it lands; with a keyboard the outline takes focus, the arrow keys
 * move a cross and Enter or Space places the mark. Each mark gets a note field, focused at once.
 * Positions are percentages of the outline, so the desk and the report draw them at the same place.
 */
export function CarOutline({
  marks,
  onChange,
  labels,
}: {
  marks: Mark[];
  onChange: (marks: Mark[]) => void;
  labels: ReadingsLabels['damage'];
}) {
  const id = useId();
  const [cursor, setCursor] = useState({ x: 50, y: 50 });
  const [focused, setFocused] = useState(false);
  const next = useRef(marks.reduce((max, m) => Math.max(max, m.key), 0) + 1);
  const focusKey = useRef<number | null>(null);
  const notes = useRef(new Map<number, HTMLInputElement>());

  useEffect(() => {
    if (focusKey.current === null) return;
    notes.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const place = (x: number, y: number) => {
    if (marks.length >= DAMAGE_MARKS_MAX) return;
    const key = next.current++;
    focusKey.current = key;
    onChange([...marks, { key, x: clamp(x), y: clamp(y), note: '' }]);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    place(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP / 2],
      ArrowDown: [0, STEP / 2],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((c) => ({ x: clamp(c.x + move[0]), y: clamp(c.y + move[1]) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor.x, cursor.y);
    }
  };

  return (
    <div className={styles.damage}>
      <p id={`${id}-intro`} className={ui.hint}>
        {labels.intro}
      </p>
      <div
        className={styles.outline}
        role="application"
        aria-label={labels.outline}
        aria-describedby={`${id}-intro`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the outline is operated by keyboard (arrow keys, Enter)
        tabIndex={0}
        data-testid="car-outline"
        onClick={onClick}
        onKeyDown={onKey}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <svg viewBox="0 0 100 200" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect x="14" y="6" width="72" height="188" rx="26" className={styles.body} />
          <rect x="22" y="40" width="56" height="30" rx="8" className={styles.glass} />
          <rect x="22" y="128" width="56" height="24" rx="8" className={styles.glass} />
          <rect x="24" y="74" width="52" height="50" rx="6" className={styles.roof} />
          <rect x="6" y="34" width="8" height="26" rx="3" className={styles.wheel} />
          <rect x="86" y="34" width="8" height="26" rx="3" className={styles.wheel} />
          <rect x="6" y="142" width="8" height="26" rx="3" className={styles.wheel} />
          <rect x="86" y="142" width="8" height="26" rx="3" className={styles.wheel} />
          <text x="50" y="20" textAnchor="middle" className={styles.outlineText}>
            {labels.front}
          </text>
          <text x="50" y="188" textAnchor="middle" className={styles.outlineText}>
            {labels.rear}
          </text>
        </svg>
        {marks.map((m, i) => (
          <span
            key={m.key}
            className={styles.mark}
            style={{ '--x': `${m.x}%`, '--y': `${m.y}%` } as CSSProperties}
            aria-hidden="true"
          >
            {i + 1}
          </span>
        ))}
        {focused ? (
          <span
            className={styles.cursor}
            style={{ '--x': `${cursor.x}%`, '--y': `${cursor.y}%` } as CSSProperties}
            aria-hidden="true"
          />
        ) : null}
      </div>
      {marks.length === 0 ? (
        <p className={ui.muted}>{labels.none}</p>
      ) : (
        <ol className={styles.marks} data-testid="damage-marks">
          {marks.map((m, i) => {
            const number = i + 1;
            return (
              <li key={m.key} className={ui.field}>
                <label className={ui.label} htmlFor={`${id}-note-${m.key}`}>
                  {fill(labels.note, { number })}
                </label>
                <div className={styles.markRow}>
                  <input
                    id={`${id}-note-${m.key}`}
                    ref={(el) => {
                      if (el) notes.current.set(m.key, el);
                      else notes.current.delete(m.key);
                    }}
                    className={ui.input}
                    maxLength={DAMAGE_NOTE_MAX}
                    value={m.note}
                    onChange={(event) => {
                      const note = event.currentTarget.value;
                      onChange(marks.map((x) => (x.key === m.key ? { ...x, note } : x)));
                    }}
                  />
                  <button
                    type="button"
                    className={ui.buttonGhost}
                    onClick={() => onChange(marks.filter((x) => x.key !== m.key))}
                  >
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">{fill(labels.remove, { number })}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {marks.length >= DAMAGE_MARKS_MAX ? (
        <p className={ui.hint}>{fill(labels.max, { max: DAMAGE_MARKS_MAX })}</p>
      ) : null}
    </div>
  );
}
