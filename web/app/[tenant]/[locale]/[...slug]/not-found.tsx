import { ContentNotFound } from '@web/components/content/ContentNotFound.tsx';
import { NotFoundPath } from '@web/components/NotFoundPath.tsx';
import { PATH_MARKER } from '@web/components/not-found-marker.ts';
import { requestSite } from '@web/lib/request-context.ts';
import { getTranslations } from 'next-intl/server';

/**
 * The non-fatal 404 of the content route ('Page not found: {path}'): the shell stays and the
 * brand's editable not-found text shows. Cached like the pages, so it reads nothing from the
 * request: brand and language come from the segment layout, the path is filled in by the browser.
 * Crawlers and invalid paths are answered at request time instead (`~request`, see web/proxy.ts).
 */
export default async function NotFound() {
  const { tenant, locale } = requestSite();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <ContentNotFound
      tenant={tenant}
      locale={locale}
      bot={false}
      message={<NotFoundPath message={t('unmatched', { path: PATH_MARKER })} marker={PATH_MARKER} />}
    />
  );
}
