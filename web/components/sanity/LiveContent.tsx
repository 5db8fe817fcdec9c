import { draftMode } from 'next/headers';
import { VisualEditing } from 'next-sanity/visual-editing';
import { expireSyncTags } from '../../lib/sanity/actions.ts';
import { SanityLive } from '../../lib/sanity/live.ts';

/**
 * Mounted once in the site layout: `<SanityLive />` revalidates cached content when it changes
 * (and refreshes drafts in draft mode); the click-to-edit overlays load only in draft mode.
 */
export async function LiveContent() {
  const { isEnabled } = await draftMode();
  return (
    <>
      <SanityLive onWelcome={false} action={isEnabled ? 'refresh' : expireSyncTags} />
      {isEnabled ? <VisualEditing /> : null}
    </>
  );
}
