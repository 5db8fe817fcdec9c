import { bookingStepIndex, type Locale, type Tenant } from '@domain';
import { DisplayPrices } from '@web/components/booking/price/DisplayPrices.tsx';
import styles from '@web/components/booking/ui/booking.module.css';
import { BOOKING_STEPS, type BookingStep, stepPath } from '@web/features/booking/steps.ts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StepHeading } from './StepHeading.tsx';
import { StepIndicator } from './StepIndicator.tsx';

export interface BookingFrameProps {
  tenant: Tenant;
  locale: Locale;
  step: BookingStep;
  title: string;
  lead?: ReactNode;
  /** The query of the Vehicles step's address, so the step indicator links back to the same search. */
  vehiclesQuery?: string;
  /** Above the steps (the Vehicles step's search panel). */
  top?: ReactNode;
  /** The summary panel: an aside on wide screens, a bottom sheet on phones. */
  summary?: ReactNode;
  /** Pages beside the flow (the error page) show no step indicator. */
  hideSteps?: boolean;
  children: ReactNode;
}

/**
 * Every booking step's frame: the step indicator, the step's content and the summary panel, inside
 * the price context that converts ISK amounts to the visitor's display currency.
 */
export async function BookingFrame({
  tenant,
  locale,
  step,
  title,
  lead,
  vehiclesQuery = '',
  top,
  summary,
  hideSteps = false,
  children,
}: BookingFrameProps) {
  const t = await getTranslations({ locale, namespace: 'booking.steps' });
  const current = bookingStepIndex(step);
  const steps = BOOKING_STEPS.map((s) => ({
    step: s,
    name: t(s),
    href:
      s === 'confirmation' || bookingStepIndex(s) >= current
        ? null
        : stepPath(s, locale, s === 'vehicles' ? vehiclesQuery : ''),
  }));
  return (
    <DisplayPrices tenant={tenant} locale={locale}>
      <div className={styles.frame} data-booking-step={step}>
        {top}
        {hideSteps ? null : (
          <StepIndicator
            current={step}
            steps={steps}
            label={t('label')}
            progress={t('progress', { current: current + 1, total: BOOKING_STEPS.length, name: t(step) })}
          />
        )}
        <div className={styles.frameGrid} data-summary={summary ? 'yes' : 'no'}>
          <div>
            <StepHeading className={styles.title}>{title}</StepHeading>
            {lead ? <div className={styles.lead}>{lead}</div> : null}
            {children}
          </div>
          {summary ? <aside className={styles.aside}>{summary}</aside> : null}
        </div>
      </div>
    </DisplayPrices>
  );
}
