'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import {
  checkOriginal,
  compressPhoto,
  MAX_UPLOAD_BYTES,
} from '@web/components/photo-capture/image-compression.ts';
import shots from '@web/components/photo-capture/photo.module.css';
import styles from '@web/features/checkin/checkin.module.css';
import { useEffect, useId, useRef, useState } from 'react';

export interface LicenceUploadLabels {
  title: string;
  choose: string;
  replace: string;
  empty: string;
  alt: string;
  uploading: string;
  saved: string;
  errors: { type: string; tooLarge: string; closed: string; session: string; failed: string };
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'saved' }
  | { kind: 'error'; message: keyof LicenceUploadLabels['errors'] };

const SERVICE_ERRORS: Record<string, keyof LicenceUploadLabels['errors']> = {
  file_too_large: 'tooLarge',
  photo_too_large: 'tooLarge',
  unsupported_media_type: 'type',
  content_mismatch: 'type',
  empty_file: 'type',
  no_session: 'session',
  checkin_closed: 'closed',
  checkin_not_open: 'closed',
};

/**
 * One side of the main driver's licence: camera on phones (`capture`), preview, resized and
 * compressed here, uploaded straight to the booking service with the visitor's session cookie,
 * and replaceable. The service checks the bytes again (type by content, size).
 */
export function LicenceUpload({
  side,
  uploaded,
  labels,
}: {
  /** `front`, `back`, or an extra driver's `front-1`, `back-1`… */
  side: string;
  uploaded: boolean;
  labels: LicenceUploadLabels;
}) {
  const id = useId();
  const url = `/functions/v1/reservation/checkin/licence/${side}`;
  const [preview, setPreview] = useState<string | null>(uploaded ? url : null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const root = useRef<HTMLDivElement>(null);
  // A photo chosen before hydration never reaches onChange: tests (and slow phones' first taps)
  // can tell when the picker listens.
  useEffect(() => {
    if (root.current) root.current.dataset.hydrated = 'true';
  }, []);

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function onFile(file: File | undefined) {
    if (!file) return;
    const problem = checkOriginal(file);
    if (problem) {
      setState({ kind: 'error', message: problem });
      return;
    }
    setState({ kind: 'uploading' });
    let blob: Blob;
    try {
      blob = await compressPhoto(file);
    } catch {
      setState({ kind: 'error', message: 'type' });
      return;
    }
    if (blob.size > MAX_UPLOAD_BYTES) {
      setState({ kind: 'error', message: 'tooLarge' });
      return;
    }
    try {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: blob,
        credentials: 'same-origin',
      });
      if (response.status === 201) {
        setPreview(URL.createObjectURL(blob));
        setState({ kind: 'saved' });
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      setState({ kind: 'error', message: SERVICE_ERRORS[body.code ?? ''] ?? 'failed' });
    } catch {
      setState({ kind: 'error', message: 'failed' });
    }
  }

  const has = preview !== null;
  return (
    <div
      ref={root}
      className={shots.photo}
      data-side={side}
      data-uploaded={has && state.kind !== 'uploading'}
    >
      <p className={ui.label} id={`${id}-title`}>
        {labels.title}
      </p>
      {has ? (
        // biome-ignore lint/performance/noImgElement: a private, no-store photo of this session, never optimised
        <img src={preview} alt={labels.alt} />
      ) : (
        <div className={`${shots.photoEmpty} ${styles.photoEmpty}`}>{labels.empty}</div>
      )}
      <input
        id={id}
        className={shots.fileInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={`${id}-status`}
        disabled={state.kind === 'uploading'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void onFile(file);
        }}
      />
      <label htmlFor={id} className={ui.buttonSecondary}>
        {has ? labels.replace : labels.choose}
        <span className="visually-hidden"> – {labels.title}</span>
      </label>
      <p
        id={`${id}-status`}
        role={state.kind === 'error' ? 'alert' : 'status'}
        className={state.kind === 'error' ? ui.error : ui.hint}
      >
        {state.kind === 'uploading'
          ? labels.uploading
          : state.kind === 'saved'
            ? labels.saved
            : state.kind === 'error'
              ? labels.errors[state.message]
              : ''}
      </p>
    </div>
  );
}
