import type { Locale } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import type { AssignedVehicle } from '@web/features/reservation/data.ts';
import { whenText } from '@web/features/reservation/page.ts';
import styles from '@web/features/reservation/reservation.module.css';
import type { Translate } from './translate.ts';

/**
 * The assigned car: its plate, the key instructions, and the key-box code inside its window; once
 * the return inspection is in, when it came back instead of the code.
 */
export function CarCard({ car, locale, t }: { car: AssignedVehicle; locale: Locale; t: Translate }) {
  return (
    <section className={ui.card} aria-labelledby="car" data-testid="reservation-car">
      <h2 id="car" className={ui.cardTitle}>
        {t('title')}
      </h2>
      {car.plate ? (
        <p>
          {t('plate')}: <strong data-testid="car-plate">{car.plate}</strong>
        </p>
      ) : (
        <p>{t('plateLater')}</p>
      )}
      {car.instructions ? (
        <div>
          <h3>{t('instructions')}</h3>
          <p className={styles.preLine} data-testid="car-instructions">
            {car.instructions}
          </p>
        </div>
      ) : null}
      {car.keyCodeState === 'released' && car.keyCode ? (
        <p>
          {t('code')}: <strong data-testid="car-key-code">{car.keyCode}</strong>
        </p>
      ) : null}
      {car.keyCodeState === 'not_yet' ? (
        <p>{t('codeNotYet', { time: whenText(car.releaseAt, locale) })}</p>
      ) : null}
      {car.keyCodeState === 'not_checked_in' ? (
        <p>{t('codeCheckIn', { time: whenText(car.releaseAt, locale) })}</p>
      ) : null}
      {car.keyCodeState === 'returned' && car.returnedAt ? (
        <p data-testid="car-returned">{t('returned', { time: whenText(car.returnedAt, locale) })}</p>
      ) : null}
      {car.keyCodeState !== 'no_code' && car.keyCodeState !== 'returned' ? <p>{t('codeNote')}</p> : null}
    </section>
  );
}
