import { currentBuildId } from '@web/lib/build-id.ts';

/**
 * The live build's id, for the browser's new-deployment check (web/components/runtime). Never
 * cached anywhere: a cached answer would hide the deployment it exists to announce.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { buildId: currentBuildId() },
    { headers: { 'cache-control': 'no-store, max-age=0' } },
  );
}
