import type { Locale, Tenant } from '@domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { notFoundText } from '../../lib/content/pages.ts';
import { localizePath } from '../../lib/paths.ts';
import { PageBody } from '../RoutePage.tsx';
import { SiteLink } from '../shell/SiteLink.tsx';

/**
 * The non-fatal 404 inside the shell, with the editable text of the brand's "Not found" document.
 * `message` is the 'Page not found: {path}' line. Bots get the status and
 * that line only: no error page is rendered for them.
 */
export async function ContentNotFound({
  tenant,
  locale,
  message,
  bot,
}: {
  tenant: Tenant;
  locale: Locale;
  message: ReactNode;
  bot: boolean;
}) {
  if (bot) return message;
  const t = await getTranslations({ locale, namespace: 'notFound' });
  let text: Awaited<ReturnType<typeof notFoundText>> = null;
  try {
    text = await notFoundText(tenant, locale);
  } catch (error) {
    // The 404 must render even when the content API is down.
    console.error('Not-found text could not be loaded', error);
  }
  return (
    <PageBody data-route="not-found">
      <h1>{text?.title || t('title')}</h1>
      {message}
      {text?.text ? <p>{text.text}</p> : null}
      <p>
        <SiteLink href={localizePath('/', locale)}>{text?.homeLinkLabel || t('backHome')}</SiteLink>
      </p>
    </PageBody>
  );
}
