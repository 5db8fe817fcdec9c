import type { Locale } from '@domain';
import { isTenant } from '@domain';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { ContentNotFound } from '../../../../../components/content/ContentNotFound.tsx';
import { isBot } from '../../../../../lib/content/bots.ts';
import { defaultTenant, parseHostMap, tenantForHost } from '../../../../../lib/tenants.ts';

/**
 * The 404 of the request-time content route (crawlers and invalid paths, see web/proxy.ts): the
 * proxy tells whether the path failed route validation ("Page Not Found") or simply matched
 * nothing ("Page not found"); crawlers get the status and that line only.
 */
export default async function NotFound() {
  const requestHeaders = await headers();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const rawPath = requestHeaders.get('x-vegur-path');
  let path = '/';
  try {
    path = rawPath ? decodeURIComponent(rawPath) : '/';
  } catch {
    path = '/';
  }
  const invalid = requestHeaders.get('x-vegur-route') === 'invalid';
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  const tenant = tenantForHost(
    host,
    parseHostMap(process.env.TENANT_HOSTS),
    defaultTenant(process.env.DEFAULT_TENANT),
  );
  return (
    <ContentNotFound
      tenant={isTenant(tenant) ? tenant : 'cars'}
      locale={locale}
      bot={isBot(requestHeaders.get('user-agent'))}
      message={
        <p data-testid="not-found-message">{invalid ? t('invalid', { path }) : t('unmatched', { path })}</p>
      }
    />
  );
}
