import { readFile } from 'node:fs/promises';
import { CURRENCIES, type Currency, convertFromIsk, type ExchangeRates } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { exchangeRates } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type { PriceSummary } from '../rules/pricing.ts';

export interface RateTable {
  base: 'ISK';
  date: string;
  /** ISK for one unit of each currency. */
  rates: ExchangeRates;
}

/**
 * ISK for one unit of each currency (Central Bank of Iceland mid rates, late 2025): what a new
 * database starts with until the first import (POST /admin/exchangerates/import) replaces them.
 */
export const STARTING_RATES: Record<string, number> = {
  ISK: 1,
  EUR: 145.3,
  USD: 125.6,
  GBP: 167.9,
  CAD: 89.9,
  CHF: 155.8,
  DKK: 19.47,
  SEK: 13.28,
  NOK: 12.41,
};

/** A database without rates gets the starting ones; rates already there are never touched. */
export async function ensureExchangeRates(database: Database): Promise<void> {
  await database.db
    .insert(exchangeRates)
    .values(
      Object.entries(STARTING_RATES).map(([currency, rate]) => ({
        currency,
        iskPerUnit: String(rate),
        rateDate: '2025-11-20',
        source: 'starting rates',
      })),
    )
    .onConflictDoNothing();
}

const CACHE_MS = 60_000;
const cache = new WeakMap<Database, { at: number; table: Promise<RateTable> }>();

