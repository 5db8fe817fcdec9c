import type { Locale } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import styles from '@web/features/checkin/checkin.module.css';
import { CHECKIN_STEPS, type CheckInStep, checkinPath } from '@web/features/checkin/paths.ts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

export interface CheckInFrameProps {
  locale: Locale;
  step: CheckInStep;
  title: string;
  reference?: string;
  lead?: ReactNode;
  /** The signature page opened from a signing link shows no steps: the rest belongs to the session. */
  hideSteps?: boolean;
  children: ReactNode;
}

/** Every check-in page: the steps (earlier ones link back), the title, the reference, the content. */
export async function CheckInFrame({
  locale,
  step,
  title,
  reference,
  lead,
  hideSteps = false,
  children,
}: CheckInFrameProps) {
  const t = await getTranslations({ locale, namespace: 'checkin' });
  const current = CHECKIN_STEPS.indexOf(step);
  return (
    <div className={`${ui.frame} ${styles.frame}`} data-checkin-step={step}>
      {hideSteps ? null : (
        <nav className={ui.steps} aria-label={t('steps.label')}>
          <p className="visually-hidden">
            {t('steps.progress', {
              current: current + 1,
              total: CHECKIN_STEPS.length,
              name: t(`steps.${step}`),
            })}
          </p>
          <ol className={ui.stepList}>
            {CHECKIN_STEPS.map((s, index) => {
              const state = index < current ? 'done' : index === current ? 'current' : 'todo';
              return (
                <li key={s} className={ui.step} data-state={state} data-step={s}>
                  {state === 'done' ? (
                    <a className={ui.stepLink} href={checkinPath(s, locale)}>
                      <span className={ui.stepName}>{t(`steps.${s}`)}</span>
                    </a>
                  ) : (
                    <span className={ui.stepLabel} aria-current={state === 'current' ? 'step' : undefined}>
                      <span className={ui.stepName}>{t(`steps.${s}`)}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <h1 className={ui.title}>{title}</h1>
      {reference ? (
        <p className={styles.reference}>
          {t('reference')} <strong data-testid="checkin-reference">{reference}</strong>
        </p>
      ) : null}
      {lead ? <div className={ui.lead}>{lead}</div> : null}
      {children}
    </div>
  );
}
