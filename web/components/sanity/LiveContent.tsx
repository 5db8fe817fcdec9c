import { draftMode } from 'next/headers';
import { VisualEditing } from 'next-sanity/visual-editing';
import { refreshAfterServerSync } from '../../lib/sanity/actions.ts';
import { sanityEnv } from '../../lib/sanity/env.ts';
import { SanityLive } from '../../lib/sanity/live.ts';
import { DraftLive } from './DraftLive.tsx';
import { WhenIdle } from './WhenIdle.tsx';

/**
 * Mounted once in the site layout: `<SanityLive />` refreshes the page when published content
 * changes, `<DraftLive />` when drafts change in draft mode; the click-to-edit overlays load only
 * in draft mode.
 * For visitors the listener starts once the page is idle: the server already keeps its cache in
 * step with published content (lib/sanity/live-listener.ts), so the browser's listener only
 * brings edits into a page that stays open, and need not load with it.
 */
export async function LiveContent() {
  const { isEnabled } = await draftMode();
  return isEnabled ? (
    <>
      <DraftLive projectId={sanityEnv.SANITY_PROJECT_ID} dataset={sanityEnv.SANITY_DATASET} />
      <VisualEditing />
    </>
  ) : (
    <WhenIdle>
      <SanityLive onWelcome={false} action={refreshAfterServerSync} />
    </WhenIdle>
  );
}
