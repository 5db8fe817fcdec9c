'use client';

import type { CatalogueInsurance as Insurance } from '@booking/client.ts';
import { usePrice } from '@web/components/booking/price/PriceContext.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import { useId } from 'react';
import { useFormStatus } from 'react-dom';
import { coverageOf, coverageRows, extraCost, extraDriversCost, FIELD } from './model.ts';
import styles from './options.module.css';
import { useOptionsQuote } from './Quote.tsx';

/** Names and short texts of the brand's insurance and extras, localized by id on the server. */
export interface ItemText {
  name: string;
  description: string | null;
}

export interface OptionsLabels {
  insurance: {
    title: string;
    intro: string;
    legend: string;
    included: string;
    perDay: string;
    perMonth: string;
    forRental: string;
    excess: string;
    deposit: string;
    noExcess: string;
    terms: string;
    covered: string;
    notCovered: string;
    coverageTitle: string;
    chosen: string;
    chosenNoExcess: string;
    addonsTitle: string;
    addonsIntro: string;
    addonIncluded: string;
  };
  extras: {
    title: string;
    intro: string;
    perDay: string;
    perRental: string;
    add: string;
    remove: string;
    quantity: string;
    subtotal: string;
    max: string;
  };
  drivers: {
    title: string;
    intro: string;
    /** Already formatted for the brand's number of free drivers. */
    free: string;
    price: string;
    label: string;
    add: string;
    remove: string;
    costFree: string;
    cost: string;
    max: string;
  };
  errors: { invalid: string; price: string; quote: string; retry: string };
  back: string;
  continue: string;
  /** By insurance id and extra id; unknown ids carry the service's (English) name. */
  insuranceText: Record<string, ItemText>;
  coverage: Record<string, string>;
  extraText: Record<string, ItemText>;
}

