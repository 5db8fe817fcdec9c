import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundPath } from '../../../components/NotFoundPath.tsx';
import { PageBody } from '../../../components/RoutePage.tsx';
import { Link } from '../../../i18n/navigation.ts';

/** 404 inside the shell for fixed routes; kept static, so the path is read in the browser. */
export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <PageBody data-route="not-found">
      <h1>{t('title')}</h1>
      <NotFoundPath />
      <p>
        <Link href="/">{t('backHome')}</Link>
      </p>
    </PageBody>
  );
}
