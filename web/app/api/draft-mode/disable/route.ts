import { sameOriginPath } from '@web/lib/request-origin.ts';
import { draftMode } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';

/** Leaves draft mode (the "Disable preview" button) and returns to the page the editor was on. */
export async function GET(request: NextRequest): Promise<NextResponse> {
  (await draftMode()).disable();
  // Only paths on this site: an open redirect would let a link send visitors anywhere.
  const safe = sameOriginPath(request.nextUrl.searchParams.get('redirect'), request.nextUrl.origin);
  return NextResponse.redirect(new URL(safe, request.nextUrl.origin));
}
