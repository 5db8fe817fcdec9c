import type { Locale } from '@domain';
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { LinkData } from '../../lib/content/links.ts';
import type { ContentImage } from '../../lib/sanity/image.ts';
import styles from './content.module.css';
import { SanityImage } from './SanityImage.tsx';
import { SanityLink } from './SanityLink.tsx';

/** Portable Text as the queries return it; typed loosely because every block type shapes it alike. */
export type RichTextValue = readonly { _type: string; _key?: string; [key: string]: unknown }[];

function components(locale: Locale): PortableTextComponents {
  return {
    block: {
      h2: ({ children }) => <h2 className={styles.h2}>{children}</h2>,
      h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
      h4: ({ children }) => <h4 className={styles.h4}>{children}</h4>,
      blockquote: ({ children }) => <blockquote className={styles.blockquote}>{children}</blockquote>,
      normal: ({ children }) => <p>{children}</p>,
    },
    marks: {
      link: ({ value, children }) => (
        <SanityLink link={value as LinkData} locale={locale} className={styles.link}>
          {children}
        </SanityLink>
      ),
    },
    types: {
      imageWithAlt: ({ value }) => (
        <SanityImage
          image={value as ContentImage}
          width={1200}
          height={0}
          sizes="(min-width: 800px) 760px, 100vw"
        />
      ),
    },
  };
}

/** Body copy from content. Headings start at h2: the page title is the only h1. */
export function RichText({ value, locale }: { value: RichTextValue | null | undefined; locale: Locale }) {
  if (!value || value.length === 0) return null;
  return (
    <div className={styles.richText}>
      {/* PortableText's value type is wider than our query types; the shapes are the same. */}
      <PortableText value={value as never} components={components(locale)} />
    </div>
  );
}
