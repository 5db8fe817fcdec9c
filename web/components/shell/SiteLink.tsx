'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * `next/link` that prefetches on intent (pointer over it, a touch, keyboard focus) instead of as
 * soon as it scrolls into view — the hover-triggered prefetch of the Next.js prefetching guide.
 * Every page here is rendered per request, so a viewport prefetch is a server render plus client
 * work for each visible link (ten requests for the header's quick links on a phone), all landing
 * while the page is still starting up. A prefetch on intent still begins a few hundred
 * milliseconds before the click lands.
 */
export function SiteLink({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
