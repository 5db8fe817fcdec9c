/**
 * The pickup or return inspection page: the step's window as the service says it, then the
 * guided photos and the readings form when it is open. Server component; the flow is the client part.
 */
import { FUEL_EIGHTHS_MAX, type Locale, type Tenant } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { requireReservation, whenText } from '@web/features/reservation/page.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadInspection } from './data.ts';
import { INSPECTION_VIEWS, type InspectionStage } from './model.ts';
import { type FlowLabels, InspectionFlow } from './readings/InspectionFlow.tsx';

export async function InspectionStepPage({
  tenant,
  locale,
  stage,
}: {
  tenant: Tenant;
  locale: Locale;
  stage: InspectionStage;
}) {
  const [reservation, overview, t] = await Promise.all([
    requireReservation(tenant, locale),
    loadInspection(tenant),
    getTranslations({ locale, namespace: 'inspection' }),
  ]);
  if (!overview) redirect(localizePath('/reservation/', locale));
  const state = overview[stage];
  const labels: FlowLabels = {
    photosTitle: t('photosTitle'),
    progress: t('progress', { done: '{done}', total: '{total}' }),
    views: Object.fromEntries(
      INSPECTION_VIEWS.map((v) => [v, { title: t(`views.${v}.title`), hint: t(`views.${v}.hint`) }]),
    ) as FlowLabels['views'],
    photo: {
      take: t('photo.take'),
      retake: t('photo.retake'),
      empty: t('photo.empty'),
      uploading: t('photo.uploading'),
      saved: t('photo.saved'),
      alt: t('photo.alt', { view: '{view}' }),
      step: t('photo.step', { number: '{number}', total: '{total}' }),
      errors: {
        type: t('photo.errors.type'),
        tooLarge: t('photo.errors.tooLarge', { mb: 8 }),
        closed: t('photo.errors.closed'),
        session: t('photo.errors.session'),
        rateLimited: t('photo.errors.rateLimited'),
        failed: t('photo.errors.failed'),
      },
    },
    readings: {
      title: t('readings.title'),
      mileage: t('readings.mileage'),
      mileageHint: t('readings.mileageHint'),
      fuel: t('readings.fuel'),
      choose: t('readings.choose'),
      fuelOptions: Array.from({ length: FUEL_EIGHTHS_MAX + 1 }, (_, n) =>
        n === 0
          ? `${t('readings.empty')} (0/8)`
          : n === FUEL_EIGHTHS_MAX
            ? `${t('readings.full')} (8/8)`
            : t('readings.eighths', { n }),
      ),
      damage: {
        title: t('damage.title'),
        intro: t('damage.intro'),
        outline: t('damage.outline'),
        front: t('damage.front'),
        rear: t('damage.rear'),
        mark: t('damage.mark', { number: '{number}' }),
        note: t('damage.note', { number: '{number}' }),
        remove: t('damage.remove', { number: '{number}' }),
        none: t('damage.none'),
        max: t('damage.max', { max: '{max}' }),
      },
      submit: t(`submit.${stage}`),
      submitting: t('submitting'),
      errors: {
        title: t('errors.title'),
        mileage: t('errors.mileage'),
        fuel: t('errors.fuel'),
        note: t('errors.note'),
        photos: t('errors.photos'),
        done: t('errors.done'),
        closed: t('errors.closed'),
        belowPickup: t('errors.belowPickup', { km: '{km}' }),
        failed: t('errors.failed'),
      },
    },
  };

  return (
    <ReservationFrame
      locale={locale}
      title={t(`title.${stage}`)}
      backLabel={t('back')}
      route={`inspection-${stage}`}
      narrow
    >
      <p className={ui.muted}>
        {t('reference')}: <strong data-testid="inspection-reference">{reservation.reference}</strong>
      </p>
      {state.window === 'open' ? (
        <>
          <p className={ui.lead}>{t(`lead.${stage}`)}</p>
          <InspectionFlow
            stage={stage}
            locale={locale}
            taken={state.photos.map((p) => p.view)}
            labels={labels}
          />
        </>
      ) : state.window === 'done' ? (
        <div className={ui.success} role="status" data-testid="inspection-done">
          <p>
            {t(stage === 'pickup' ? 'window.donePickup' : 'window.doneReturn', {
              time: whenText(state.completedAt ?? state.opensAt, locale),
            })}
          </p>
          {stage === 'return' ? (
            <a className={ui.buttonSecondary} href={localizePath('/reservation/inspection/report/', locale)}>
              {t('card.report')}
            </a>
          ) : null}
        </div>
      ) : (
        <div className={ui.notice} data-testid="inspection-window" data-window={state.window}>
          <p>{t(`window.${state.window}`, { time: whenText(state.opensAt, locale) })}</p>
          {state.window === 'not_checked_in' ? (
            <a className={ui.buttonSecondary} href={localizePath('/reservation/checkin/start/', locale)}>
              {t('checkIn')}
            </a>
          ) : null}
          {state.window === 'pickup_first' ? (
            <a className={ui.buttonSecondary} href={localizePath('/reservation/inspection/pickup/', locale)}>
              {t('card.start.pickup')}
            </a>
          ) : null}
        </div>
      )}
    </ReservationFrame>
  );
}