export async function rateTable(database: Database, fresh = false): Promise<RateTable> {
  const hit = cache.get(database);
  if (!fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.table;
  const table = (async () => {
    const rows = await database.db.select().from(exchangeRates);
    const rates: ExchangeRates = {};
    let date = '';
    for (const row of rows) {
      if ((CURRENCIES as readonly string[]).includes(row.currency))
        rates[row.currency as Currency] = Number(row.iskPerUnit);
      if (row.rateDate > date) date = row.rateDate;
    }
    rates.ISK = 1;
    return { base: 'ISK' as const, date, rates };
  })();
  cache.set(database, { at: Date.now(), table });
  table.catch(() => cache.delete(database));
  return table;
}

/** Display amounts; the charge itself stays in ISK (`charged`). */
export function convertSummary(price: PriceSummary, currency: Currency, table: RateTable) {
  const convert = (isk: number) => {
    const value = convertFromIsk(isk, currency, table.rates);
    if (value === null)
      throw new BookingError('currency_unavailable', `No exchange rate for ${currency}`, 422);
    return Math.round(value);
  };
  return {
    currency,
    rate: table.rates[currency] ?? null,
    lines: price.lines.map((l) => ({ ...l, amount: convert(l.amount) })),
    total: convert(price.total),
    dueNow: convert(price.dueNow),
    charged: { currency: 'ISK' as const, dueNow: price.dueNow, total: price.total },
  };
}

/**
 * Reads a rates feed. Two shapes are understood: the Central Bank of Iceland's, where each
 * currency element carries its code and a mid rate in ISK, and the ECB reference feed
 * (`<Cube currency="USD" rate="1.08"/>`, euro based, which must include ISK).
 */
export function parseRatesXml(xml: string): { date: string; rates: Record<string, number> } {
  const date =
    /(?:date|time|Dagsetning)\s*=\s*["'](\d{4}-\d{2}-\d{2})/i.exec(xml)?.[1] ??
    /<(?:Date|Dagsetning)>(\d{4}-\d{2}-\d{2})/i.exec(xml)?.[1] ??
    new Date().toISOString().slice(0, 10);
  const rates: Record<string, number> = {};
  const ecb = [...xml.matchAll(/currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["']([\d.]+)["']/g)];
  if (ecb.length > 0) {
    const perEur: Record<string, number> = Object.fromEntries(ecb.map((m) => [m[1], Number(m[2])]));
    const isk = perEur.ISK;
    if (!isk) throw new BookingError('feed_invalid', 'Euro-based feed lacks ISK', 422);
    rates.EUR = isk;
    for (const [code, rate] of Object.entries(perEur))
      if (code !== 'ISK' && rate) rates[code] = isk / Number(rate);
  } else {
    const blocks = xml.matchAll(/<(?:Currency|Mynt|Rate)\b[^>]*>([\s\S]*?)<\/(?:Currency|Mynt|Rate)>/gi);
    for (const [, body = ''] of blocks) {
      const code = /<(?:Code|Mynt|Gjaldmidill|ShortName)>\s*([A-Z]{3})\s*</i.exec(body)?.[1];
      const mid = /<(?:MidRate|Midgengi|Mid|Value)>\s*([\d.,]+)\s*</i.exec(body)?.[1];
      if (code && mid) rates[code] = Number(mid.replace(',', '.'));
    }
  }
  if (Object.keys(rates).length === 0)
    throw new BookingError('feed_invalid', 'No rates found in the feed', 422);
  return { date, rates };
}

/**
 * Feed hosts the HTTP import may fetch from when `BOOKING_RATES_HOSTS` is unset: the Central
 * Bank of Iceland and the ECB.
 */
export const DEFAULT_RATES_HOSTS = ['www.sedlabanki.is', 'www.ecb.europa.eu'];

/** `BOOKING_RATES_HOSTS`: comma-separated host names (lower case, no port). */
export function ratesHostsFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  const listed = (env.BOOKING_RATES_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return listed.length > 0 ? listed : DEFAULT_RATES_HOSTS;
}

/**
 * The import over HTTP reads only https URLs on the allow-list (a staff login could read
 * local files and make the server fetch any URL). One 400 for everything else, decided before
 * anything is read or fetched, so the answer tells nothing about what exists.
 */
export function allowedRatesUrl(source: string, hosts: string[]): URL {
  let url: URL | null = null;
  try {
    url = new URL(source);
  } catch {
    url = null;
  }
  const allowed =
    url !== null &&
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.port === '' &&
    hosts.includes(url.hostname.toLowerCase());
  if (!url || !allowed) {
    throw new BookingError(
      'source_not_allowed',
      `The rates source must be an https URL on one of these hosts: ${hosts.join(', ')} (BOOKING_RATES_HOSTS); local files are imported with the CLI only`,
      400,
    );
  }
  return url;
}

export interface ImportOptions {
  /** Local files are read only when the caller is the CLI (an operator on the machine). */
  allowFiles?: boolean;
  fetch?: typeof fetch;
}

/** The feed's text; a source that cannot be read is the caller's mistake (422), not ours. */
async function readSource(source: string, options: ImportOptions): Promise<string> {
  const remote = /^https?:\/\//i.test(source);
  if (!remote && !options.allowFiles) {
    throw new BookingError('source_not_allowed', 'Local rates files are imported with the CLI only', 400);
  }
  try {
    if (remote) {
      // No redirects: an allowed host must not hand the request on to one that is not.
      const response = await (options.fetch ?? fetch)(source, {
        signal: AbortSignal.timeout(15_000),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.text();
    }
    return await readFile(source, 'utf8');
  } catch (error) {
    const reason = (error as { code?: string }).code ?? (error as Error).message;
    throw new BookingError('source_unreadable', `The rates source cannot be read (${reason})`, 422);
  }
}

/** Imports from an https URL (or, with `allowFiles`, a file); only the nine site currencies are kept. */
export async function importRates(
  database: Database,
  source: string,
  options: ImportOptions = {},
): Promise<{ date: string; imported: string[] }> {
  const xml = await readSource(source, options);
  const { date, rates } = parseRatesXml(xml);
  const imported: string[] = [];
  for (const currency of CURRENCIES) {
    const rate = currency === 'ISK' ? 1 : rates[currency];
    if (!rate || !Number.isFinite(rate) || rate <= 0) continue;
    const values = { currency, iskPerUnit: rate.toFixed(6), rateDate: date, source, updatedAt: new Date() };
    await database.db
      .insert(exchangeRates)
      .values(values)
      .onConflictDoUpdate({ target: exchangeRates.currency, set: values });
    imported.push(currency);
  }
  cache.delete(database);
  return { date, imported };
}
