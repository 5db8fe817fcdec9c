import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageBody } from '../../../../components/RoutePage.tsx';
import { Link } from '../../../../i18n/navigation.ts';

/**
 * The non-fatal 404: the shell stays, the visitor can navigate on. The proxy tells whether the
 * path failed route validation ("Page Not Found") or simply matched nothing ("Page not found").
 */
export default async function NotFound() {
  const requestHeaders = await headers();
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const rawPath = requestHeaders.get('x-vegur-path');
  let path = '/';
  try {
    path = rawPath ? decodeURIComponent(rawPath) : '/';
  } catch {
    path = '/';
  }
  const invalid = requestHeaders.get('x-vegur-route') === 'invalid';
  return (
    <PageBody data-route="not-found">
      <h1>{t('title')}</h1>
      <p data-testid="not-found-message">{invalid ? t('invalid', { path }) : t('unmatched', { path })}</p>
      <p>
        <Link href="/">{t('backHome')}</Link>
      </p>
    </PageBody>
  );
}
