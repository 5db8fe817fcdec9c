import { z } from 'zod';
import { shuttlePositions } from '../../domain/shuttle.ts';
import { BookingError } from '../errors.ts';
import { recordClick, recordConversion } from '../services/affiliates.ts';
import { loadCatalogue } from '../services/catalogue.ts';
import { catchUpFromContent } from '../services/content-sync.ts';
import { allowedRatesUrl, importRates, ratesHostsFromEnv, rateTable } from '../services/exchange-rates.ts';
import { decideRefund } from '../services/lifecycle.ts';
import { rateLimit } from '../services/session.ts';
import type { RatesAnswer } from './answers.ts';
import { json, readJson } from './respond.ts';
import type { Route } from './router.ts';
import { route } from './router.ts';
import { AffiliateClickInput, AffiliateConversionInput } from './schemas.ts';
import { requireAdmin } from './staff-auth.ts';

/** Affiliate clicks one client may record per brand and hour. */
export const AFFILIATE_CLICKS_PER_HOUR = 30;

export const publicRoutes: Route[] = [
  // The spec's call is a POST without a documented body; the table is the same for every tenant.
  route(
    'POST',
    '/public/exchangerates',
    async (ctx) => {
      const table = await rateTable(ctx.database);
      return json(
        {
          base: table.base,
          date: table.date,
          rates: table.rates,
          table: Object.entries(table.rates).map(([currency, iskPerUnit]) => ({ currency, iskPerUnit })),
        } satisfies RatesAnswer,
        200,
        { 'cache-control': 'public, max-age=300' },
      );
    },
    true,
  ),

  route('POST', '/public/afiliate/click', async (ctx) => {
    const input = await readJson(ctx.request, AffiliateClickInput);
    const tenant = ctx.withTenant(input.tenant ?? ctx.tenant);
    await loadCatalogue(ctx.database, tenant);
    // Made-up clicks filled the staff Affiliates report: a visitor follows a handful
    // of referral links an hour, so 30 per client and brand is ample.
    await rateLimit(ctx.database, `click:${tenant}:${ctx.ip}`, AFFILIATE_CLICKS_PER_HOUR, 3600, ctx.now);
    const clickId = await recordClick(ctx.database, tenant, input.ref, input.referralCode);
    return json({ clickId }, 201);
  }),

  route('POST', '/public/afiliate/conversion', async (ctx) => {
    const input = await readJson(ctx.request, AffiliateConversionInput);
    const tenant = ctx.withTenant(input.tenant ?? ctx.tenant);
    const result = await recordConversion(ctx.database, tenant, input);
    return json({ conversionId: result.id, status: result.status }, 201);
  }),

  route(
    'POST',
    '/public/shuttles',
    async (ctx) => json(shuttlePositions(ctx.now), 200, { 'cache-control': 'no-store' }),
    true,
  ),

  route('POST', '/admin/exchangerates/import', async (ctx) => {
    const member = await requireAdmin(ctx);
    const input = await readJson(ctx.request, z.object({ source: z.string().min(1).max(500) }));
    const url = allowedRatesUrl(input.source, ctx.options.ratesHosts ?? ratesHostsFromEnv());
    const result = await importRates(ctx.database, url.href, { fetch: ctx.options.ratesFetch });
    await ctx.audit(member, 'exchangerates.import', null, { source: input.source });
    return json(result);
  }),

  // Content is edited in the Studio only; this re-reads it (after an outage, or a webhook that was
  // off). Brands the content does not cover are left as they are: an empty answer hides nothing.
  route('POST', '/admin/content/sync', async (ctx) => {
    const member = await requireAdmin(ctx);
    const source = ctx.options.contentSource;
    if (!source) {
      throw new BookingError(
        'content_source_missing',
        'No content source is configured (SANITY_PROJECT_ID and, for the local lake, SANITY_API_HOST)',
        409,
      );
    }
    const result = await catchUpFromContent(ctx.database, source, ctx.now);
    await ctx.audit(member, 'content.sync', null, {});
    return json(result);
  }),

  route('POST', '/admin/reservations/:id/refund', async (ctx) => {
    const member = await requireAdmin(ctx);
    const input = await readJson(ctx.request, z.object({ amount: z.number().int().nonnegative() }));
    const id = ctx.params.id ?? '';
    const { reservation: row, refunded } = await ctx.changing(
      id,
      { kind: 'refund_decided', granted: input.amount },
      () => decideRefund(ctx.database, ctx.gateway, ctx.tenant, id, input.amount, ctx.now),
    );
    await ctx.reservationEvent(row.id, { kind: 'refund_decided', granted: input.amount, refunded });
    await ctx.audit(member, 'refund.approve', row.reference, {
      reservationId: row.id,
      amount: input.amount,
      refunded,
    });
    return json({ id: row.id, status: row.status, balance: row.balance, refunded });
  }),
];
