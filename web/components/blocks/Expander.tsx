'use client';

import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './blocks.module.css';

/** Line height of body text (1.5em, global.css): `rows` rows are `rows * 1.5em` high. */
const LINE_HEIGHT_EM = 1.5;

/**
 * SPEC section 4: clamped to `rows` rows (default 5) with "Show more"; expanded shows everything
 * with "Show less"; the height animates over 300 ms. The button is dropped when the text fits.
 */
export function Expander({
  rows,
  children,
  showMore,
  showLess,
}: {
  rows: number;
  children: ReactNode;
  showMore: string;
  showLess: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  const [fullHeight, setFullHeight] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setFullHeight(el.scrollHeight);
      if (!expanded) setFits(el.scrollHeight <= el.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded]);

  const collapsed = `${rows * LINE_HEIGHT_EM}em`;
  return (
    <div className={styles.expander}>
      <div
        ref={ref}
        id={`${id}-content`}
        className={styles.expanderContent}
        data-expanded={expanded || undefined}
        style={{ maxHeight: expanded ? (fullHeight ? `${fullHeight}px` : 'none') : collapsed }}
      >
        {children}
      </div>
      {fits && !expanded ? null : (
        <button
          type="button"
          className={styles.buttonText}
          aria-expanded={expanded}
          aria-controls={`${id}-content`}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? showLess : showMore}
        </button>
      )}
    </div>
  );
}
