import type { Locale, Tenant } from '@domain';
import { NextResponse } from 'next/server';
import runtimeTexts from '../../messages/parts/runtime.json';
import { tenantThemeCss } from '../theme.ts';
import { readSanityEnv, type SanityEnv } from './env.ts';

/**
 * Whether the content lake answers, for pages about to be rendered. When it is down, a render
 * fails after the content client's retries and Next answers 500 (uncached, but with a generic
 * error screen); instead the proxy answers a localised "temporarily unavailable" page with 503
 * and `Retry-After`, never stored by any cache, and crawlers get the bare status and one line.
 *
 * One probe at a time, at most every few seconds: while the lake is up the probe runs in the
 * background (no request waits for it); while it is down each request after the interval waits
 * for a fresh probe, so the site recovers as soon as the lake does.
 */

const PROBE_TIMEOUT_MS = 1000;
/**
 * A lake that was up and misses one quick probe is asked once more, patiently, before every page
 * answers 503: under load a 1 s probe timed out while the lake was fine, and a customer coming
 * back from a successful payment got "temporarily unavailable".
 */
const CONFIRM_TIMEOUT_MS = 8000;
const PROBE_INTERVAL_UP_MS = 5000;
const PROBE_INTERVAL_DOWN_MS = 2000;
export const RETRY_AFTER_SECONDS = 30;

interface Probe {
  up: boolean;
  checkedAt: number;
}

/** Any answer below 500 (even 401 or 404) means the lake is there. */
export async function probeContentLake(
  env: Pick<SanityEnv, 'SANITY_API_HOST' | 'SANITY_PROJECT_ID'>,
  timeoutMs = PROBE_TIMEOUT_MS,
) {
  const host = env.SANITY_API_HOST ?? `https://${env.SANITY_PROJECT_ID}.api.sanity.io`;
  try {
    const response = await fetch(`${host}/v1/ping`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

/** `probe(patient)`: a quick probe, or (patient) the one that confirms a lake that was up is down. */
export function createAvailability(
  probe: (patient: boolean) => Promise<boolean>,
  clock: () => number = Date.now,
) {
  let last: Probe | null = null;
  let running: Promise<Probe> | null = null;
  const refresh = () => {
    const wasUp = last?.up !== false;
    running ??= probe(false)
      .then((up) => (up || !wasUp ? up : probe(true)))
      .then((up) => {
        last = { up, checkedAt: clock() };
        running = null;
        if (!up) console.error('Content lake unreachable: pages answer 503 until it is back');
        return last;
      });
    return running;
  };
  return async function contentAvailable(): Promise<boolean> {
    if (!last) return (await refresh()).up;
    const age = clock() - last.checkedAt;
    if (last.up) {
      if (age >= PROBE_INTERVAL_UP_MS) void refresh();
      return true;
    }
    return age >= PROBE_INTERVAL_DOWN_MS ? (await refresh()).up : false;
  };
}

/** The site's own lake, as the proxy sees it (one per server process). */
export const siteContentAvailable = createAvailability((patient) =>
  probeContentLake(readSanityEnv(), patient ? CONFIRM_TIMEOUT_MS : PROBE_TIMEOUT_MS),
);

type UnavailableTexts = (typeof runtimeTexts.runtime)['en']['unavailable'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The 503 answer: a small page in the visitor's language, or one line for a crawler. */
export function unavailableResponse(
  tenant: Tenant,
  locale: Locale,
  path: string,
  bot: boolean,
): NextResponse {
  const texts: UnavailableTexts = runtimeTexts.runtime[locale].unavailable;
  const headers = {
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store, max-age=0',
  };
  if (bot) {
    return new NextResponse(`${texts.title}\n`, {
      status: 503,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new NextResponse(runtimePage(tenant, locale, texts.title, texts.body, path, texts.retry), {
    status: 503,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  });
}

/** A small self-contained page in the brand's theme, for answers the proxy gives itself. */
function runtimePage(
  tenant: Tenant,
  locale: Locale,
  title: string,
  body: string,
  href: string,
  link: string,
): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${tenantThemeCss(tenant)}body{margin:0;padding:4rem 1.5rem;font-family:system-ui,sans-serif;text-align:center;color:var(--vg-colors-text);background:var(--vg-colors-background)}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:var(--vg-colors-primary);color:var(--vg-colors-primaryContrast);text-decoration:none}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><a href="${escapeHtml(href)}">${escapeHtml(link)}</a></main></body></html>`;
}

/**
 * The 400 answer for a path that cannot be decoded (a malformed `%`-escape such as `/%ff/`),
 * which rendering would otherwise fail on with a 500.
 */
export function badRequestResponse(tenant: Tenant, locale: Locale, home: string): NextResponse {
  const texts = runtimeTexts.runtime[locale].badRequest;
  return new NextResponse(runtimePage(tenant, locale, texts.title, texts.body, home, texts.home), {
    status: 400,
    headers: { 'cache-control': 'no-store, max-age=0', 'content-type': 'text/html; charset=utf-8' },
  });
}
