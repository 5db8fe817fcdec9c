import type { Location } from '@domain/opening-hours.ts';
import styles from '../SearchPanel.module.css';
import { SelectField } from './fields.tsx';

interface LocationFieldsProps {
  ids: { pickupLocation: string; returnLocation: string };
  labels: { pickupLocation: string; returnLocation: string };
  locations: readonly Location[];
  pickupLocationId: string;
  returnLocationId: string;
  onPickup: (location: Location) => void;
  onReturn: (location: Location) => void;
}

/** Where the rental starts and ends: two selects over the brand's visible locations. */
export function LocationFields({
  ids,
  labels,
  locations,
  pickupLocationId,
  returnLocationId,
  onPickup,
  onReturn,
}: LocationFieldsProps) {
  const byId = (locationId: string) => locations.find((l) => l.id === locationId);
  const options = locations.map((location) => (
    <option key={location.id} value={location.id}>
      {location.title}
    </option>
  ));
  return (
    <>
      <SelectField
        className={styles.pickupLocation}
        id={ids.pickupLocation}
        label={labels.pickupLocation}
        name="pickupLocation"
        value={pickupLocationId}
        onChange={(event) => {
          const location = byId(event.target.value);
          if (location) onPickup(location);
        }}
      >
        {options}
      </SelectField>
      <SelectField
        className={styles.returnLocation}
        id={ids.returnLocation}
        label={labels.returnLocation}
        name="returnLocation"
        value={returnLocationId}
        onChange={(event) => {
          const location = byId(event.target.value);
          if (location) onReturn(location);
        }}
      >
        {options}
      </SelectField>
    </>
  );
}
