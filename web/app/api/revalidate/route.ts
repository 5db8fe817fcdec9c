import { jsonTooDeep } from '@domain';
import { forgetPublishedReads } from '@web/lib/sanity/published-memo.ts';
import { isRevalidateSecret } from '@web/lib/sanity/revalidate-secret.ts';
import { revalidateTag } from 'next/cache';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';

const bodySchema = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(64) });

/** The body as JSON, or null when it is none or nests deeper than any tag list does. */
function parseBounded(text: string): unknown {
  if (text.length > 64 * 1024 || jsonTooDeep(text)) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Expires content cache tags immediately, called by this process's live-events listener
 * (lib/sanity/live-listener.ts) with its per-process secret. Not reachable from outside without it.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  const auth = request.headers.get('authorization');
  if (!isRevalidateSecret(auth?.startsWith('Bearer ') ? auth.slice(7) : null)) {
    return NextResponse.json({ error: 'Unauthorized' }, { status: 401 });
  }
  const parsed = bodySchema.safeParse(parseBounded(await request.text()));
  if (!parsed.success) return NextResponse.json({ error: 'Expected {tags: string[]}' }, { status: 400 });
  // next-sanity tags cached fetches `sanity:<sync tag>`.
  const tags = parsed.data.tags.map((tag) => `sanity:${tag}`);
  // A change can alter which tags a query's answer carries, and dynamic pages' remembered answers
  // are now old: forget both (before expiring, so no re-render in between files its answer under
  // the old tags).
  forgetPublishedReads();
  // Expire now (not stale-while-revalidate): the next request reads the published content.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}
