import { ContentNotFound } from '@web/components/content/ContentNotFound.tsx';
import { isBot } from '@web/lib/content/bots.ts';
import { requestSite } from '@web/lib/request-context.ts';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';

/**
 * The 404 of the request-time content route (crawlers and invalid paths, see web/proxy.ts): the
 * proxy tells whether the path failed route validation ("Page Not Found") or simply matched
 * nothing ("Page not found"); crawlers get the status and that line only.
 */
export default async function NotFound() {
  const { tenant, locale } = requestSite();
  const [requestHeaders, t] = await Promise.all([
    headers(),
    getTranslations({ locale, namespace: 'notFound' }),
  ]);
  const rawPath = requestHeaders.get('x-vegur-path');
  let path = '/';
  try {
    path = rawPath ? decodeURIComponent(rawPath) : '/';
  } catch {
    path = '/';
  }
  const invalid = requestHeaders.get('x-vegur-route') === 'invalid';
  return (
    <ContentNotFound
      tenant={tenant}
      locale={locale}
      bot={isBot(requestHeaders.get('user-agent'))}
      message={
        <p data-testid="not-found-message">{invalid ? t('invalid', { path }) : t('unmatched', { path })}</p>
      }
    />
  );
}
