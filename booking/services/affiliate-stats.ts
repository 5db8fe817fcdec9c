import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { affiliateClicks, affiliateConversions } from '../db/schema.ts';

export interface AffiliateStatsFilter {
  tenant: string;
  /** Only this referral code (the `ref` of the link). */
  referralCode?: string;
  /** Clicks and conversions made at or after this instant. */
  from?: Date;
  /** ... and before this one. */
  to?: Date;
}

export interface AffiliateCodeStats {
  referralCode: string;
  clicks: number;
  /** Bookings made with one of the code's clicks, by state. */
  conversions: { confirmed: number; reported: number };
  /** Sum of the confirmed conversions' booking totals, ISK minor units. */
  confirmedAmount: number;
}

/**
 * Clicks and conversions per referral code of one tenant, for staff: what an affiliate is owed
 * follows from these. A conversion counts under the code of the click it was booked with.
 */
export async function affiliateStats(
  database: Database,
  filter: AffiliateStatsFilter,
): Promise<AffiliateCodeStats[]> {
  const clickWhere: SQL[] = [eq(affiliateClicks.tenant, filter.tenant)];
  if (filter.referralCode) clickWhere.push(eq(affiliateClicks.referralCode, filter.referralCode));
  if (filter.from) clickWhere.push(gte(affiliateClicks.createdAt, filter.from));
  if (filter.to) clickWhere.push(lt(affiliateClicks.createdAt, filter.to));
  const clicks = await database.db
    .select({ referralCode: affiliateClicks.referralCode, clicks: sql<number>`count(*)::int` })
    .from(affiliateClicks)
    .where(and(...clickWhere))
    .groupBy(affiliateClicks.referralCode);

  const conversionWhere: SQL[] = [eq(affiliateConversions.tenant, filter.tenant)];
  if (filter.referralCode) conversionWhere.push(eq(affiliateClicks.referralCode, filter.referralCode));
  if (filter.from) conversionWhere.push(gte(affiliateConversions.createdAt, filter.from));
  if (filter.to) conversionWhere.push(lt(affiliateConversions.createdAt, filter.to));
  const conversions = await database.db
    .select({
      referralCode: affiliateClicks.referralCode,
      confirmed: sql<number>`count(*) filter (where ${affiliateConversions.status} = 'confirmed')::int`,
      reported: sql<number>`count(*) filter (where ${affiliateConversions.status} <> 'confirmed')::int`,
      confirmedAmount: sql<number>`coalesce(sum(${affiliateConversions.amount}) filter (where ${affiliateConversions.status} = 'confirmed'), 0)::int`,
    })
    .from(affiliateConversions)
    .innerJoin(
      affiliateClicks,
      and(
        eq(affiliateClicks.id, affiliateConversions.clickId),
        eq(affiliateClicks.tenant, affiliateConversions.tenant),
      ),
    )
    .where(and(...conversionWhere))
    .groupBy(affiliateClicks.referralCode);

  const byCode = new Map<string, AffiliateCodeStats>();
  const entry = (code: string) => {
    let stats = byCode.get(code);
    if (!stats) {
      stats = {
        referralCode: code,
        clicks: 0,
        conversions: { confirmed: 0, reported: 0 },
        confirmedAmount: 0,
      };
      byCode.set(code, stats);
    }
    return stats;
  };
  for (const row of clicks) entry(row.referralCode).clicks = Number(row.clicks);
  for (const row of conversions) {
    const stats = entry(row.referralCode);
    stats.conversions = { confirmed: Number(row.confirmed), reported: Number(row.reported) };
    stats.confirmedAmount = Number(row.confirmedAmount);
  }
  return [...byCode.values()].sort((a, b) => a.referralCode.localeCompare(b.referralCode));
}
