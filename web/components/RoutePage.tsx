import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { alternatesFor } from '../lib/alternates.ts';
import { type SiteParams, siteParams } from '../lib/request-context.ts';
import { type RouteId, routeById } from '../lib/routes.ts';
import styles from './RoutePage.module.css';

type TitledRoute = Exclude<RouteId, 'home' | 'content'>;

/** The body of a plain page inside the shell, its title styled by the brand's scale. */
export function PageBody(props: Omit<ComponentProps<'div'>, 'className'>) {
  return <div {...props} className={styles.pageBody} />;
}

/** A booking, reservation or check-in page: the shell plus its localised title (filled in later). */
export function routePage(id: TitledRoute) {
  return async function RoutePage({ params }: { params: Promise<SiteParams> }) {
    const { locale } = await siteParams(params);
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return (
      <PageBody data-route={id}>
        <h1>{t(id)}</h1>
      </PageBody>
    );
  };
}

export function routeMetadata(id: TitledRoute) {
  return async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
    const { locale } = await siteParams(params);
    const t = await getTranslations({ locale, namespace: 'pages' });
    const route = routeById(id);
    return {
      // The locale layout's title template adds " | brand".
      title: t(id),
      alternates: route.public && route.path ? alternatesFor(route.path, locale) : undefined,
      robots: route.public ? undefined : { index: false, follow: false },
    };
  };
}
