import { runInNewContext } from 'node:vm';
import { newVisitorRef, referralCodeOf } from '@web/components/runtime/affiliate-click.ts';
import {
  CHUNK_RELOAD_KEY_PREFIX,
  chunkRecoveryScript,
  isChunkLoadError,
} from '@web/components/runtime/chunk-recovery.ts';
import {
  createPrefetchGate,
  MAX_PENDING_PREFETCHES,
  prefetchAllowed,
} from '@web/components/runtime/prefetch-gate.ts';
import { mayHaveReferral, PENDING_REFERRAL_KEY } from '@web/components/runtime/referral-pending.ts';
import { isBot } from '@web/lib/content/bots.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const TEXTS = { title: 'Seite </script><b>', body: 'Teil fehlt', retry: 'Neu laden' };

/** Runs the head script in a page-like sandbox: listeners, session storage, reloads, an overlay. */
function loadPage(storage: Map<string, string>, pathname = '/de/ueber-uns/') {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const appended: { id?: string; textContent?: string }[] = [];
  const element = () => {
    const node: Record<string, unknown> = {
      style: {},
      setAttribute(name: string, value: string) {
        node[name] = value;
      },
      append(...children: unknown[]) {
        node.children = children;
      },
      focus() {},
    };
    return node;
  };
  const window = {
    reloads: 0,
    location: {
      pathname,
      reload() {
        window.reloads++;
      },
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: {
      body: {
        append(node: { id?: string }) {
          appended.push(node);
        },
      },
      createElement: element,
      addEventListener() {},
    },
    addEventListener(type: string, listener: (event: unknown) => void) {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    Date,
    String,
    Number,
  } as Record<string, unknown> & { reloads: number; __vegurChunkFailed?: () => void };
  window.window = window;
  runInNewContext(chunkRecoveryScript(TEXTS), window);
  const fire = (type: string, event: unknown) => {
    for (const listener of listeners[type] ?? []) listener(event);
  };
  return { window, appended, fire };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('failed chunk loads', () => {
  it('reload the page once per 10 s for the same path, then show the error screen', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T12:00:00Z'));
    const storage = new Map<string, string>();

    const first = loadPage(storage);
    first.fire('error', { target: { tagName: 'SCRIPT', src: 'https://x.test/_next/static/chunks/a.js' } });
    expect(first.window.reloads).toBe(1);
    expect(storage.get(`${CHUNK_RELOAD_KEY_PREFIX}/de/ueber-uns/`)).toBe(String(Date.now()));
    // Further failures on the page being reloaded change nothing.
    first.fire('unhandledrejection', {
      reason: { name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' },
    });
    expect(first.window.reloads).toBe(1);
    expect(first.appended).toHaveLength(0);

    // The reloaded page fails again within 10 s: the error screen, no second reload.
    vi.advanceTimersByTime(9_000);
    const second = loadPage(storage);
    second.fire('unhandledrejection', {
      reason: new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/b.js'),
    });
    expect(second.window.reloads).toBe(0);
    expect(second.appended).toHaveLength(1);
    expect(second.appended[0]?.id).toBe('vegur-chunk-error');

    // Another path has its own window.
    const elsewhere = loadPage(storage, '/de/');
    elsewhere.window.__vegurChunkFailed?.();
    expect(elsewhere.window.reloads).toBe(1);

    // Over 10 s later the same path may reload again.
    vi.advanceTimersByTime(1_001);
    const third = loadPage(storage);
    third.fire('error', {
      target: { tagName: 'LINK', rel: 'stylesheet', href: '/_next/static/chunks/c.css' },
    });
    expect(third.window.reloads).toBe(1);
  });

  it('ignore failures that are no chunk of ours', () => {
    const page = loadPage(new Map());
    page.fire('error', { target: { tagName: 'IMG', src: '/_next/static/media/x.png' } });
    page.fire('error', { target: { tagName: 'SCRIPT', src: 'https://www.googletagmanager.com/gtm.js' } });
    page.fire('error', { target: { tagName: 'LINK', rel: 'preload', href: '/_next/static/chunks/a.js' } });
    page.fire('unhandledrejection', { reason: new Error('Network request failed') });
    expect(page.window.reloads).toBe(0);
    expect(page.appended).toHaveLength(0);
  });

  it('keeps texts from closing the script element', () => {
    const script = chunkRecoveryScript(TEXTS);
    expect(script).not.toContain('</script>');
    expect(script).toContain('\\u003c/script>');
  });

  it('recognises the errors browsers and bundlers raise for missing chunks', () => {
    expect(
      isChunkLoadError(Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' })),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('crawlers', () => {
  it('are told from visitors, headless browsers counting as visitors', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot('python-requests/2.31.0')).toBe(true);
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(isBot(chrome)).toBe(false);
    expect(isBot(chrome.replace('Chrome/', 'HeadlessChrome/'))).toBe(false);
    // Lighthouse measures what visitors get, the cached page (lib/content/bots.ts).
    expect(
      isBot(
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      ),
    ).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(isBot(null)).toBe(false);
    expect(isBot('')).toBe(false);
  });
});

describe('route preloading', () => {
  it('is off with Save-Data and on 2G connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  /** A network whose answers wait until the test releases them; records what reached it. */
  function heldNetwork() {
    const started: string[] = [];
    const answers = new Map<string, (body: string) => void>();
    const base = ((input: RequestInfo | URL) => {
      const url = String(input);
      started.push(url);
      return new Promise<Response>((resolve) => {
        answers.set(url, (body) => resolve(new Response(body)));
      });
    }) as typeof fetch;
    return { base, started, answer: (url: string) => answers.get(url)?.('rsc payload') };
  }
  const prefetch = { headers: { 'Next-Router-Prefetch': '1', RSC: '1' } };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('lets at most 4 prefetches reach the network, links in view first, and frees a slot when a body is read', async () => {
    const net = heldNetwork();
    const visible = new Set(['/p/17/', '/p/18/']);
    const gated = createPrefetchGate(net.base, {
      connection: () => ({ effectiveType: '4g' }),
      inView: (input) => visible.has(String(input)),
    });
    const responses = Array.from({ length: 20 }, (_, i) => gated(`/p/${i}/`, prefetch));
    await tick();
    expect(MAX_PENDING_PREFETCHES).toBe(4);
    expect(net.started).toEqual(['/p/0/', '/p/1/', '/p/2/', '/p/3/']);
    // An ordinary request (a navigation) is never held back.
    void gated('/p/nav/', { headers: { RSC: '1' } });
    expect(net.started).toHaveLength(5);
    // An answer whose body is not read yet still holds its slot.
    net.answer('/p/0/');
    const first = await responses[0];
    await tick();
    expect(net.started).toHaveLength(5);
    expect(await first?.text()).toBe('rsc payload');
    await tick();
    // The freed slot goes to a link in view, ahead of the earlier-asked /p/4/.
    expect(net.started.slice(5)).toEqual(['/p/17/']);
    for (const url of ['/p/1/', '/p/2/', '/p/3/', '/p/17/']) net.answer(url);
    await Promise.all([1, 2, 3, 17].map(async (i) => (await responses[i])?.text()));
    await tick();
    expect(net.started.slice(6)).toEqual(['/p/18/', '/p/4/', '/p/5/', '/p/6/']);
  });

  it('answers prefetches with a miss on Save-Data without touching the network', async () => {
    const net = heldNetwork();
    const gated = createPrefetchGate(net.base, {
      connection: () => ({ saveData: true }),
      inView: () => true,
    });
    expect((await gated('/p/1/', prefetch)).status).toBe(503);
    expect(net.started).toEqual([]);
  });
});

describe('affiliate links', () => {
  it('take the referral code from the ref parameter, ignoring anything odd', () => {
    expect(referralCodeOf('?ref=PARTNER7')).toBe('PARTNER7');
    expect(referralCodeOf('?coupon=X&ref=blog_partner-2')).toBe('blog_partner-2');
    expect(referralCodeOf('')).toBeNull();
    expect(referralCodeOf('?ref=')).toBeNull();
    expect(referralCodeOf('?ref=%3Cscript%3E')).toBeNull();
    expect(referralCodeOf(`?ref=${'A'.repeat(65)}`)).toBeNull();
  });

  it('make the visitor reference U- and random upper-case letters', () => {
    const refs = Array.from({ length: 50 }, () => newVisitorRef());
    for (const ref of refs) expect(ref).toMatch(/^U-[A-Z]{12}$/);
    expect(new Set(refs).size).toBe(50);
  });

  it('load the tracking code only for a ref parameter or a referral awaiting consent', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => storage.get(key) ?? null });
    expect(mayHaveReferral('?coupon=X')).toBe(false);
    expect(mayHaveReferral('?ref=PARTNER7')).toBe(true);
    storage.set(PENDING_REFERRAL_KEY, 'PARTNER7');
    expect(mayHaveReferral('')).toBe(true);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('storage off');
      },
    });
    expect(mayHaveReferral('')).toBe(false);
    vi.unstubAllGlobals();
  });
});
