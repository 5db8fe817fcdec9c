/**
 * Saves `blob` as `filename` through a temporary link; the object URL is kept `keepMs` so that a
 * slow browser still reads it before it is revoked.
 */
export function saveFile(blob: Blob, filename: string, keepMs: number): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepMs);
}
