import styles from '../SearchPanel.module.css';
import { cx } from './fields.tsx';

/** The promo code, typed or filled from an applied promotion. */
export function PromoField({
  id,
  labels,
  value,
  onChange,
}: {
  id: string;
  labels: { promoCode: string; promoPlaceholder: string };
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <div className={cx(styles.field, styles.coupon)}>
      <label className={styles.label} htmlFor={id}>
        {labels.promoCode}
      </label>
      <input
        id={id}
        name="coupon"
        className={styles.control}
        value={value}
        placeholder={labels.promoPlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
