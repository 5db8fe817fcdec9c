'use client';

import { type ComponentProps, type ComponentType, use, useEffect, useId, useRef, useState } from 'react';

/**
 * Client blocks whose code the browser fetches only when the block comes within a screen of the
 * viewport: a page with every block type stays within its first-load JavaScript budget. Until its
 * code arrives a block shows its server-rendered HTML; a click on it in that moment is replayed once
 * the block has rendered. Drag-driven blocks (the comparison slider) stay eager: a drag cannot be
 * replayed.
 */
const LOADERS = {
  accordion: () => import('./Accordion.tsx').then((m) => m.Accordion),
  carousel: () => import('./Carousel.tsx').then((m) => m.Carousel),
  expander: () => import('./Expander.tsx').then((m) => m.Expander),
  priceTable: () => import('./PriceTable.tsx').then((m) => m.PriceTable),
  shuttleTracker: () => import('./ShuttleTracker.tsx').then((m) => m.ShuttleTracker),
  tabs: () => import('./Tabs.tsx').then((m) => m.Tabs),
  videoPlayer: () => import('./VideoPlayer.tsx').then((m) => m.VideoPlayer),
};

export type DeferredKind = keyof typeof LOADERS;
type PropsOf<K extends DeferredKind> = ComponentProps<Awaited<ReturnType<(typeof LOADERS)[K]>>>;
// biome-ignore lint/suspicious/noExplicitAny: one cache holds every kind; `Deferred` types the props per kind.
type AnyComponent = ComponentType<any>;

/** A promise that React's `use` reads synchronously once settled (no suspension after the first load). */
interface Tracked<T> extends Promise<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = promise as Tracked<T>;
  result.status = 'pending';
  promise.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}

const modules = new Map<DeferredKind, Tracked<AnyComponent>>();

function loadModule(kind: DeferredKind): Tracked<AnyComponent> {
  let promise = modules.get(kind);
  if (!promise) {
    promise = tracked(LOADERS[kind]() as Promise<AnyComponent>);
    modules.set(kind, promise);
  }
  return promise;
}

// On the server every kind loads once, up front, so page renders find the code ready.
if (typeof window === 'undefined')
  for (const kind of Object.keys(LOADERS) as DeferredKind[]) loadModule(kind);

/** Resolves when the element is within a screen of the viewport; at once if it has nothing server-rendered. */
function nearViewport(element: Element | null): Promise<void> {
  return new Promise((resolve) => {
    if (!element?.firstChild || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
  });
}

const hydrated = new Set<string>();
/** Where, inside a block whose code has not arrived, the last click landed: child indexes from the block. */
const pendingClicks = new Map<string, number[]>();

function childPath(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function atPath(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'click',
    (event) => {
      // The target may be an SVG icon inside a button: any element, not only HTML ones.
      if (!(event.target instanceof Element)) return;
      const block = event.target.closest('[data-deferred]');
      const id = block?.getAttribute('data-deferred');
      if (block && id && !hydrated.has(id)) pendingClicks.set(id, childPath(block, event.target));
    },
    true,
  );
}

/**
 * Renders a client block on the server as usual, but in the browser leaves that HTML alone (an
 * element React does not hydrate) until the block's code has arrived, then renders the block in
 * its place, with the same markup, and replays a click that came in the meantime. No Suspense
 * boundary is involved: React would stream such boundaries out of order and delay the first paint.
 */
export function Deferred<K extends DeferredKind>({ kind, props }: { kind: K; props: PropsOf<K> }) {
  const id = useId();
  const element = useRef<HTMLDivElement>(null);
  // The server waits for the code (loaded once, up front); the browser starts from what is loaded.
  const onServer = typeof window === 'undefined' ? use(loadModule(kind) as Promise<AnyComponent>) : null;
  const [loaded, setLoaded] = useState<AnyComponent | null>(() => {
    const module = modules.get(kind);
    return module?.status === 'fulfilled' ? (module.value ?? null) : null;
  });
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // During hydration the server's HTML is in place; after a client-side navigation it is not.
    nearViewport(element.current)
      .then(() => loadModule(kind))
      .then((component) => live && setLoaded(() => component));
    return () => {
      live = false;
    };
  }, [kind, loaded]);
  useEffect(() => {
    if (!loaded) return;
    hydrated.add(id);
    const path = pendingClicks.get(id);
    pendingClicks.delete(id);
    const target = path && element.current ? atPath(element.current, path) : null;
    target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    return () => {
      hydrated.delete(id);
    };
  }, [id, loaded]);
  const Component = onServer ?? loaded;
  if (Component) {
    return (
      <div ref={element} data-deferred={id}>
        <Component {...props} />
      </div>
    );
  }
  // An empty innerHTML is not compared while hydrating: the server's markup stays as it is.
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose, see above.
    <div ref={element} data-deferred={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
