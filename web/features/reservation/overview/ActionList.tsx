import type { ActionState, Locale, ReservationAction } from '@domain';
import { whenText } from '@web/features/reservation/page.ts';
import styles from '@web/features/reservation/reservation.module.css';
import { localizePath } from '@web/lib/paths.ts';
import { getTranslations } from 'next-intl/server';

/** Both end a booking: a free cancellation refunds everything and leaves it `refunded`. */
const CANCELLED = new Set(['cancelled', 'refunded']);

const PATHS: Record<ReservationAction, string> = {
  pay: '/reservation/edit/payment/',
  editTerms: '/reservation/edit/terms/',
  editOptions: '/reservation/edit/options/',
  editDetails: '/reservation/edit/details/',
  checkin: '/reservation/checkin/start/',
  cancel: '/reservation/cancel/',
  refund: '/reservation/refund/',
};

/**
 * The actions by the tenant's policy clocks: open ones link to their page and say until when,
 * closed ones say why (and when they open, for check-in).
 */
export async function ActionList({
  actions,
  locale,
  freeCancellation,
  status,
}: {
  actions: ActionState[];
  locale: Locale;
  /** Whether cancelling now is free (the cancel action's line says which). */
  freeCancellation: boolean;
  /** The reservation's status: actions its state rules out are explained once, not one by one. */
  status: string;
}) {
  const t = await getTranslations({ locale, namespace: 'reservation.actions' });
  const why = (a: ActionState): string => {
    const at = a.at ? whenText(a.at, locale) : '';
    if (a.open) {
      if (a.action === 'cancel')
        return freeCancellation ? t('open.cancelFree', { date: at }) : t('open.cancelLate');
      if (a.action === 'editTerms') return t('open.editTerms', { date: at });
      if (a.action === 'checkin') return t('open.checkin', { date: at });
      if (a.action === 'editOptions' || a.action === 'editDetails') return t('open.untilPickup');
      return t(`open.${a.action}`);
    }
    switch (a.reason) {
      case 'termsLocked':
        return t('closed.termsLocked', { date: at });
      case 'checkinNotYet':
        return t('closed.checkinNotYet', { date: at });
      default:
        return t(`closed.${a.reason ?? 'status'}`);
    }
  };
  // After a cancellation seven "Not possible" lines said the same thing: one sentence instead.
  const shown = actions.filter((a) => a.open || a.reason !== 'status');
  const ruledOut = shown.length < actions.length;
  return (
    <>
      {ruledOut ? (
        <p className={styles.actionWhy} data-testid="actions-ruled-out">
          {CANCELLED.has(status) ? t('closed.cancelledSummary') : t('closed.statusSummary')}
        </p>
      ) : null}
      {shown.length > 0 ? <ActionItems actions={shown} locale={locale} why={why} /> : null}
    </>
  );
}

async function ActionItems({
  actions,
  locale,
  why,
}: {
  actions: ActionState[];
  locale: Locale;
  why: (a: ActionState) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'reservation.actions' });
  return (
    <ul className={styles.actionList} data-testid="actions">
      {actions.map((a) => (
        <li key={a.action} className={styles.action} data-action={a.action} data-open={a.open}>
          {a.open ? (
            <a className={styles.actionLink} href={localizePath(PATHS[a.action], locale)}>
              {t(`names.${a.action}`)}
            </a>
          ) : (
            <span className={styles.actionName}>{t(`names.${a.action}`)}</span>
          )}
          <p className={styles.actionWhy}>{why(a)}</p>
        </li>
      ))}
    </ul>
  );
}
