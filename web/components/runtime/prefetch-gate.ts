/**
 * Route preloading limits: at most 4 prefetches pending at once, the rest queued
 * with links in view first, and none at all on a slow connection or with Save-Data. Next's own
 * scheduler keeps viewport prefetches to 4 but lets hovered links reach 12 and ignores the
 * connection, so the limit is enforced where every prefetch passes: the router's `fetch` calls
 * marked with its `Next-Router-Prefetch` header. A skipped prefetch answers 503, which the router
 * treats as a miss (the navigation then fetches the page itself).
 */

export const MAX_PENDING_PREFETCHES = 4;
/** A stalled response frees its slot after this long all the same. */
const SLOT_TIMEOUT_MS = 30_000;

export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(?:^|-)2g$/.test(connection.effectiveType ?? '');
}

function isPrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  return headers.has('next-router-prefetch');
}

function urlOf(input: RequestInfo | URL): URL {
  const raw = input instanceof Request ? input.url : String(input);
  return new URL(raw, window.location.href);
}

/** Whether a link to this page is on screen now: those prefetches go first. */
function linkInView(url: URL): boolean {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const target = new URL(anchor.href, window.location.href);
    if (target.origin !== url.origin || target.pathname !== url.pathname) continue;
    const box = anchor.getBoundingClientRect();
    if (box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth) {
      return true;
    }
  }
  return false;
}

/** The response with a body that calls `done` once it has been read to the end (or given up). */
function releasingWhenRead(response: Response, done: () => void): Response {
  if (!response.body) {
    done();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          done();
          controller.close();
        } else controller.enqueue(chunk.value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
  const wrapped = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // The router reads where a prefetch was redirected to.
  Object.defineProperties(wrapped, {
    url: { value: response.url },
    redirected: { value: response.redirected },
    type: { value: response.type },
  });
  return wrapped;
}

interface Waiting {
  inView: boolean;
  order: number;
  start: () => void;
}

/** What the gate needs from the page; `installPrefetchGate` wires the browser's, tests their own. */
export interface PrefetchGateEnvironment {
  connection(): NetworkInformationLike | undefined;
  /** Whether a link to this request's page is on screen. */
  inView(input: RequestInfo | URL): boolean;
}

/**
 * `fetch` with the router's prefetches gated: other requests pass straight through; prefetches
 * run at most MAX_PENDING_PREFETCHES at a time (a slot is held until the body has been read),
 * the rest wait, links in view first, then in order of asking.
 */
export function createPrefetchGate(
  baseFetch: typeof fetch,
  environment: PrefetchGateEnvironment,
): typeof fetch {
  const waiting: Waiting[] = [];
  let pending = 0;
  let order = 0;

  const next = () => {
    if (pending >= MAX_PENDING_PREFETCHES || waiting.length === 0) return;
    waiting.sort((a, b) => Number(b.inView) - Number(a.inView) || a.order - b.order);
    waiting.shift()?.start();
  };

  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!isPrefetch(input, init)) return baseFetch(input, init);
    if (!prefetchAllowed(environment.connection())) {
      return Promise.resolve(new Response(null, { status: 503, statusText: 'Prefetch skipped' }));
    }
    return new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      const entry: Waiting = {
        inView: environment.inView(input),
        order: order++,
        start: () => {
          pending++;
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            clearTimeout(timer);
            pending--;
            next();
          };
          const timer = setTimeout(release, SLOT_TIMEOUT_MS);
          baseFetch(input, init).then(
            (response) => resolve(releasingWhenRead(response, release)),
            (error: unknown) => {
              release();
              reject(error);
            },
          );
        },
      };
      signal?.addEventListener('abort', () => {
        const index = waiting.indexOf(entry);
        if (index === -1) return;
        waiting.splice(index, 1);
        reject(signal.reason);
      });
      waiting.push(entry);
      next();
    });
  };
}

let installed = false;

export function installPrefetchGate(): void {
  if (installed) return;
  installed = true;
  window.fetch = createPrefetchGate(window.fetch.bind(window), {
    connection: () => (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
    inView: (input) => linkInView(urlOf(input)),
  });
}
