import { SANITY_API_VERSION } from '@web/lib/sanity/client-policy.ts';
import { sanityEnv } from '@web/lib/sanity/env.ts';
import { draftMode } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

const error = (status: number, description: string) =>
  NextResponse.json(
    { error: { description }, statusCode: status },
    { status, headers: { 'cache-control': 'no-store' } },
  );

/**
 * The content API as the browser sees it in draft mode (lib/sanity/draft-client.ts): the live
 * event stream including drafts, and the CORS probe the client makes on reconnect. Answers only
 * while the request carries the draft-mode cookie, and adds the server's read token upstream, so
 * no token reaches the browser and leaving draft mode ends the access.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  if (!(await draftMode()).isEnabled) return error(401, 'Draft mode is not enabled');
  const path = (await params).path.join('/');
  if (/^v[\w-]+\/check\/cors$/.test(path)) {
    return NextResponse.json({ result: { allowed: true, withCredentials: true } });
  }
  const live = /^v[\w-]+\/data\/live\/events\/([\w-]+)$/.exec(path);
  if (!live || live[1] !== sanityEnv.SANITY_DATASET) return error(404, 'Not found');

  const host = sanityEnv.SANITY_API_HOST ?? `https://${sanityEnv.SANITY_PROJECT_ID}.api.sanity.io`;
  const upstream = new URL(`${host}/v${SANITY_API_VERSION}/data/live/events/${sanityEnv.SANITY_DATASET}`);
  upstream.searchParams.set('includeDrafts', 'true');
  const tag = request.nextUrl.searchParams.get('tag');
  if (tag && /^[\w.-]{1,75}$/.test(tag)) upstream.searchParams.set('tag', tag);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (sanityEnv.SANITY_API_READ_TOKEN) headers.authorization = `Bearer ${sanityEnv.SANITY_API_READ_TOKEN}`;
  if (sanityEnv.SANITY_API_HOST) headers['x-sanity-project-id'] = sanityEnv.SANITY_PROJECT_ID;
  const lastEventId = request.headers.get('last-event-id');
  if (lastEventId && lastEventId.length <= 200) headers['last-event-id'] = lastEventId;

  let response: Response;
  try {
    // The stream ends when the editor's page goes (the request's signal aborts the upstream).
    response = await fetch(upstream, { headers, signal: request.signal, cache: 'no-store' });
  } catch {
    return error(502, 'Content API unreachable');
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return error(
      response.status === 401 || response.status === 403 ? 502 : response.status,
      'Content API refused live events',
    );
  }
  return new Response(response.body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
}
