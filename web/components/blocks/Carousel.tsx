'use client';

import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styles from './blocks.module.css';

/**
 * A horizontal list of slides with previous/next buttons, aligned at the start,
 * no loop (the buttons are disabled at either end). Native scrolling with scroll snap, so touch,
 * trackpad and keyboard scrolling work without script.
 */
export function Carousel({
  children,
  label,
  previous,
  next,
  slideLabel,
}: {
  children: ReactNode;
  label: string;
  previous: string;
  next: string;
  /** "{index} of {total}" with the placeholders filled per slide. */
  slideLabel: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 1);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  }, []);

  useEffect(() => {
    update();
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update]);

  function scrollBy(direction: 1 | -1) {
    const el = track.current;
    if (!el) return;
    const first = el.firstElementChild as HTMLElement | null;
    const step = first ? first.getBoundingClientRect().width + 16 : el.clientWidth;
    el.scrollBy({ left: direction * step, behavior: 'smooth' });
  }

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className={styles.carouselTrack} onScroll={update}>
        {slides.map((slide, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are fixed server-rendered content, never reordered.
            key={index}
            className={styles.carouselSlide}
            aria-roledescription="slide"
            aria-label={slideLabel
              .replace('{index}', String(index + 1))
              .replace('{total}', String(slides.length))}
          >
            {slide}
          </li>
        ))}
      </ul>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className={styles.carouselButton}
          onClick={() => scrollBy(-1)}
          disabled={atStart}
          aria-label={previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={styles.carouselButton}
          onClick={() => scrollBy(1)}
          disabled={atEnd}
          aria-label={next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
