// Next's own record of the render in progress. Internal to Next (no public API says whether a
// render's output will be cached); the import fails the build, not silently, if it moves.
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';

/**
 * Whether the render in progress answers one request and nothing else: a dynamic page (booking
 * steps, reservation pages) or a route handler, whose output no page cache keeps. Such a render
 * collects no cache tags (Next gathers fetch tags only while prerendering or filling a cache),
 * so what it reads needs none. Anything else (an ISR render of a content page, `next build`, a
 * `'use cache'` scope) must read through Next's data cache, whose tags expire the cached page.
 */
export function rendersForOneRequest(): boolean {
  return workUnitAsyncStorage.getStore()?.type === 'request';
}
