import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ResolvedAnchor } from './ResolvedAnchor.tsx';
import { type LinkValue, resolveLinkOrWarn } from './resolve.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'>;

export interface SiteLinkProps extends AnchorProps {
  link: LinkValue | null | undefined;
  children: ReactNode;
  /** Names the link in the console warning when it cannot be resolved (e.g. its label). */
  label?: string | null;
}

/**
 * A content link (SPEC section 3, Link) straight from a query result. Works in server and client
 * components (no hooks). Internal paths already carry their language prefix (`pagePath`).
 * Unresolvable links render nothing and warn with the spec's message (SPEC section 8).
 */
export function SiteLink({ link, children, label, ...rest }: SiteLinkProps) {
  const resolved = resolveLinkOrWarn(link, label);
  if (!resolved) return null;
  return (
    <ResolvedAnchor link={resolved} {...rest}>
      {children}
    </ResolvedAnchor>
  );
}
