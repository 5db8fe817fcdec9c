/**
 * Affiliate attribution for a booking: the click id the site stored when the
 * visitor arrived with a `ref` parameter, and the visitor reference. The booking service records
 * the conversion when the reservation is confirmed, and ignores click ids it does not know.
 */
import type { Tenant } from '@domain';
import { affiliateClickCookie, VISITOR_REF_COOKIE } from '@web/lib/affiliate-cookies.ts';
import { cookies } from 'next/headers';

export { affiliateClickCookie, VISITOR_REF_COOKIE };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function affiliateForBooking(
  tenant: Tenant,
): Promise<{ affiliate?: { clickId: string; ref: string } }> {
  const jar = await cookies();
  const clickId = jar.get(affiliateClickCookie(tenant))?.value;
  const ref = jar.get(VISITOR_REF_COOKIE)?.value ?? '';
  if (!clickId || !UUID.test(clickId)) return {};
  return { affiliate: { clickId, ref: ref.slice(0, 64) || 'U-UNKNOWN' } };
}
