import ui from '@web/components/booking/ui/booking.module.css';
import type { FieldErrors } from 'react-hook-form';
import styles from './details.module.css';
import { errorAt, Field, fieldId, type InputWiring } from './fields.tsx';
import type { DetailsLabels } from './labels.ts';
import type { DetailsValues } from './model.ts';

/** The lease brand's terms: start and end, delivery time and place. */
export function LeaseSection({
  labels,
  errors,
  input,
}: {
  labels: DetailsLabels;
  errors: FieldErrors<DetailsValues>;
  input: InputWiring;
}) {
  return (
    <fieldset className={ui.card}>
      <legend className={styles.legend}>{labels.lease}</legend>
      <div className={ui.fieldRow}>
        <Field
          id={fieldId('lease.leaseStartDate')}
          label={labels.leaseStartDate}
          error={errorAt(errors, 'lease.leaseStartDate')}
        >
          <input type="date" {...input('lease.leaseStartDate')} />
        </Field>
        <Field
          id={fieldId('lease.leaseEndDate')}
          label={labels.leaseEndDate}
          error={errorAt(errors, 'lease.leaseEndDate')}
        >
          <input type="date" {...input('lease.leaseEndDate')} />
        </Field>
        <Field
          id={fieldId('lease.deliveryTime')}
          label={labels.deliveryTime}
          error={errorAt(errors, 'lease.deliveryTime')}
        >
          <input type="time" step={1800} {...input('lease.deliveryTime')} />
        </Field>
        <Field
          id={fieldId('lease.deliveryLocation')}
          label={labels.deliveryLocation}
          error={errorAt(errors, 'lease.deliveryLocation')}
        >
          <input autoComplete="street-address" {...input('lease.deliveryLocation')} />
        </Field>
      </div>
    </fieldset>
  );
}

/** The optional trip details: flight, arrival, passengers, comments. */
export function TripSection({
  labels,
  errors,
  input,
}: {
  labels: DetailsLabels;
  errors: FieldErrors<DetailsValues>;
  input: InputWiring;
}) {
  return (
    <fieldset className={ui.card}>
      <legend className={styles.legend}>
        {labels.trip} <span className={ui.optional}>{labels.optional}</span>
      </legend>
      <div className={ui.fieldRow}>
        <Field
          id={fieldId('trip.flightNumber')}
          label={labels.flightNumber}
          error={errorAt(errors, 'trip.flightNumber')}
          hint={labels.flightHint}
        >
          <input autoComplete="off" {...input('trip.flightNumber', true)} />
        </Field>
        <Field
          id={fieldId('trip.arrivalTime')}
          label={labels.arrivalTime}
          error={errorAt(errors, 'trip.arrivalTime')}
        >
          <input type="time" {...input('trip.arrivalTime')} />
        </Field>
        <Field
          id={fieldId('trip.numberOfPassengers')}
          label={labels.numberOfPassengers}
          error={errorAt(errors, 'trip.numberOfPassengers')}
        >
          <input type="number" min={1} max={20} inputMode="numeric" {...input('trip.numberOfPassengers')} />
        </Field>
      </div>
      <Field
        id={fieldId('trip.specialComments')}
        label={labels.specialComments}
        error={errorAt(errors, 'trip.specialComments')}
      >
        <textarea rows={3} maxLength={2000} {...input('trip.specialComments')} className={ui.textarea} />
      </Field>
    </fieldset>
  );
}
