// Staff read-out of affiliate clicks and conversions (BOOKING_ADMIN_TOKEN).
import { z } from 'zod';
import { affiliateStats } from '../services/affiliate-stats.ts';
import { json, parseWith } from './respond.ts';
import type { Route } from './router.ts';
import { route } from './router.ts';
import { requireAdmin } from './staff-auth.ts';

export const AffiliateStatsQuery = z
  .object({
    referralCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only (at most 64)')
      .optional(),
    from: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'must be after from',
    path: ['to'],
  });

export const affiliateRoutes: Route[] = [
  route('GET', '/admin/affiliates/stats', async (ctx) => {
    await requireAdmin(ctx);
    const query = parseWith(AffiliateStatsQuery, Object.fromEntries(ctx.url.searchParams));
    const codes = await affiliateStats(ctx.database, {
      tenant: ctx.tenant,
      referralCode: query.referralCode,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    });
    return json({ tenant: ctx.tenant, codes }, 200, { 'cache-control': 'no-store' });
  }),
];
