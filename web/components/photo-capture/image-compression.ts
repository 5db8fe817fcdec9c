/**
 * Licence photos are resized and recompressed in the browser before upload: a phone camera's
 * 4000-pixel, 5 MB picture becomes a JPEG of a few hundred kilobytes that still reads clearly,
 * which matters on an airport's mobile connection. A canvas does it; no library needed.
 */

/** The service refuses more (booking/services/checkin.ts MAX_UPLOAD_BYTES). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Larger originals are refused before decoding, so a phone never tries to decode a huge file. */
export const MAX_ORIGINAL_BYTES = 30 * 1024 * 1024;
const MAX_SIDE = 1600;
const QUALITY = 0.82;

export type PhotoProblem = 'type' | 'tooLarge';

export function checkOriginal(file: File): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'type';
  if (file.size > MAX_ORIGINAL_BYTES) return 'tooLarge';
  return null;
}

/** A JPEG at most 1600 px on its long side; throws when the file is no image the browser can read. */
export async function compressPhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
        'image/jpeg',
        QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
