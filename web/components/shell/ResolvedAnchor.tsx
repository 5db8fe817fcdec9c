import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ResolvedLink } from '../../lib/content/links.ts';
import { SiteLink } from './SiteLink.tsx';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

/**
 * An already resolved link (see `resolveLink` in web/lib/content/links.ts): site paths through `SiteLink` (client
 * navigation, prefetch on intent), everything else (other sites, mailto:, tel:, #anchors) as a plain anchor.
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
    <SiteLink href={link.href} {...rest}>
      {children}
    </SiteLink>
  );
}
