import { draftMode } from 'next/headers';
import { VisualEditing } from 'next-sanity/visual-editing';
import { sanityEnv } from '../../lib/sanity/env.ts';
import { DraftLive } from './DraftLive.tsx';

/**
 * Mounted once in the site layout: in draft mode (the Studio's Presentation tool) `<DraftLive />`
 * refreshes the page when drafts change and the click-to-edit overlays load. Visitors get nothing:
 * the server keeps its cache in step with published content by itself (lib/sanity/live-listener.ts),
 * so a visitor's next page load shows an edit.
 *
 * Visitors used to get next-sanity's `<SanityLive />` once the page was idle, to refresh a page left
 * open: about 40 kB of compressed JavaScript (@sanity/client, the stega and live loader) and an
 * event stream per open tab. Lighthouse (mobile) on 2026-11-27: in a diagnostic run on a busy
 * machine (CPU benchmark 1,812) its two chunks made a 460 ms and a 112 ms task on the cars content
 * page; in the interleaved A/B run (docs/performance.md, Figures) every page loaded 39 kB less
 * JavaScript and the median Total Blocking Time fell on seven of nine pages (cars vehicle page 92 to
 * 18 ms, campers content page 70 to 4 ms). The price: a page left open shows a published edit
 * only from the visitor's next navigation on.
 */
export async function LiveContent() {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return null;
  return (
    <>
      <DraftLive projectId={sanityEnv.SANITY_PROJECT_ID} dataset={sanityEnv.SANITY_DATASET} />
      <VisualEditing />
    </>
  );
}
