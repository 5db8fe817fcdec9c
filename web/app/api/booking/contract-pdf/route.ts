import { isLocale } from '@domain';
import { contractPdf } from '@web/features/booking/contract/preview.ts';
import { readBookingState, readSavedDetails } from '@web/features/booking/state.ts';
import { requestTenant } from '@web/lib/booking/request.ts';

export const dynamic = 'force-dynamic';

/** The Contract step's agreement as a PDF, for the booking in this visitor's cookies only. */
export async function GET(request: Request): Promise<Response> {
  const tenant = await requestTenant();
  const requested = new URL(request.url).searchParams.get('locale');
  const locale = isLocale(requested) ? requested : 'en';
  const state = await readBookingState(tenant);
  const details = await readSavedDetails(tenant);
  if (!state?.vehicleId || !state.options || !details) {
    return Response.json(
      { code: 'no_booking', message: 'No booking in progress in this browser' },
      { status: 404 },
    );
  }
  const pdf = await contractPdf(tenant, locale, { ...state, vehicleId: state.vehicleId }, details);
  if (!pdf)
    return Response.json(
      { code: 'unavailable', message: 'The agreement could not be rendered' },
      { status: 502 },
    );
  return new Response(pdf.body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="vegur-rental-agreement.pdf"',
      'cache-control': 'private, no-store',
    },
  });
}
