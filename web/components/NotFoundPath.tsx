'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** The path as the visitor sees it in the address bar (static 404 pages do not know it on the server). */
export function NotFoundPath() {
  const t = useTranslations('notFound');
  const pathname = usePathname();
  return <p data-testid="not-found-message">{t('unmatched', { path: pathname })}</p>;
}
