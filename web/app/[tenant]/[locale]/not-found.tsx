import { DEFAULT_LOCALE, isLocale } from '@domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundPath } from '../../../components/NotFoundPath.tsx';
import { PageBody } from '../../../components/RoutePage.tsx';
import { SiteLink } from '../../../components/shell/SiteLink.tsx';
import { localizePath } from '../../../lib/paths.ts';

/** Stands for the path in the translated sentence until the browser, which knows it, fills it in. */
const PATH_MARKER = '\u2063path\u2063';

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
