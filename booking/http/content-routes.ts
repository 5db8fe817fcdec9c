import { timingSafeEqual } from 'node:crypto';
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { BookingError } from '../errors.ts';
import { parseContentEvent } from '../rules/content-sync.ts';
import { applyContentEvent } from '../services/content-sync.ts';
import { json, MAX_JSON_BYTES, parseJsonText, readBodyLimited } from './respond.ts';
import type { Route } from './router.ts';
import { route } from './router.ts';

/**
 * `@sanity/webhook`'s signature check, compared in constant time (its own `isValidSignature`
 * compares strings with `!==`, which tells a prober how much of a guess was right).
 */
async function signatureMatches(body: string, header: string, secret: string): Promise<boolean> {
  try {
    const expected = Buffer.from(
      await encodeSignatureHeader(body, decodeSignatureHeader(header).timestamp, secret),
    );
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  } catch {
    // A header that is not `t=<ms>,v1=<signature>`.
    return false;
  }
}

/**
 * How old a signature may be (and how far ahead of our clock): the lake and hosted Sanity sign
 * every attempt afresh, so only a replay of a captured request is ever older.
 */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** The signed time of a well-formed `t=<ms>,v1=…` header. */
function signedAt(header: string): number | null {
  try {
    const { timestamp } = decodeSignatureHeader(header);
    return Number.isFinite(timestamp) ? timestamp : null;
  } catch {
    return null;
  }
}

/**
 * The content lake's GROQ-powered webhook (hosted Sanity or the local lake; docs/booking.md):
 * locations, brand settings and promotions reach the read copy within seconds of publishing.
 */
export const contentRoutes: Route[] = [
  route(
    'POST',
    '/content/webhook',
    async (ctx) => {
      const secret = ctx.options.contentWebhookSecret ?? process.env.SANITY_WEBHOOK_SECRET;
      if (!secret) {
        throw new BookingError(
          'webhook_not_configured',
          'The content webhook is off: no request can be verified until SANITY_WEBHOOK_SECRET holds the secret of the Sanity webhook',
          401,
        );
      }
      // The signature covers the exact bytes sent: verify before parsing anything.
      const body = new TextDecoder().decode(await readBodyLimited(ctx.request, MAX_JSON_BYTES));
      const signature = ctx.request.headers.get(SIGNATURE_HEADER_NAME);
      if (!signature) {
        throw new BookingError('signature_missing', `Send the ${SIGNATURE_HEADER_NAME} header`, 401);
      }
      if (!body || !(await signatureMatches(body, signature, secret))) {
        throw new BookingError(
          'signature_invalid',
          'The webhook signature does not match this body and secret (check SANITY_WEBHOOK_SECRET)',
          401,
        );
      }
      const at = signedAt(signature);
      if (at === null || Math.abs(ctx.now.getTime() - at) > SIGNATURE_MAX_AGE_MS) {
        throw new BookingError(
          'signature_expired',
          'The webhook signature is older than 5 minutes (or its time is far off this server clock): deliveries are signed when sent, so this is a replay',
          401,
        );
      }
      const raw = parseJsonText(body);
      const parsed = parseContentEvent(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        const first = issues[0];
        // 422: the lake does not retry it (the same bytes would fail again); its log keeps why.
        throw new BookingError(
          'content_invalid',
          first ? `${first.path || 'body'}: ${first.message}` : 'Invalid content document',
          422,
          { issues },
        );
      }
      // Ordering comes from the signed body only (never the unsigned sanity-transaction-time
      // header), and no stamp lies ahead of now, so nothing can outrank the next real publish.
      await applyContentEvent(ctx.database, parsed.event, ctx.now);
      const { document } = parsed.event;
      return json({
        ok: true,
        operation: parsed.event.operation,
        id: document._id,
        tenant: 'tenant' in document ? document.tenant : null,
      });
    },
    true,
  ),
];
