import type { PickupTime } from '@domain/opening-hours.ts';
import { fillTemplate } from '../date-text.ts';
import styles from '../SearchPanel.module.css';
import { SelectField } from './fields.tsx';

interface TimeFieldsProps {
  ids: { pickupTime: string; returnTime: string };
  labels: { pickupTime: string; returnTime: string; selfService: string; selfServiceHint: string };
  pickupTime: string;
  returnTime: string;
  /** The day's pickup times, or null before a pickup date (the select then shows the default). */
  pickupSlots: readonly PickupTime[] | null;
  returnSlots: readonly string[] | null;
  /** The chosen pickup time is a self-service one (and a date is chosen): the hint shows. */
  selfServiceHint: boolean;
  onPickupTime: (time: string) => void;
  onReturnTime: (time: string) => void;
}

/** Pickup and return times of the chosen days, self-service pickup times marked. */
export function TimeFields({
  ids,
  labels,
  pickupTime,
  returnTime,
  pickupSlots,
  returnSlots,
  selfServiceHint,
  onPickupTime,
  onReturnTime,
}: TimeFieldsProps) {
  return (
    <>
      <SelectField
        className={styles.pickupTime}
        time
        id={ids.pickupTime}
        label={labels.pickupTime}
        name="pickupTime"
        value={pickupTime}
        disabled={!pickupSlots || pickupSlots.length === 0}
        onChange={(event) => onPickupTime(event.target.value)}
      >
        {pickupSlots && pickupSlots.length > 0 ? (
          pickupSlots.map((slot) => (
            <option
              key={slot.time}
              value={slot.time}
              className={slot.selfService ? styles.selfServiceOption : undefined}
              data-self-service={slot.selfService ? 'true' : undefined}
            >
              {slot.selfService ? `${slot.time} · ${labels.selfService}` : slot.time}
            </option>
          ))
        ) : (
          <option value={pickupTime}>{pickupTime}</option>
        )}
      </SelectField>
      <SelectField
        className={styles.returnTime}
        time
        id={ids.returnTime}
        label={labels.returnTime}
        name="returnTime"
        value={returnTime}
        disabled={!returnSlots || returnSlots.length === 0}
        onChange={(event) => onReturnTime(event.target.value)}
      >
        {returnSlots && returnSlots.length > 0 ? (
          returnSlots.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))
        ) : (
          <option value={returnTime}>{returnTime}</option>
        )}
      </SelectField>
      {selfServiceHint ? (
        <p className={styles.selfServiceHint} role="status">
          <span className={styles.badge}>{labels.selfService}</span>{' '}
          {fillTemplate(labels.selfServiceHint, { time: pickupTime })}
        </p>
      ) : null}
    </>
  );
}
