'use client';

import { usePathname } from 'next/navigation';

/**
 * The path as the visitor sees it in the address bar (static 404 pages do not know it on the
 * server). The sentence comes translated from the server with `marker` where the path goes, so the
 * browser needs neither the message catalogue nor next-intl's client provider.
 */
export function NotFoundPath({ message, marker }: { message: string; marker: string }) {
  const pathname = usePathname();
  return <p data-testid="not-found-message">{message.replace(marker, pathname)}</p>;
}
