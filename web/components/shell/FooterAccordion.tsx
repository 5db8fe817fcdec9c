'use client';

import { type ReactNode, useId, useState } from 'react';

/**
 * A footer link category: a plain heading on wide screens, an accordion section below 1000 px.
 * Only one of the two headings is displayed at a time, so assistive technology
 * meets either a heading or a disclosure button, never both.
 */
export function FooterAccordion({
  title,
  icon,
  classes: styles,
  children,
}: {
  title: string;
  icon: ReactNode;
  /** Footer.module.css's classes for the parts, from the server component. */
  classes: Record<'category' | 'wideTitle' | 'narrowTitle' | 'categoryBody', string | undefined>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className={styles.category}>
      <h2 className={styles.wideTitle}>{title}</h2>
      <h2 className={styles.narrowTitle}>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
          {title}
          {icon}
        </button>
      </h2>
      <div id={id} className={styles.categoryBody} data-open={open ? 'true' : undefined}>
        {children}
      </div>
    </section>
  );
}
