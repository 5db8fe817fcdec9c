import NextLink from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ResolvedLink } from '../../lib/content/links.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

/**
 * An already resolved link (see `resolveLink` in web/lib/content/links.ts): site paths through `next/link` (client
 * navigation, prefetch), everything else (other sites, mailto:, tel:, #anchors) as a plain anchor.
 * New tabs get `noopener noreferrer`.
 */
export function ResolvedAnchor({
  link,
  children,
  ...rest
}: AnchorProps & { link: ResolvedLink; children: ReactNode }) {
  if (link.external || link.href.startsWith('#')) {
    return (
      <a href={link.href} {...(link.blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <NextLink href={link.href} {...rest}>
      {children}
    </NextLink>
  );
}
