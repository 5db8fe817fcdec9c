/**
 * Content that the page cannot render without: fails loudly with the SPEC's message instead of
 * rendering a broken page. Null, undefined, '' and [] count as missing.
 */
export function requireValue<T>(value: T | null | undefined, context: string): T {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    throw new Error(`Data validation error: ${context}`);
  }
  return value;
}
