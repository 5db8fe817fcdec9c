import { draftMode } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';

/** Leaves draft mode (the "Disable preview" button) and returns to the page the editor was on. */
export async function GET(request: NextRequest): Promise<NextResponse> {
  (await draftMode()).disable();
  const to = request.nextUrl.searchParams.get('redirect') ?? '/';
  // Only same-site paths: an open redirect would let a link send visitors anywhere.
  const safe = to.startsWith('/') && !to.startsWith('//') ? to : '/';
  return NextResponse.redirect(new URL(safe, request.url));
}
