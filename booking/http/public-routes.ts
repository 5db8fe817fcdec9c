import { z } from 'zod';
import { shuttlePositions } from '../rules/shuttle.ts';
import { recordClick, recordConversion } from '../services/affiliates.ts';
import { invalidateCatalogue, loadCatalogue } from '../services/catalogue.ts';
import { importRates, rateTable } from '../services/exchange-rates.ts';
import { decideRefund } from '../services/lifecycle.ts';
import { type StoredHours, syncLocations } from '../services/locations.ts';
import type { Context, Route } from './handler.ts';
import { route } from './handler.ts';
import { json, readJson } from './respond.ts';
import { AffiliateClickInput, AffiliateConversionInput } from './schemas.ts';

/** A staff member (Studio login with an editor role or up, or BOOKING_ADMIN_TOKEN), or a 401/403. */
export const requireAdmin = (ctx: Context) => ctx.staff();

const LocationSync = z.object({
  locations: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        code: z.string().min(1).max(8),
        title: z.string().min(1).max(200),
        address: z.string().max(300).default(''),
        lat: z.number().nullable().default(null),
        lon: z.number().nullable().default(null),
        hidden: z.boolean().default(false),
        hours: z.record(z.string(), z.unknown()),
      }),
    )
    // Every location missing from the list is hidden: an empty list (a failed lake query) would
    // take the whole brand off the site (issue 18).
    .min(1, 'Send at least one location: an empty list would hide every location of the brand')
    .max(500),
});

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
        },
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
    const result = await importRates(ctx.database, input.source);
    await ctx.audit(member, 'exchangerates.import', null, { source: input.source });
    return json(result);
  }),

  route('POST', '/admin/locations/sync', async (ctx) => {
    const member = await requireAdmin(ctx);
    const input = await readJson(ctx.request, LocationSync);
    // The hours object is the lake's document shape; the domain rules read it defensively.
    const records = input.locations.map((l) => ({ ...l, hours: l.hours as StoredHours }));
    await syncLocations(ctx.database, ctx.tenant, records);
    invalidateCatalogue(ctx.database, ctx.tenant);
    await ctx.audit(member, 'locations.sync', null, { locations: input.locations.map((l) => l.id) });
    return json({ synced: input.locations.length });
  }),

  route('POST', '/admin/reservations/:id/refund', async (ctx) => {
    const member = await requireAdmin(ctx);
    const input = await readJson(ctx.request, z.object({ amount: z.number().int().nonnegative() }));
    const row = await decideRefund(
      ctx.database,
      ctx.gateway,
      ctx.tenant,
      ctx.params.id ?? '',
      input.amount,
      ctx.now,
    );
    await ctx.notifier.reservationEvent(row.id, {
      kind: 'refund_decided',
      granted: input.amount,
      refunded: input.amount,
    });
    await ctx.audit(member, 'refund.approve', row.reference, { reservationId: row.id, amount: input.amount });
    return json({ id: row.id, status: row.status, balance: row.balance });
  }),
];
