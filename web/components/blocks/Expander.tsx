'use client';

import { type CSSProperties, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import styles from './blocks.module.css';

/** Line height of body text (1.5em, web/lib/base-css.ts): `rows` rows are `rows * 1.5em` high. */
const LINE_HEIGHT_EM = 1.5;

/**
 * The height, at most `limit` px from the top of `element`, at which its content ends on a whole
 * line: paragraph margins, headings and lists put lines off the 1.5em grid, so a plain
 * `rows × 1.5em` cut would slice a line in half.
 */
function wholeLinesHeight(element: HTMLElement, limit: number): number {
  const top = element.getBoundingClientRect().top;
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let best = 0;
  // One rect per line of each text node; layout positions do not depend on the clamp itself.
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const bottom = rect.bottom - top;
      if (rect.height > 0 && bottom <= limit + 0.5 && bottom > best) best = bottom;
    }
  }
  return best > 0 ? Math.ceil(best) : limit;
}

/**
 * Clamped to `rows` rows (default 5) with "Show more"; expanded shows everything
 * with "Show less"; the height animates over 300 ms. The button is dropped when the text fits. The
 * clamp ends on a whole line and the last visible line fades out.
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
  const [clampHeight, setClampHeight] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setFullHeight(el.scrollHeight);
      if (expanded) return;
      const limit = rows * LINE_HEIGHT_EM * Number.parseFloat(getComputedStyle(el).fontSize);
      setFits(el.scrollHeight <= limit + 1);
      setClampHeight(wholeLinesHeight(el, limit));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded, rows]);

  // Before the first measurement (server HTML) the plain rows × line height.
  const collapsed = clampHeight === null ? `${rows * LINE_HEIGHT_EM}em` : `${clampHeight}px`;
  return (
    <div className={styles.expander}>
      <div
        ref={ref}
        id={`${id}-content`}
        className={styles.expanderContent}
        data-expanded={expanded || undefined}
        data-clamped={!expanded && !fits ? true : undefined}
        // Measured in the browser: the height comes as a custom property (the transition needs a length).
        style={
          {
            '--expander-height': expanded ? (fullHeight ? `${fullHeight}px` : 'none') : collapsed,
          } as CSSProperties
        }
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
