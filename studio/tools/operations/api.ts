import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { SANITY_API_VERSION } from '../../../domain/content-api.ts';
import type { Tenant } from '../../../schemas/index.ts';
import { siteUrl } from '../../presentation.ts';
import { saveFile } from './download.ts';

// Each reference spelled out: the Studio bundler inlines SANITY_STUDIO_* only as literal
// `process.env.NAME` expressions.
const BOOKING_URLS: Record<Tenant, string | undefined> = {
  cars: process.env.SANITY_STUDIO_BOOKING_URL_CARS,
  campers: process.env.SANITY_STUDIO_BOOKING_URL_CAMPERS,
  lease: process.env.SANITY_STUDIO_BOOKING_URL_LEASE,
};

/** The brand's booking API: set at Studio build, else the site's own `/functions/v1` mount. */
export function bookingApiUrl(tenant: Tenant): string {
  return (BOOKING_URLS[tenant] || `${siteUrl(tenant)}/functions/v1`).replace(/\/$/, '');
}

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A refusal of the booking service as an error: its code and message when its body gives them. */
function answerError(status: number, body: unknown): StaffApiError {
  const error = (body ?? {}) as { code?: string; message?: string };
  return new StaffApiError(
    status,
    error.code ?? 'error',
    error.message ?? `The booking service answered ${status}`,
  );
}

export type StaffFetch = <T>(path: string, init?: { method?: 'GET' | 'POST'; body?: unknown }) => Promise<T>;

/**
 * Calls the booking service's staff API with the Studio user's own content-lake token (the one
 * the Studio's client sends to the lake). The booking service checks it against the lake's
 * `/users/me`; no shared secret is in this bundle.
 */
export function useStaffFetch(tenant: Tenant): StaffFetch {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const token = client.config().token;
  return useCallback(
    async <T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> => {
      if (!token) {
        throw new StaffApiError(
          401,
          'no_token',
          'Your Studio login has no token the booking service can check. Log out and in again.',
        );
      }
      let response: Response;
      try {
        response = await fetch(`${bookingApiUrl(tenant)}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${token}`,
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        });
      } catch {
        throw new StaffApiError(
          0,
          'unreachable',
          `The booking service at ${bookingApiUrl(tenant)} cannot be reached.`,
        );
      }
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      if (!response.ok) {
        throw answerError(response.status, body);
      }
      return body as T;
    },
    [tenant, token],
  );
}

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'error'; error: StaffApiError | Error }
  | { state: 'ready'; data: T };

/** Loads `path` whenever it (or `version`) changes; `reload` bumps the version. */
export function useStaffQuery<T>(
  fetcher: StaffFetch,
  path: string | null,
): { result: Loadable<T>; reload: () => void } {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  useEffect(() => {
    if (!path) return;
    let live = true;
    setResult({ state: 'loading' });
    // `version` is read so that a reload refetches the same path.
    void version;
    fetcher<T>(path).then(
      (data) => live && setResult({ state: 'ready', data }),
      (error: Error) => live && setResult({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [fetcher, path, version]);
  return { result, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

/**
 * Reads a file the staff API serves (a licence photo, the signed agreement, an inspection photo):
 * fetched with the user's login like every staff call, since a plain link or <img> would carry no
 * Authorization header.
 */
export function useStaffFile(tenant: Tenant): (path: string) => Promise<Blob> {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const token = client.config().token;
  return useCallback(
    async (path: string) => {
      const response = await fetch(`${bookingApiUrl(tenant)}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        throw answerError(response.status, await response.json().catch(() => null));
      }
      return response.blob();
    },
    [tenant, token],
  );
}

/** Saves a file the staff API serves under `filename`. */
export function useStaffDownload(tenant: Tenant): (path: string, filename: string) => Promise<void> {
  const file = useStaffFile(tenant);
  return useCallback(
    async (path: string, filename: string) => saveFile(await file(path), filename, 10_000),
    [file],
  );
}
