import ui from '@web/components/booking/ui/booking.module.css';
import { CountryOptions } from '@web/components/booking/ui/CountryOptions.tsx';
import type { RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import styles from './details.module.css';
import { errorAt, Field, fieldId, type InputWiring } from './fields.tsx';
import type { DetailsLabels } from './labels.ts';
import type { DetailsValues } from './model.ts';

interface CustomerSectionProps {
  labels: DetailsLabels;
  errors: FieldErrors<DetailsValues>;
  input: InputWiring;
  countries: readonly { code: string; name: string }[];
  /** The country chosen now: Iceland asks for a kennitala. */
  country: string;
  /** The hint under the phone number: the country it is read as, once known. */
  phoneHint: string;
  today: string;
  /** Opened when a refused submit has a message in it. */
  addressRef: RefObject<HTMLDetailsElement | null>;
  addressOpen: boolean;
}

/** Who books: name, contact, country, birth date (and kennitala), the folded postal address. */
export function CustomerSection({
  labels,
  errors,
  input,
  countries,
  country,
  phoneHint,
  today,
  addressRef,
  addressOpen,
}: CustomerSectionProps) {
  return (
    <fieldset className={ui.card}>
      <legend className={styles.legend}>{labels.personal}</legend>
      <div className={ui.fieldRow}>
        <Field
          id={fieldId('customer.firstName')}
          label={labels.firstName}
          error={errorAt(errors, 'customer.firstName')}
        >
          <input autoComplete="given-name" {...input('customer.firstName')} />
        </Field>
        <Field
          id={fieldId('customer.lastName')}
          label={labels.lastName}
          error={errorAt(errors, 'customer.lastName')}
        >
          <input autoComplete="family-name" {...input('customer.lastName')} />
        </Field>
        <Field id={fieldId('customer.email')} label={labels.email} error={errorAt(errors, 'customer.email')}>
          <input type="email" autoComplete="email" inputMode="email" {...input('customer.email')} />
        </Field>
        <Field
          id={fieldId('customer.phone')}
          label={labels.phone}
          error={errorAt(errors, 'customer.phone')}
          hint={phoneHint}
        >
          <input type="tel" autoComplete="tel" inputMode="tel" {...input('customer.phone', true)} />
        </Field>
        <Field
          id={fieldId('customer.country')}
          label={labels.country}
          error={errorAt(errors, 'customer.country')}
          hint={labels.countryHint}
        >
          <select autoComplete="country" {...input('customer.country', true)} className={ui.select}>
            <CountryOptions countries={countries} choose={labels.chooseCountry} />
          </select>
        </Field>
        <Field
          id={fieldId('customer.dateOfBirth')}
          label={labels.dateOfBirth}
          error={errorAt(errors, 'customer.dateOfBirth')}
        >
          <input type="date" autoComplete="bday" max={today} {...input('customer.dateOfBirth')} />
        </Field>
        {country === 'IS' ? (
          <Field
            id={fieldId('customer.ssn')}
            label={labels.ssn}
            error={errorAt(errors, 'customer.ssn')}
            hint={labels.ssnHint}
          >
            <input inputMode="numeric" autoComplete="off" {...input('customer.ssn', true)} />
          </Field>
        ) : null}
      </div>
      <details className={styles.address} ref={addressRef} open={addressOpen}>
        <summary>
          {labels.address} <span className={ui.optional}>{labels.optional}</span>
        </summary>
        <div className={ui.fieldRow}>
          <Field
            id={fieldId('customer.address')}
            label={labels.addressLine}
            error={errorAt(errors, 'customer.address')}
          >
            <input autoComplete="street-address" {...input('customer.address')} />
          </Field>
          <Field
            id={fieldId('customer.zipcode')}
            label={labels.zipcode}
            error={errorAt(errors, 'customer.zipcode')}
          >
            <input autoComplete="postal-code" {...input('customer.zipcode')} />
          </Field>
          <Field id={fieldId('customer.city')} label={labels.city} error={errorAt(errors, 'customer.city')}>
            <input autoComplete="address-level2" {...input('customer.city')} />
          </Field>
        </div>
      </details>
    </fieldset>
  );
}
