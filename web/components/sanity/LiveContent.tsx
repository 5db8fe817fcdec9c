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
 * open. Lighthouse (mobile, cars content page, 2026-11-27, interleaved with the hello-world baseline)
 * put its two chunks (@sanity/client and the stega/live loader, about 40 kB compressed) among the
 * page's longest tasks, 460 ms and 112 ms of the simulated phone's main thread, within the window
 * that Total Blocking Time counts, plus an event stream per open tab. A page that stays open showing
 * a corrected price or text a little later is the cost of that.
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
