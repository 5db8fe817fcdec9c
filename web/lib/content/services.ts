import type { ExchangeRates } from '@domain';
import { z } from 'zod';

const ratesSchema = z.object({ rates: z.record(z.string(), z.number().positive()) });
const oembedSchema = z.object({ thumbnail_url: z.url().optional() });

/** The site's own origin for server-side calls to the booking API mounted under /functions/v1. */
function ownOrigin(): string {
  return process.env.INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

/**
 * The exchange-rate table (krónur per unit) from the booking API, cached for an hour. SPEC
 * section 7: one retry; section 8: a failure logs 'Error fetching insurances: …' and the prices
 * stay in krónur.
 */
export async function exchangeRates(): Promise<ExchangeRates | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(`${ownOrigin()}/functions/v1/public/exchangerates`, {
        method: 'POST',
        next: { revalidate: 3600, tags: ['exchange-rates'] },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return ratesSchema.parse(await response.json()).rates as ExchangeRates;
    } catch (error) {
      if (attempt === 1) console.error(`Error fetching insurances: ${String(error)}`);
    }
  }
  return null;
}

/** The provider's thumbnail (oEmbed `thumbnail_url`), or null offline or on any failure. */
export async function oembedThumbnail(oembedUrl: string): Promise<string | null> {
  try {
    const response = await fetch(oembedUrl, {
      next: { revalidate: 86_400 },
      signal: AbortSignal.timeout(2500),
    });
    if (!response.ok) return null;
    return oembedSchema.parse(await response.json()).thumbnail_url ?? null;
  } catch {
    return null;
  }
}
