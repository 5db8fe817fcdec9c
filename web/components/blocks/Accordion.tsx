'use client';

import { type ReactNode, useId, useState } from 'react';
import styles from './blocks.module.css';

export interface DisclosureItem {
  key: string;
  title: string;
  content: ReactNode;
  dataSanity?: string;
}

/** One item open at a time; opening another closes the first. All start closed. */
export function Accordion({ items, headingLevel }: { items: DisclosureItem[]; headingLevel: 2 | 3 }) {
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const isOpen = open === item.key;
        const panelId = `${id}-panel-${item.key}`;
        const buttonId = `${id}-button-${item.key}`;
        return (
          <div key={item.key} className={styles.accordionItem} data-open={isOpen || undefined}>
            <Heading className={styles.accordionHeading} data-sanity={item.dataSanity}>
              <button
                type="button"
                id={buttonId}
                className={styles.accordionButton}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : item.key)}
              >
                <span>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.accordionPanel}
              hidden={!isOpen}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
