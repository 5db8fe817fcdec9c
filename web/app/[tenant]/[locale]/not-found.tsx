import { DEFAULT_LOCALE, isLocale } from '@domain';
import { NotFoundPath } from '@web/components/NotFoundPath.tsx';
import { PATH_MARKER } from '@web/components/not-found-marker.ts';
import { PageBody } from '@web/components/RoutePage.tsx';
import { SiteLink } from '@web/components/shell/SiteLink.tsx';
import { localizePath } from '@web/lib/paths.ts';
import { getLocale, getTranslations } from 'next-intl/server';

/** 404 inside the shell for fixed routes; kept static, so the path is read in the browser. */
export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <PageBody data-route="not-found">
      <h1>{t('title')}</h1>
      <NotFoundPath message={t('unmatched', { path: PATH_MARKER })} marker={PATH_MARKER} />
      <p>
        <SiteLink href={localizePath('/', isLocale(locale) ? locale : DEFAULT_LOCALE)}>
          {t('backHome')}
        </SiteLink>
      </p>
    </PageBody>
  );
}
