/**
 * What each "manage your reservation" action page (cancel, refund, edit terms, options, details,
 * payment) starts from: the visitor's reservation (or the way to Find), the brand's policy and
 * whether the action is open now, with the texts every such page shows.
 */
import { actionState, type ReservationAction } from '@domain';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { factsOf, loadCatalogue, policyOf } from './data.ts';
import { requireReservation } from './page.ts';

export async function actionPageContext(params: Promise<SiteParams>, action: ReservationAction) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const reservation = await requireReservation(tenant, locale);
  const [tc, tActions, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.common' }),
    getTranslations({ locale, namespace: 'reservation.actions' }),
    loadCatalogue(tenant, locale),
  ]);
  const now = new Date();
  const policy = policyOf(catalogue);
  const facts = factsOf(reservation);
  return {
    tenant,
    locale,
    reservation,
    catalogue,
    policy,
    facts,
    now,
    state: actionState(policy, facts, action, now),
    tc,
    tActions,
  };
}

/** The `?error=` code the page's action sent back, if it is one the page knows. */
export function knownError<T extends string>(
  query: Record<string, string | string[] | undefined>,
  errors: readonly T[],
): T | undefined {
  return errors.find((e) => e === query.error);
}
