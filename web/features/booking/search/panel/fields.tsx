import type { ComponentProps, ReactNode } from 'react';
import styles from '../SearchPanel.module.css';

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** A labelled select in the panel's grid; `time` narrows it to the time columns' width. */
export function SelectField({
  className,
  id,
  label,
  time = false,
  children,
  ...select
}: {
  className?: string;
  id: string;
  label: string;
  time?: boolean;
  children: ReactNode;
} & ComponentProps<'select'>) {
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={cx(styles.control, time && styles.timeControl)} {...select}>
        {children}
      </select>
    </div>
  );
}
