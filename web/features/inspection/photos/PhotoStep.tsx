'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import shots from '@web/components/photo-capture/photo.module.css';
import { useEffect, useId, useState } from 'react';
import styles from '../inspection.module.css';
import {
  fill,
  type InspectionStage,
  type InspectionView,
  type PhotoError,
  type PhotoLabels,
  photoUrl,
} from '../model.ts';
import { uploadPhoto } from './upload.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'saved' }
  | { kind: 'error'; error: PhotoError };

/**
 * One photo of the guided sequence: the camera (`capture`), a preview, retake until the step is
 * submitted. The real file input stays keyboard-reachable; its label is the visible button.
 */
export function PhotoStep({
  stage,
  view,
  number,
  total,
  title,
  hint,
  taken,
  labels,
  onTaken,
}: {
  stage: InspectionStage;
  view: InspectionView;
  number: number;
  total: number;
  title: string;
  hint: string;
  taken: boolean;
  labels: PhotoLabels;
  onTaken: (view: InspectionView) => void;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(taken ? photoUrl(stage, view) : null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function onFile(file: File | undefined) {
    if (!file) return;
    setState({ kind: 'uploading' });
    const result = await uploadPhoto(stage, view, file);
    if (!result.ok) {
      setState({ kind: 'error', error: result.error });
      return;
    }
    setPreview(URL.createObjectURL(result.blob));
    setState({ kind: 'saved' });
    onTaken(view);
  }

  const has = preview !== null;
  const status =
    state.kind === 'uploading'
      ? labels.uploading
      : state.kind === 'saved'
        ? labels.saved
        : state.kind === 'error'
          ? labels.errors[state.error]
          : '';
  return (
    <li
      className={`${shots.photo} ${styles.photo}`}
      data-view={view}
      data-taken={has && state.kind !== 'uploading'}
    >
      <p className={styles.photoStep}>{fill(labels.step, { number, total })}</p>
      <h3 className={styles.photoTitle} id={`${id}-title`}>
        {title}
      </h3>
      <p className={`${ui.small} ${ui.muted}`} id={`${id}-hint`}>
        {hint}
      </p>
      {has ? (
        // biome-ignore lint/performance/noImgElement: a private, no-store photo of this session, never optimised
        <img src={preview} alt={fill(labels.alt, { view: title })} />
      ) : (
        <div className={shots.photoEmpty}>{labels.empty}</div>
      )}
      <input
        id={id}
        className={shots.fileInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={`${id}-hint ${id}-status`}
        disabled={state.kind === 'uploading'}
        data-testid={`photo-${view}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void onFile(file);
        }}
      />
      <label htmlFor={id} className={has ? ui.buttonSecondary : ui.button}>
        {has ? labels.retake : labels.take}
        <span className="visually-hidden"> – {title}</span>
      </label>
      <p
        id={`${id}-status`}
        role={state.kind === 'error' ? 'alert' : 'status'}
        className={state.kind === 'error' ? ui.error : ui.hint}
      >
        {status}
      </p>
    </li>
  );
}
