'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import { useTypedValues } from '@web/components/booking/ui/use-typed-values.ts';
import shots from '@web/components/photo-capture/photo.module.css';
import { useActionState, useEffect, useRef, useState } from 'react';
import { CarOutline, type Mark } from '../damage/CarOutline.tsx';
import styles from '../inspection.module.css';
import {
  fill,
  INSPECTION_VIEWS,
  type InspectionStage,
  type InspectionView,
  type PhotoLabels,
  type ReadingsLabels,
  type ReadingsState,
} from '../model.ts';
import { PhotoStep } from '../photos/PhotoStep.tsx';
import { submitInspection } from './action.ts';

export interface FlowLabels {
  photosTitle: string;
  /** With `{done}` and `{total}`. */
  progress: string;
  views: Record<InspectionView, { title: string; hint: string }>;
  photo: PhotoLabels;
  readings: ReadingsLabels;
}

/**
 * The guided inspection: six photos in walking order, then mileage, fuel and damage marks, sent
 * by one server action. The submit button waits for all six photos; the service checks again.
 */
export function InspectionFlow({
  stage,
  locale,
  taken,
  labels,
}: {
  stage: InspectionStage;
  locale: string;
  taken: InspectionView[];
  labels: FlowLabels;
}) {
  const [done, setDone] = useState<Set<InspectionView>>(() => new Set(taken));
  const [marks, setMarks] = useState<Mark[]>([]);
  const [state, action, pending] = useActionState<ReadingsState, FormData>(submitInspection, {
    problems: [],
    values: { mileageKm: '', fuelEighths: '' },
  });
  // Readings typed while a submission is on its way stay as typed (use-typed-values.ts).
  const { bind } = useTypedValues<'mileageKm' | 'fuelEighths'>(state.values);
  const root = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // A photo chosen before hydration never reaches onChange: tests and slow phones can tell.
  useEffect(() => {
    if (root.current) root.current.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    if (state.problems.length) summary.current?.focus();
  }, [state]);

  const r = labels.readings;
  const all = done.size === INSPECTION_VIEWS.length;
  const invalid = (problem: 'mileage' | 'fuel') => state.problems.includes(problem);
  const message = (problem: ReadingsState['problems'][number]) =>
    problem === 'belowPickup' ? fill(r.errors.belowPickup, { km: state.pickupKm ?? '' }) : r.errors[problem];

  return (
    <div ref={root} className={styles.flow}>
      <section className={ui.card} aria-labelledby="inspection-photos">
        <h2 id="inspection-photos" className={ui.cardTitle}>
          {labels.photosTitle}
        </h2>
        <p role="status" className={styles.progress} data-testid="photo-progress">
          {fill(labels.progress, { done: done.size, total: INSPECTION_VIEWS.length })}
        </p>
        <ol className={`${shots.photos} ${styles.photos}`}>
          {INSPECTION_VIEWS.map((view, i) => (
            <PhotoStep
              key={view}
              stage={stage}
              view={view}
              number={i + 1}
              total={INSPECTION_VIEWS.length}
              title={labels.views[view].title}
              hint={labels.views[view].hint}
              taken={taken.includes(view)}
              labels={labels.photo}
              onTaken={(v) => setDone((d) => new Set(d).add(v))}
            />
          ))}
        </ol>
      </section>

      <form action={action} className={ui.card} aria-labelledby="inspection-readings" noValidate>
        <h2 id="inspection-readings" className={ui.cardTitle}>
          {r.title}
        </h2>
        {state.problems.length ? (
          <div ref={summary} className={ui.alert} role="alert" tabIndex={-1} data-testid="inspection-errors">
            <p>{r.errors.title}</p>
            <ul>
              {state.problems.map((p) => (
                <li key={p}>{message(p)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <input type="hidden" name="stage" value={stage} />
        <input type="hidden" name="locale" value={locale} />
        <input
          type="hidden"
          name="damage"
          value={JSON.stringify(marks.map(({ x, y, note }) => ({ x, y, note: note.trim() })))}
        />
        <div className={ui.fieldRow}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="inspection-mileage">
              {r.mileage}
            </label>
            <input
              id="inspection-mileage"
              {...bind('mileageKm')}
              className={ui.input}
              inputMode="numeric"
              autoComplete="off"
              pattern="[0-9]*"
              aria-describedby="inspection-mileage-hint"
              aria-invalid={invalid('mileage')}
              required
            />
            <p id="inspection-mileage-hint" className={ui.hint}>
              {r.mileageHint}
            </p>
          </div>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="inspection-fuel">
              {r.fuel}
            </label>
            <select
              id="inspection-fuel"
              {...bind('fuelEighths')}
              className={ui.select}
              aria-invalid={invalid('fuel')}
              required
            >
              <option value="">{r.choose}</option>
              {r.fuelOptions.map((label, eighths) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the index is the reading (eighths)
                <option key={eighths} value={eighths}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <h3 className={styles.subTitle}>{r.damage.title}</h3>
        <CarOutline marks={marks} onChange={setMarks} labels={r.damage} />
        <div className={ui.actions}>
          <button
            type="submit"
            className={ui.button}
            disabled={pending || !all}
            aria-disabled={pending || !all}
          >
            {pending ? r.submitting : r.submit}
          </button>
        </div>
        {!all ? <p className={ui.hint}>{r.errors.photos}</p> : null}
      </form>
    </div>
  );
}
