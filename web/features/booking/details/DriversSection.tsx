import ui from '@web/components/booking/ui/booking.module.css';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styles from './details.module.css';
import { PersonFields, type TextRegister } from './fields.tsx';
import type { DetailsLabels } from './labels.ts';
import type { DetailsValues } from './model.ts';

interface DriversSectionProps {
  labels: DetailsLabels;
  register: UseFormRegister<DetailsValues>;
  /** The same for text fields, with their starting value in the markup. */
  text: TextRegister;
  errors: FieldErrors<DetailsValues>;
  bookerDrives: DetailsValues['bookerDrives'] | undefined;
  minDriverAge: number;
  /** How many extra drivers the Options step chose, and how many of them are free. */
  extraDrivers: number;
  freeExtraDrivers: number;
  extraDriverPrice: string;
  today: string;
  optionsHref: string;
}

/** Who drives: the booker or someone else, then each extra driver chosen on the Options step. */
export function DriversSection({
  labels,
  register,
  text,
  errors,
  bookerDrives,
  minDriverAge,
  extraDrivers,
  freeExtraDrivers,
  extraDriverPrice,
  today,
  optionsHref,
}: DriversSectionProps) {
  return (
    <fieldset className={ui.card}>
      <legend className={styles.legend}>{labels.drivers}</legend>
      <p className={ui.hint}>{labels.driverAge.replace('{age}', String(minDriverAge))}</p>
      <fieldset className={styles.choice}>
        <legend className={ui.label}>{labels.bookerDrives}</legend>
        <label className={styles.radio}>
          {/* Checked in the markup too: react-hook-form checks the default only when its scripts run. */}
          <input
            type="radio"
            value="yes"
            defaultChecked={bookerDrives === 'yes'}
            {...register('bookerDrives')}
          />
          <span>{labels.yes}</span>
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            value="someoneElse"
            defaultChecked={bookerDrives === 'someoneElse'}
            {...register('bookerDrives')}
          />
          <span>{labels.someoneElse}</span>
        </label>
      </fieldset>
      {bookerDrives === 'someoneElse' ? (
        <fieldset className={styles.driver}>
          <legend className={styles.driverLegend}>{labels.mainDriver}</legend>
          <PersonFields prefix="mainDriver" labels={labels} register={text} errors={errors} today={today} />
        </fieldset>
      ) : null}
      {Array.from({ length: extraDrivers }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: drivers are positions (driver 1, 2, …), not entities.
        <fieldset key={index} className={styles.driver}>
          <legend className={styles.driverLegend}>
            {labels.extraDriver.replace('{number}', String(index + 1))}{' '}
            <span className={styles.badge}>
              {index < freeExtraDrivers
                ? labels.free
                : labels.perDayPrice.replace('{price}', extraDriverPrice)}
            </span>
          </legend>
          <PersonFields
            prefix={`extraDrivers.${index}`}
            labels={labels}
            register={text}
            errors={errors}
            today={today}
          />
        </fieldset>
      ))}
      <a className={styles.change} href={optionsHref}>
        {labels.changeDrivers}
      </a>
    </fieldset>
  );
}
