/**
 * One inspection photo from the phone's camera to the booking service: shrunk in the browser as
 * the licence photos are (a few hundred kilobytes on an airport's mobile connection), then sent
 * with the visitor's session cookie. The service decodes, re-encodes and time-stamps it.
 */
import type { BookingErrorBody, InspectionPhotoAnswer } from '@booking/http/answers.ts';
import {
  checkOriginal,
  compressPhoto,
  MAX_UPLOAD_BYTES,
} from '@web/components/photo-capture/image-compression.ts';
import { type InspectionStage, type InspectionView, type PhotoError, photoUrl } from '../model.ts';

const SERVICE_ERRORS: Record<string, PhotoError> = {
  file_too_large: 'tooLarge',
  photo_too_large: 'tooLarge',
  unsupported_media_type: 'type',
  content_mismatch: 'type',
  empty_file: 'type',
  no_session: 'session',
  rate_limited: 'rateLimited',
  inspection_not_open: 'closed',
  inspection_closed: 'closed',
  inspection_done: 'closed',
  inspection_pickup_first: 'closed',
  inspection_not_checked_in: 'closed',
};

export type UploadResult = { ok: true; blob: Blob; takenAt: string } | { ok: false; error: PhotoError };

export async function uploadPhoto(
  stage: InspectionStage,
  view: InspectionView,
  file: File,
): Promise<UploadResult> {
  const problem = checkOriginal(file);
  if (problem) return { ok: false, error: problem };
  let blob: Blob;
  try {
    blob = await compressPhoto(file);
  } catch {
    return { ok: false, error: 'type' };
  }
  if (blob.size > MAX_UPLOAD_BYTES) return { ok: false, error: 'tooLarge' };
  try {
    const response = await fetch(photoUrl(stage, view), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: blob,
      credentials: 'same-origin',
    });
    // The service's own answer types; either may be missing when a proxy answered instead.
    const body: Partial<InspectionPhotoAnswer & BookingErrorBody> = await response.json().catch(() => ({}));
    if (response.status === 201) return { ok: true, blob, takenAt: body.photo?.takenAt ?? '' };
    if (response.status === 401) return { ok: false, error: 'session' };
    return { ok: false, error: SERVICE_ERRORS[body.code ?? ''] ?? 'failed' };
  } catch {
    return { ok: false, error: 'failed' };
  }
}