export interface OptionsFormProps {
  locale: string;
  /** Lease prices read per month (30 days). */
  monthly: boolean;
  labels: OptionsLabels;
  action: (formData: FormData) => Promise<void>;
  backHref: string;
  /** Why the last Continue came back (`?error=` from the save action). */
  serverError: 'invalid' | 'price' | null;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

function Check({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      className={styles.mark}
    >
      {on ? (
        <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <path
          d="M5.5 5.5l9 9m0-9l-9 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

function PackageCard({
  pkg,
  rows,
  selected,
  days,
  monthly,
  labels,
  onSelect,
}: {
  pkg: Insurance;
  rows: string[];
  selected: boolean;
  days: number;
  monthly: boolean;
  labels: OptionsLabels;
  onSelect: () => void;
}) {
  const { format } = usePrice();
  const id = useId();
  const text = labels.insuranceText[pkg.id] ?? { name: pkg.name, description: null };
  const covered = coverageOf(pkg);
  const t = labels.insurance;
  const unit = monthly ? pkg.perDay * 30 : pkg.perDay;
  return (
    <div className={styles.package} data-package={pkg.id} data-selected={selected}>
      <div className={styles.packageHead}>
        <input
          type="radio"
          id={id}
          name={FIELD.package}
          value={pkg.id}
          checked={selected}
          onChange={onSelect}
          className={styles.radio}
          aria-describedby={`${id}-price ${id}-terms`}
        />
        <label htmlFor={id} className={styles.packageName}>
          {text.name}
        </label>
      </div>
      <p id={`${id}-price`} className={styles.packagePrice}>
        <strong>
          {pkg.perDay === 0 ? t.included : fill(monthly ? t.perMonth : t.perDay, { price: format(unit) })}
        </strong>
        {pkg.perDay > 0 ? (
          <span className={styles.sub}>{fill(t.forRental, { price: format(pkg.perDay * days) })}</span>
        ) : null}
      </p>
      {text.description ? <p className={styles.description}>{text.description}</p> : null}
      <dl id={`${id}-terms`} className={styles.terms} aria-label={t.terms}>
        <div data-term="excess">
          <dt>{t.excess}</dt>
          <dd>{pkg.excess ? format(pkg.excess) : t.noExcess}</dd>
        </div>
        <div data-term="deposit">
          <dt>{t.deposit}</dt>
          <dd>{format(pkg.deposit ?? 0)}</dd>
        </div>
      </dl>
      <ul className={styles.coverage} aria-label={t.coverageTitle}>
        {rows.map((row) => {
          const on = covered.has(row);
          return (
            <li key={row} data-covered={on}>
              <Check on={on} />
              <span>{labels.coverage[row] ?? labels.insuranceText[row]?.name ?? row}</span>
              <span className="visually-hidden">: {on ? t.covered : t.notCovered}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** − number + ; the number is a real input, so the form posts it even before hydration. */
function Stepper({
  name,
  value,
  max,
  inputLabel,
  addLabel,
  removeLabel,
  onChange,
}: {
  name: string;
  value: number;
  max: number;
  inputLabel: string;
  addLabel: string;
  removeLabel: string;
  onChange: (value: number) => void;
}) {
  const atMin = value <= 0;
  const atMax = value >= max;
  // aria-disabled, not disabled: a button that disables itself under the keyboard would drop focus.
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={removeLabel}
        aria-disabled={atMin}
        onClick={() => !atMin && onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        name={name}
        className={styles.stepValue}
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-label={inputLabel}
        onChange={(e) => onChange(e.target.value === '' ? 0 : Number(e.target.value))}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={addLabel}
        aria-disabled={atMax}
        onClick={() => !atMax && onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

function ContinueButton({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={ui.button}
      aria-disabled={pending}
      onClick={(e) => pending && e.preventDefault()}
    >
      {label}
    </button>
  );
}

function InsuranceSection({
  labels,
  monthly,
  days,
}: {
  labels: OptionsLabels;
  monthly: boolean;
  days: number;
}) {
  const { catalogue, choices, dispatch } = useOptionsQuote();
  const { format } = usePrice();
  const titleId = useId();
  const t = labels.insurance;
  const rows = coverageRows(catalogue);
  const chosen = catalogue.packages.find((p) => p.id === choices.insurancePackageId) ?? catalogue.packages[0];
  const chosenCover = chosen ? coverageOf(chosen) : new Set<string>();
  const chosenName = chosen ? (labels.insuranceText[chosen.id]?.name ?? chosen.name) : '';
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.cardTitle}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <fieldset className={styles.packages}>
        <legend className="visually-hidden">{t.legend}</legend>
        {catalogue.packages.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            rows={rows}
            selected={pkg.id === chosen?.id}
            days={days}
            monthly={monthly}
            labels={labels}
            onSelect={() => dispatch({ type: 'package', id: pkg.id })}
          />
        ))}
      </fieldset>
      {chosen ? (
        <p className={styles.chosen} data-testid="chosen-cover" aria-live="polite">
          {chosen.excess
            ? fill(t.chosen, {
                package: chosenName,
                excess: format(chosen.excess),
                deposit: format(chosen.deposit ?? 0),
              })
            : fill(t.chosenNoExcess, { package: chosenName, deposit: format(chosen.deposit ?? 0) })}
        </p>
      ) : null}
      {catalogue.addons.length ? (
        <fieldset className={styles.addons}>
          <legend className={styles.legend}>{t.addonsTitle}</legend>
          <p className={styles.intro}>{t.addonsIntro}</p>
          <ul className={styles.rows}>
            {catalogue.addons.map((addon) => (
              <AddonRow
                key={addon.id}
                addon={addon}
                included={chosenCover.has(addon.id)}
                checked={choices.insuranceAddons.includes(addon.id)}
                days={days}
                monthly={monthly}
                labels={labels}
                onToggle={(on) => dispatch({ type: 'addon', id: addon.id, on })}
              />
            ))}
          </ul>
        </fieldset>
      ) : null}
    </section>
  );
}

function AddonRow({
  addon,
  included,
  checked,
  days,
  monthly,
  labels,
  onToggle,
}: {
  addon: Insurance;
  included: boolean;
  checked: boolean;
  days: number;
  monthly: boolean;
  labels: OptionsLabels;
  onToggle: (on: boolean) => void;
}) {
  const { format } = usePrice();
  const id = useId();
  const text = labels.insuranceText[addon.id] ?? { name: addon.name, description: null };
  const t = labels.insurance;
  const unit = monthly ? addon.perDay * 30 : addon.perDay;
  return (
    <li className={styles.row} data-kind="check" data-addon={addon.id} data-included={included}>
      <input
        type="checkbox"
        id={id}
        name={FIELD.addon}
        value={addon.id}
        className={styles.check}
        checked={included || checked}
        disabled={included}
        onChange={(e) => onToggle(e.target.checked)}
        aria-describedby={`${id}-price`}
      />
      <label htmlFor={id} className={styles.rowText}>
        <span className={styles.rowName}>{text.name}</span>
        {text.description ? <span className={styles.description}>{text.description}</span> : null}
      </label>
      <span id={`${id}-price`} className={styles.rowPrice}>
        {included ? (
          t.addonIncluded
        ) : (
          <>
            <strong>{fill(monthly ? t.perMonth : t.perDay, { price: format(unit) })}</strong>
            {checked ? (
              <span className={styles.sub}>{fill(t.forRental, { price: format(addon.perDay * days) })}</span>
            ) : null}
          </>
        )}
      </span>
    </li>
  );
}

function ExtrasSection({ labels, days }: { labels: OptionsLabels; days: number }) {
  const { catalogue, choices, dispatch } = useOptionsQuote();
  const { format } = usePrice();
  const titleId = useId();
  const ids = useId();
  const t = labels.extras;
  if (!catalogue.extras.length) return null;
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.cardTitle}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <ul className={styles.rows}>
        {catalogue.extras.map((extra) => {
          const text = labels.extraText[extra.id] ?? { name: extra.name, description: null };
          const quantity = choices.extras[extra.id] ?? 0;
          const nameId = `${ids}-${extra.id}`;
          const price = fill(extra.pricing === 'per_day' ? t.perDay : t.perRental, {
            price: format(extra.price),
          });
          const set = (value: number) => dispatch({ type: 'extra', id: extra.id, quantity: value });
          return (
            <li
              key={extra.id}
              className={styles.row}
              data-kind={extra.maxQuantity === 1 ? 'check' : 'stepper'}
              data-extra={extra.id}
              data-chosen={quantity > 0}
            >
              {extra.maxQuantity === 1 ? (
                // One at most: a checkbox says it more simply than a stepper.
                <input
                  type="checkbox"
                  id={nameId}
                  name={`${FIELD.extraPrefix}${extra.id}`}
                  value="1"
                  className={styles.check}
                  checked={quantity > 0}
                  onChange={(e) => set(e.target.checked ? 1 : 0)}
                  aria-describedby={`${nameId}-price`}
                />
              ) : null}
              {extra.maxQuantity === 1 ? (
                <label htmlFor={nameId} className={styles.rowText}>
                  <span className={styles.rowName}>{text.name}</span>
                  {text.description ? <span className={styles.description}>{text.description}</span> : null}
                </label>
              ) : (
                <div className={styles.rowText}>
                  <span className={styles.rowName} id={nameId}>
                    {text.name}
                  </span>
                  {text.description ? <span className={styles.description}>{text.description}</span> : null}
                </div>
              )}
              <span id={`${nameId}-price`} className={styles.rowPrice}>
                <strong>{price}</strong>
                {quantity > 0 ? (
                  <span className={styles.sub}>
                    {fill(t.subtotal, { price: format(extraCost(extra, quantity, days)) })}
                  </span>
                ) : extra.maxQuantity > 1 ? (
                  <span className={styles.sub}>{fill(t.max, { count: extra.maxQuantity })}</span>
                ) : null}
              </span>
              {extra.maxQuantity > 1 ? (
                <Stepper
                  name={`${FIELD.extraPrefix}${extra.id}`}
                  value={quantity}
                  max={extra.maxQuantity}
                  inputLabel={fill(t.quantity, { name: text.name })}
                  addLabel={fill(t.add, { name: text.name })}
                  removeLabel={fill(t.remove, { name: text.name })}
                  onChange={set}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function DriversSection({
  labels,
  monthly,
  days,
}: {
  labels: OptionsLabels;
  monthly: boolean;
  days: number;
}) {
  const { catalogue, choices, dispatch, maxDrivers } = useOptionsQuote();
  const { format } = usePrice();
  const titleId = useId();
  const labelId = useId();
  const t = labels.drivers;
  const count = choices.extraDrivers;
  const cost = extraDriversCost(count, catalogue, days);
  const unit = monthly ? catalogue.extraDriverPerDay * 30 : catalogue.extraDriverPerDay;
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.cardTitle}>
        {t.title}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <ul className={styles.driverFacts}>
        <li>{t.free}</li>
        <li>{fill(t.price, { price: format(unit) })}</li>
      </ul>
      <div className={styles.row} data-kind="stepper" data-drivers={count}>
        <div className={styles.rowText}>
          <span className={styles.rowName} id={labelId}>
            {t.label}
          </span>
        </div>
        <span className={styles.rowPrice} aria-live="polite">
          {count > 0 ? (
            <strong>{cost > 0 ? fill(t.cost, { price: format(cost) }) : t.costFree}</strong>
          ) : null}
          {count >= maxDrivers ? (
            <span className={styles.sub}>{fill(t.max, { count: maxDrivers })}</span>
          ) : null}
        </span>
        <Stepper
          name={FIELD.drivers}
          value={count}
          max={maxDrivers}
          inputLabel={t.label}
          addLabel={t.add}
          removeLabel={t.remove}
          onChange={(value) => dispatch({ type: 'drivers', count: value })}
        />
      </div>
    </section>
  );
}

/**
 * The Options step's form: insurance as a comparison (one package, radio semantics), add-ons the
 * package does not contain, extras, extra drivers; Continue posts every choice as a form field.
 */
export function OptionsForm({ locale, monthly, labels, action, backHref, serverError }: OptionsFormProps) {
  const { price, error, retry, saved } = useOptionsQuote();
  const days = price.days;
  return (
    <form action={action} className={styles.form} data-saved={saved}>
      <input type="hidden" name="locale" value={locale} />
      {serverError ? (
        <p className={ui.alert} role="alert">
          {labels.errors[serverError]}
        </p>
      ) : null}
      <InsuranceSection labels={labels} monthly={monthly} days={days} />
      <ExtrasSection labels={labels} days={days} />
      <DriversSection labels={labels} monthly={monthly} days={days} />
      {error ? (
        <div className={`${ui.alert} ${styles.quoteError}`} role="alert">
          <span>{labels.errors.quote}</span>
          <button type="button" className={ui.buttonSecondary} onClick={retry}>
            {labels.errors.retry}
          </button>
        </div>
      ) : null}
      <div className={ui.actions}>
        <a className={ui.buttonSecondary} href={backHref}>
          {labels.back}
        </a>
        <ContinueButton label={labels.continue} />
      </div>
    </form>
  );
}
