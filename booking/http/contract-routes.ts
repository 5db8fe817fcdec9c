// The Contract step's agreement before the reservation exists: priced and worded exactly as
// `POST /reservations` would book it, in the visitor's language, as JSON or as a PDF.
import { BookingError } from '../errors.ts';
import { bookingContract } from '../rules/contract-data.ts';
import { CONTRACT_PDF_FILENAME, contractPdf } from '../rules/contract-pdf.ts';
import { checkTerms } from '../services/availability.ts';
import { loadCatalogue } from '../services/catalogue.ts';
import { priceFor, resolvePromo, termsFrom } from '../services/reservations.ts';
import type { ContractPreviewAnswer } from './answers.ts';
import { json, readJson } from './respond.ts';
import type { Route } from './router.ts';
import { route } from './router.ts';
import { ContractPreviewInput } from './schemas.ts';

export const contractRoutes: Route[] = [
  route('POST', '/contract/preview', async (ctx) => {
    const format = ctx.url.searchParams.get('format') ?? 'json';
    if (format !== 'json' && format !== 'pdf') {
      throw new BookingError('invalid_format', 'format must be json or pdf', 400);
    }
    const input = await readJson(ctx.request, ContractPreviewInput);
    const catalogue = await loadCatalogue(ctx.database, ctx.tenant);
    const terms = termsFrom(input);
    if (catalogue.settings.minRentalDays >= 30 && !input.lease) {
      throw new BookingError('lease_details_required', 'Lease details are required for this brand', 400);
    }
    // The same refusals as a booking: closed locations, past pickup, unknown class or insurance.
    checkTerms(catalogue, terms, ctx.now);
    const promo = await resolvePromo(ctx.database, ctx.tenant, input.promoCode, ctx.now, true);
    const options = input.options ?? {};
    const price = priceFor(
      catalogue,
      input.classId,
      terms,
      options,
      input.extraDrivers.length,
      promo,
      ctx.now,
    );
    const contract = bookingContract(
      catalogue,
      { ...input, ...terms, options },
      price,
      input.locale,
      ctx.now,
    );
    if (format === 'pdf') {
      const bytes = await contractPdf(contract.document, { language: input.locale });
      return new Response(Buffer.from(bytes), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${CONTRACT_PDF_FILENAME}"`,
          'content-length': String(bytes.byteLength),
          'cache-control': 'no-store',
        },
      });
    }
    return json({ locale: input.locale, ...contract } satisfies ContractPreviewAnswer);
  }),
];
