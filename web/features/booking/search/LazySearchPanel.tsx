'use client';

import dynamic from 'next/dynamic';

/**
 * The panel's code is its own chunk, fetched while the page hydrates rather than listed among the
 * page's first scripts (the home page's first-load JavaScript budget). `next/dynamic`
 * renders it in full on the server (no fallback in the HTML, so nothing shifts); until its code
 * arrives React leaves that HTML dehydrated, and a click or key press on it makes React hydrate it
 * first and replay the event (selective hydration), so nothing the visitor does is lost.
 */
export const LazySearchPanel = dynamic(() => import('./SearchPanel.tsx').then((m) => m.SearchPanel));
