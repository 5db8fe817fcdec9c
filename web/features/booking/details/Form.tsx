'use client';

import type { Tenant } from '@domain/locale.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import ui from '@web/components/booking/ui/booking.module.css';
import { AsYouType } from 'libphonenumber-js/min';
import { startTransition, useActionState, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldPath, get, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { DetailsActionState } from './action.ts';
import { CustomerSection } from './CustomerSection.tsx';
import { DriversSection } from './DriversSection.tsx';
import styles from './details.module.css';
import {
  ADDRESS_PATHS,
  describe,
  errorAt,
  fieldId,
  type InputWiring,
  summaryText,
  type TextRegister,
} from './fields.tsx';
import type { DetailsLabels } from './labels.ts';
import { type DetailsValues, detailsSchemaFor, flattenErrors, schemaInput } from './model.ts';

export type { DetailsLabels };

import { LeaseSection, TripSection } from './TripSections.tsx';

export interface DetailsFormProps {
  tenant: Tenant;
  locale: 'en' | 'de' | 'es' | 'fr' | 'is';
  defaults: DetailsValues;
  /** True when the defaults came from the saved booking (then the session draft is not used). */
  saved: boolean;
  extraDrivers: number;
  freeExtraDrivers: number;
  /** "1.000 kr per day", formatted by the server; shown for paid extra drivers. */
  extraDriverPrice: string;
  minDriverAge: number;
  pickupDate: string;
  today: string;
  countries: readonly { code: string; name: string }[];
  labels: DetailsLabels;
  action: (state: DetailsActionState, formData: FormData) => Promise<DetailsActionState>;
  backHref: string;
  optionsHref: string;
}

const DRAFT_KEY = (tenant: string) => `${tenant}-booking-details-draft`;

/**
 * The Details step's form: validated with the domain's schema in the
 * visitor's language on blur and on submit (react-hook-form), then posted to the server action,
 * which validates again with the same schema. With errors, focus moves to a summary that links to
 * each field. What the visitor types is kept in session storage until the step is saved, so a
 * reload or a trip back to the Options step loses nothing.
 */
export function DetailsForm(props: DetailsFormProps) {
  const { tenant, locale, labels, defaults, countries, action } = props;
  const schema = useMemo(
    () =>
      detailsSchemaFor(locale, {
        tenant,
        today: props.today,
        minDriverAge: props.minDriverAge,
        pickupDate: props.pickupDate,
      }),
    [locale, tenant, props.today, props.minDriverAge, props.pickupDate],
  );
  const [serverState, formAction, pending] = useActionState(action, { errors: {} });
  const form = useForm<DetailsValues, unknown, z.infer<typeof schema>>({
    defaultValues: defaults,
    // The schema sees what would be posted: no main driver while the booker drives.
    resolver: (values, context, options) =>
      zodResolver(schema as never)(schemaInput(values) as never, context, options as never) as never,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, formState, setError, getValues, reset, control } = form;
  const { errors } = formState;
  const summaryRef = useRef<HTMLDivElement>(null);
  const addressRef = useRef<HTMLDetailsElement>(null);
  const [summary, setSummary] = useState<{ path: string; message: string }[]>([]);
  // Focus moves to the summary once React has rendered it (it is not in the page before the first
  // refusal). An animation frame was not enough after the server's refusal: the summary's state is
  // set in an effect, and on a busy machine React rendered it after the next frame.
  const focusSummary = useRef(false);
  useEffect(() => {
    if (!focusSummary.current || summary.length === 0) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [summary]);
  // A refused submit opens the folded postal address when a message is in it: a message is never
  // out of sight. The visitor may fold it again; the next refusal reopens it.
  useEffect(() => {
    if (summary.some(({ path }) => ADDRESS_PATHS.includes(path)) && addressRef.current)
      addressRef.current.open = true;
  }, [summary]);
  const [restored, setRestored] = useState(false);
  const summaryId = useId();

  // The server's verdict (no JavaScript before hydration, or a rule only the server knows).
  useEffect(() => {
    const entries = Object.entries(serverState.errors);
    if (entries.length === 0) return;
    for (const [path, message] of entries)
      setError(path as FieldPath<DetailsValues>, { type: 'server', message });
    focusSummary.current = true;
    setSummary(entries.map(([path, message]) => ({ path, message })));
  }, [serverState, setError]);

  // A draft from this tab's earlier visit, unless the saved booking already holds the details.
  useEffect(() => {
    if (props.saved) return;
    try {
      const draft = window.sessionStorage.getItem(DRAFT_KEY(tenant));
      if (draft) {
        reset({ ...defaults, ...(JSON.parse(draft) as Partial<DetailsValues>) }, { keepDefaultValues: true });
        setRestored(true);
      }
    } catch {
      // Storage may be unavailable (private mode); the form still works.
    }
  }, [props.saved, tenant, reset, defaults]);

  const values = useWatch({ control });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        window.sessionStorage.setItem(DRAFT_KEY(tenant), JSON.stringify(values));
      } catch {
        // Full or unavailable storage: the draft is a convenience only.
      }
    }, 300);
    return () => window.clearTimeout(timer);
  }, [values, tenant]);

  const bookerDrives = values.customer ? values.bookerDrives : defaults.bookerDrives;
  const country = values.customer?.country ?? defaults.customer.country;
  const phone = values.customer?.phone ?? '';
  // A number without calling code is read as one of the chosen country (domain/phone.ts).
  const phoneCountry = useMemo(() => {
    const text = phone.trim();
    if (!text.startsWith('+') && !text.startsWith('00')) return text ? country || 'IS' : null;
    const typing = new AsYouType();
    typing.input(text.startsWith('00') ? `+${text.slice(2)}` : text);
    return typing.getCountry() ?? null;
  }, [phone, country]);
  const countryName = (code: string | null) => countries.find((c) => c.code === code)?.name ?? null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = schema.safeParse(schemaInput(getValues()));
    if (result.success) {
      // Sent from here, not by the form: React resets a form whose action is a function when the
      // answer comes, and these fields (react-hook-form's, uncontrolled, with no default in the
      // markup) were all emptied by a refusal only the server makes. Without JavaScript the form
      // still posts to the action.
      const data = new FormData(event.currentTarget);
      startTransition(() => formAction(data));
      return;
    }
    const ordered = flattenErrors(result.error.issues);
    for (const { path, message } of ordered)
      setError(path as FieldPath<DetailsValues>, { type: 'submit', message });
    focusSummary.current = true;
    setSummary(ordered);
  }

  const text: TextRegister = (path) => {
    const initial: unknown = get(defaults, path);
    return { ...register(path), defaultValue: initial == null ? '' : String(initial) };
  };
  const input: InputWiring = (path, hint = false) => ({
    className: ui.input,
    ...describe(fieldId(path), errorAt(errors, path), hint),
    ...text(path),
  });

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      data-testid="details-form"
    >
      <input type="hidden" name="locale" value={locale} />
      {restored ? <p className={ui.notice}>{labels.draftRestored}</p> : null}
      {summary.length > 0 ? (
        <div className={ui.alert} ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={summaryId}>
          <h2 id={summaryId}>{labels.errorSummary}</h2>
          <ul>
            {summary.map(({ path, message }) => (
              <li key={path}>
                <a href={`#${fieldId(path)}`}>{summaryText(path, message, labels)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <CustomerSection
        labels={labels}
        errors={errors}
        input={input}
        countries={countries}
        country={country}
        phoneHint={
          phoneCountry && countryName(phoneCountry)
            ? labels.phoneDetected.replace('{country}', countryName(phoneCountry) ?? '')
            : labels.phoneHint
        }
        today={props.today}
        addressRef={addressRef}
        addressOpen={Boolean(defaults.customer.address || defaults.customer.city)}
      />

      <DriversSection
        labels={labels}
        register={register}
        text={text}
        errors={errors}
        bookerDrives={bookerDrives}
        minDriverAge={props.minDriverAge}
        extraDrivers={props.extraDrivers}
        freeExtraDrivers={props.freeExtraDrivers}
        extraDriverPrice={props.extraDriverPrice}
        today={props.today}
        optionsHref={props.optionsHref}
      />

      {tenant === 'lease' ? <LeaseSection labels={labels} errors={errors} input={input} /> : null}

      <TripSection labels={labels} errors={errors} input={input} />

      <div className={ui.actions}>
        <a className={ui.buttonGhost} href={props.backHref}>
          {labels.back}
        </a>
        <button type="submit" className={ui.button} disabled={pending}>
          {labels.continue}
        </button>
      </div>
    </form>
  );
}
