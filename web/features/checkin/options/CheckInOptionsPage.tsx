import { formatPrice } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import styles from '@web/features/checkin/checkin.module.css';
import { CheckInFrame } from '@web/features/checkin/frame/CheckInFrame.tsx';
import { openCheckIn } from '@web/features/checkin/gate.ts';
import { saveCheckInOptions } from '@web/features/checkin/options/action.ts';
import { checkinPath } from '@web/features/checkin/paths.ts';
import { loadCatalogueIn } from '@web/lib/booking/catalogue.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

interface Chosen {
  insurancePackageId?: string;
  insuranceAddons?: string[];
  extras?: { id: string; quantity: number }[];
}

/** Last-minute options: a better insurance package, add-ons and extras, re-priced by the service. */
export async function CheckInOptionsPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, { reservation }, catalogue, query] = await Promise.all([
    getTranslations({ locale, namespace: 'checkin' }),
    openCheckIn(tenant, locale),
    loadCatalogueIn(tenant, locale),
    searchParams,
  ]);
  const chosen = (reservation.options ?? {}) as Chosen;
  const price = (amount: number, per: 'per_day' | 'per_rental') =>
    t(per === 'per_day' ? 'options.perDay' : 'options.perRental', { price: formatPrice(amount, 'ISK') });
  const packages = catalogue?.insurance.filter((i) => i.kind === 'package') ?? [];
  const addons = catalogue?.insurance.filter((i) => i.kind === 'addon') ?? [];
  const extras = catalogue?.extras ?? [];
  const quantity = (id: string) => chosen.extras?.find((e) => e.id === id)?.quantity ?? 0;
  return (
    <CheckInFrame
      locale={locale}
      step="options"
      title={t('options.title')}
      reference={reservation.reference}
      lead={t('options.lead')}
    >
      {query.error ? (
        <div className={ui.alert} role="alert">
          <p>{query.error === 'payment_open' ? t('options.paymentOpen') : t('options.error')}</p>
        </div>
      ) : null}
      {!catalogue ? (
        <div className={ui.alert} role="alert">
          <p>{t('options.unavailable')}</p>
        </div>
      ) : (
        <form action={saveCheckInOptions} data-testid="checkin-options">
          <input type="hidden" name="locale" value={locale} />
          {packages.length > 0 ? (
            <fieldset className={styles.driver}>
              <legend>{t('options.insurance')}</legend>
              {packages.map((p) => (
                <label key={p.id} className={ui.checkbox}>
                  <input
                    type="radio"
                    name="insurancePackageId"
                    value={p.id}
                    defaultChecked={(chosen.insurancePackageId ?? packages[0]?.id) === p.id}
                  />
                  <span>
                    {p.name} – {p.perDay > 0 ? price(p.perDay, 'per_day') : t('options.included')}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {addons.length > 0 ? (
            <fieldset className={styles.driver}>
              <legend>{t('options.addons')}</legend>
              {addons.map((a) => (
                <label key={a.id} className={ui.checkbox}>
                  <input
                    type="checkbox"
                    name="addon"
                    value={a.id}
                    defaultChecked={chosen.insuranceAddons?.includes(a.id) ?? false}
                  />
                  <span>
                    {a.name} – {price(a.perDay, 'per_day')}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {extras.length > 0 ? (
            <fieldset className={styles.driver}>
              <legend>{t('options.extras')}</legend>
              {extras.map((e) =>
                e.maxQuantity > 1 ? (
                  <div key={e.id} className={ui.field}>
                    <label className={ui.label} htmlFor={`extra-${e.id}`}>
                      {e.name} – {price(e.price, e.pricing)}
                    </label>
                    <input
                      className={ui.input}
                      id={`extra-${e.id}`}
                      type="number"
                      inputMode="numeric"
                      name={`extra:${e.id}`}
                      min={0}
                      max={e.maxQuantity}
                      defaultValue={quantity(e.id)}
                    />
                  </div>
                ) : (
                  <label key={e.id} className={ui.checkbox}>
                    <input
                      type="checkbox"
                      name={`extra:${e.id}`}
                      value="1"
                      defaultChecked={quantity(e.id) > 0}
                    />
                    <span>
                      {e.name} – {price(e.price, e.pricing)}
                    </span>
                  </label>
                ),
              )}
            </fieldset>
          ) : null}
          <p className={ui.hint}>{t('options.priceNote')}</p>
          <div className={ui.actions}>
            <a className={ui.buttonGhost} href={checkinPath('payment', locale)}>
              {t('options.skip')}
            </a>
            <button type="submit" className={ui.button}>
              {t('options.save')}
            </button>
          </div>
        </form>
      )}
    </CheckInFrame>
  );
}
