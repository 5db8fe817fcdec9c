'use client';

import { type ComponentProps, type ComponentType, Suspense, use, useEffect, useId } from 'react';

/**
 * Client blocks whose code the browser fetches only when the block comes within a screen of the
 * viewport: a page with every block type stays within its first-load JavaScript budget. Until its
 * code arrives a block shows its server-rendered HTML; a click on it in that moment, which React
 * would drop, is replayed once the block has hydrated. Drag-driven blocks (the comparison slider)
 * stay eager: a drag cannot be replayed.
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

const instances = new Map<string, Promise<AnyComponent>>();
const hydrated = new Set<string>();
/** The last element clicked inside a block that had not hydrated yet, by block id. */
const pendingClicks = new Map<string, Element>();

if (typeof window !== 'undefined') {
  // Window capture runs before React's listener on the document, which stops such clicks.
  window.addEventListener(
    'click',
    (event) => {
      // The target may be an SVG icon inside a button: any element, not only HTML ones.
      if (!(event.target instanceof Element)) return;
      const id = event.target.closest('[data-deferred]')?.getAttribute('data-deferred');
      if (id && !hydrated.has(id)) pendingClicks.set(id, event.target);
    },
    true,
  );
}

function componentFor(kind: DeferredKind, id: string): Promise<AnyComponent> {
  const loaded = modules.get(kind);
  if (typeof window === 'undefined' || loaded?.status === 'fulfilled') return loadModule(kind);
  const key = `${kind}:${id}`;
  let promise = instances.get(key);
  if (!promise) {
    // During hydration the server's HTML is in the document under this id; a block rendered on a
    // client-side navigation has none yet and loads at once.
    const element = document.querySelector(`[data-deferred="${CSS.escape(id)}"]`);
    promise = tracked(nearViewport(element).then(() => loadModule(kind)));
    instances.set(key, promise);
  }
  return promise;
}

function Loaded({ kind, id, props }: { kind: DeferredKind; id: string; props: object }) {
  const Component = use(componentFor(kind, id));
  useEffect(() => {
    hydrated.add(id);
    const target = pendingClicks.get(id);
    pendingClicks.delete(id);
    if (target?.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    return () => {
      hydrated.delete(id);
    };
  }, [id]);
  return <Component {...props} />;
}

/**
 * Renders a client block on the server as usual, but hydrates it only once its code has arrived:
 * React keeps the server HTML of a suspended boundary in place until then.
 */
export function Deferred<K extends DeferredKind>({ kind, props }: { kind: K; props: PropsOf<K> }) {
  const id = useId();
  return (
    <div data-deferred={id}>
      <Suspense fallback={null}>
        <Loaded kind={kind} id={id} props={props} />
      </Suspense>
    </div>
  );
}
