import styles from '@web/components/booking/ui/booking.module.css';
import type { BookingStep } from '@web/features/booking/steps.ts';

export interface StepIndicatorProps {
  current: BookingStep;
  steps: readonly { step: BookingStep; name: string; href: string | null }[];
  /** "Booking steps" */
  label: string;
  /** "Step 2 of 5: Options", for screen readers and phones. */
  progress: string;
}

/**
 * The five booking steps (domain/booking-steps.ts). Steps before the current one link back (their state still
 * exists); later ones are plain text. The current step carries `aria-current="step"`.
 */
export function StepIndicator({ current, steps, label, progress }: StepIndicatorProps) {
  const currentIndex = steps.findIndex((s) => s.step === current);
  return (
    <nav className={styles.steps} aria-label={label}>
      <ol className={styles.stepList}>
        {steps.map(({ step, name, href }, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li key={step} className={styles.step} data-state={state} data-step={step}>
              {state === 'done' && href ? (
                <a className={styles.stepLink} href={href}>
                  <span className={styles.stepName}>{name}</span>
                </a>
              ) : (
                <span className={styles.stepLabel} aria-current={state === 'current' ? 'step' : undefined}>
                  <span className={styles.stepName}>{name}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.stepProgress} data-testid="step-progress">
        {progress}
      </p>
    </nav>
  );
}
