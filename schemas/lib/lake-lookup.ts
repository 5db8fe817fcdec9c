/**
 * Validation rules that ask the content lake (a slug or code already taken, a link target that
 * exists) cannot answer while the Studio is offline or the lake is unreachable. That is not the
 * editor's mistake, and "Exception occurred while validating value: Failed to fetch" under a
 * field reads like one; the Studio says it is offline in its own notice, and it validates the
 * document again on the next revision, once the edits reach the lake.
 */

/** The lookup's answer, or null when it could not be asked (offline, network failure). */
export async function lakeLookup<T>(lookup: () => Promise<T>): Promise<{ value: T } | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  try {
    return { value: await lookup() };
  } catch (error) {
    if (isNetworkFailure(error)) return null;
    throw error;
  }
}

/**
 * A request that got no HTTP answer: fetch's TypeError ("Failed to fetch", "Load failed",
 * "NetworkError…"), or a client error without a status code. An answer with a status (a 4xx
 * from a malformed query, a 5xx) is a real failure and still reaches the editor.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const status =
    (error as { statusCode?: unknown; response?: { statusCode?: unknown } }).statusCode ??
    (error as { response?: { statusCode?: unknown } }).response?.statusCode;
  return (
    status === undefined &&
    /network|fetch|request error|timed out|ECONN/i.test(String((error as Error).message))
  );
}
