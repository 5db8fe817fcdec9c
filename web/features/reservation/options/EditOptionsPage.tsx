import { changeOutcome, formatPrice } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { actionPageContext } from '@web/features/reservation/action-page.ts';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import { confirmOptions } from '@web/features/reservation/options/action.ts';
import { choiceFromQuery, quoteChoice, storedChoice } from '@web/features/reservation/options/model.ts';
import styles from '@web/features/reservation/reservation.module.css';
import { localizePath } from '@web/lib/paths.ts';
import type { SiteParams } from '@web/lib/request-context.ts';
import { getTranslations } from 'next-intl/server';

/**
 * Insurance, add-ons and extras until pickup. The choice is a plain form (works before the code
 * loads); Review re-prices it on the reservation's terms and shows the difference before the
 * visitor confirms.
 */
export async function EditOptionsPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale, reservation, catalogue, state, tc, tActions } = await actionPageContext(
    params,
    'editOptions',
  );
  const [t, tOptions, query] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.options' }),
    getTranslations({ locale, namespace: 'bookingOptions' }),
    searchParams,
  ]);
  if (!state.open || !catalogue) {
    return (
      <ReservationFrame locale={locale} title={t('title')} backLabel={tc('back')} narrow route="editOptions">
        <p className={ui.notice} role="status">
          {catalogue ? tActions(`closed.${state.reason ?? 'status'}`) : t('unavailable')}
        </p>
      </ReservationFrame>
    );
  }
  const current = storedChoice(reservation);
  const reviewing = query.review === '1';
  const choice = reviewing ? choiceFromQuery(query, catalogue) : null;
  const shown = choice ?? current;
  const total = choice ? await quoteChoice(tenant, reservation, choice) : null;
  const outcome = total !== null ? changeOutcome(total - reservation.total, reservation.balance) : null;
  const error =
    (reviewing && !choice) || query.error === 'invalid'
      ? 'invalid'
      : choice && total === null
        ? 'quote'
        : query.error === 'locked' || query.error === 'failed' || query.error === 'paymentOpen'
          ? query.error
          : null;
  const packages = catalogue.insurance.filter((i) => i.kind === 'package');
  const addons = catalogue.insurance.filter((i) => i.kind === 'addon');
  const quantity = (id: string) => shown.extras.find((e) => e.id === id)?.quantity ?? 0;

  return (
    <ReservationFrame locale={locale} title={t('title')} backLabel={tc('back')} narrow route="editOptions">
      <p className={ui.lead}>{t('lead')}</p>
      {error ? (
        <div className={ui.alert} role="alert" data-error={error}>
          {t(`errors.${error}`)}
        </div>
      ) : null}
      <form method="get" className={`${ui.card} ${styles.form}`} data-testid="options-form">
        <input type="hidden" name="review" value="1" />
        <fieldset className={styles.plainFieldset}>
          <legend className={ui.label}>{tOptions('insurance.legend')}</legend>
          {packages.map((p) => (
            <label key={p.id} className={ui.checkbox}>
              <input
                type="radio"
                name="insurance"
                value={p.id}
                defaultChecked={(shown.insurancePackageId ?? packages[0]?.id) === p.id}
              />
              <span>
                {p.name} ·{' '}
                {p.perDay
                  ? t('perDay', { price: formatPrice(p.perDay, 'ISK') })
                  : tOptions('insurance.included')}
              </span>
            </label>
          ))}
        </fieldset>
        {addons.length ? (
          <fieldset className={styles.plainFieldset}>
            <legend className={ui.label}>{tOptions('insurance.addonsTitle')}</legend>
            {addons.map((a) => (
              <label key={a.id} className={ui.checkbox}>
                <input
                  type="checkbox"
                  name="addon"
                  value={a.id}
                  defaultChecked={shown.insuranceAddons.includes(a.id)}
                />
                <span>
                  {a.name} · {t('perDay', { price: formatPrice(a.perDay, 'ISK') })}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {catalogue.extras.length ? (
          <fieldset className={styles.plainFieldset}>
            <legend className={ui.label}>{tOptions('extras.title')}</legend>
            {catalogue.extras.map((x) => (
              <div key={x.id} className={ui.field}>
                <label className={ui.small} htmlFor={`extra-${x.id}`}>
                  {x.name} ·{' '}
                  {x.pricing === 'per_day'
                    ? t('perDay', { price: formatPrice(x.price, 'ISK') })
                    : t('perRental', { price: formatPrice(x.price, 'ISK') })}
                </label>
                <input
                  id={`extra-${x.id}`}
                  className={ui.input}
                  type="number"
                  inputMode="numeric"
                  name={`extra:${x.id}`}
                  min={0}
                  max={x.maxQuantity}
                  defaultValue={quantity(x.id)}
                />
              </div>
            ))}
          </fieldset>
        ) : null}
        <button type="submit" className={ui.buttonSecondary} data-testid="options-review">
          {t('review')}
        </button>
      </form>
      {choice && outcome && total !== null ? (
        <form
          action={confirmOptions}
          className={`${ui.card} ${styles.form}`}
          data-testid="options-confirm-form"
        >
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="options" value={JSON.stringify(choice)} />
          <p>
            {t('newTotal', { amount: formatPrice(total, 'ISK'), old: formatPrice(reservation.total, 'ISK') })}
          </p>
          <p className={styles.big} data-testid="options-difference">
            {outcome.payNow > 0
              ? t('payMore', { amount: formatPrice(outcome.payNow, 'ISK') })
              : outcome.refundNow > 0
                ? t('refundNow', { amount: formatPrice(outcome.refundNow, 'ISK') })
                : outcome.difference < 0
                  ? t('balanceDown', { amount: formatPrice(-outcome.difference, 'ISK') })
                  : t('noDifference')}
          </p>
          <div className={ui.actions}>
            <a className={ui.buttonGhost} href={localizePath('/reservation/edit/options/', locale)}>
              {t('startOver')}
            </a>
            <SubmitButton
              label={outcome.payNow > 0 ? t('confirmAndPay') : t('confirm')}
              busyLabel={tc('working')}
              testId="options-confirm"
            />
          </div>
        </form>
      ) : null}
    </ReservationFrame>
  );
}
