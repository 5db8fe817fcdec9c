import type { Locale } from '@domain';
import type { ReactNode } from 'react';
import { type LinkData, resolveLink } from '../../lib/content/links.ts';
import { SiteLink } from '../shell/SiteLink.tsx';

interface Props {
  link: LinkData | null | undefined;
  locale: Locale;
  children: ReactNode;
  className?: string;
  dataSanity?: string;
}

/**
 * A content link (external, page reference, relative path or anchor). One that cannot resolve
 * renders nothing at all and warns in the server log.
 */
export function SanityLink({ link, locale, children, className, dataSanity }: Props) {
  const resolved = resolveLink(link, locale);
  if (!resolved) return null;
  if (resolved.external || resolved.href.startsWith('#')) {
    return (
      <a
        href={resolved.href}
        className={className}
        data-sanity={dataSanity}
        {...(resolved.blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={resolved.href} className={className} data-sanity={dataSanity}>
      {children}
    </SiteLink>
  );
}
