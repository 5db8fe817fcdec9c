'use client';

import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import {
  clampSliderPosition,
  SLIDER_MAX,
  SLIDER_MIN,
  sliderPositionForKey,
  sliderPositionForPointer,
} from '../../lib/content/slider.ts';
import styles from './ComparisonSlider.module.css';

/**
 * Two images over each other; the handle (a WAI-ARIA slider) reveals the left image up to its
 * position, between 3 % and 97 %, keyboard step 3.
 */
export function ComparisonSlider({
  before,
  after,
  beforeLabel,
  afterLabel,
  initial,
  label,
}: {
  before: ReactNode;
  after: ReactNode;
  beforeLabel?: string | null;
  afterLabel?: string | null;
  initial: number;
  label: string;
}) {
  const [position, setPosition] = useState(() => clampSliderPosition(initial));
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  function moveTo(clientX: number) {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setPosition(sliderPositionForPointer(clientX, rect.left, rect.width));
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    moveTo(event.clientX);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) moveTo(event.clientX);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = sliderPositionForKey(position, event.key);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  }

  const valueText = [beforeLabel, afterLabel].every(Boolean)
    ? `${beforeLabel} ${Math.round(position)} %, ${afterLabel} ${Math.round(100 - position)} %`
    : `${Math.round(position)} %`;

  return (
    <div
      ref={box}
      className={styles.comparison}
      // The handle's position, the one value that moves: the layer's clip and the handle read it.
      style={{ '--position': `${position}%` } as CSSProperties}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      <div className={styles.comparisonLayer}>{after}</div>
      <div className={`${styles.comparisonLayer} ${styles.comparisonBefore}`}>{before}</div>
      {beforeLabel ? (
        <span className={`${styles.comparisonLabel} ${styles.comparisonLabelLeft}`}>{beforeLabel}</span>
      ) : null}
      {afterLabel ? (
        <span className={`${styles.comparisonLabel} ${styles.comparisonLabelRight}`}>{afterLabel}</span>
      ) : null}
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={SLIDER_MIN}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={Math.round(position)}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        className={styles.comparisonHandle}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true" className={styles.comparisonKnob} />
      </div>
    </div>
  );
}
