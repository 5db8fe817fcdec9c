/**
 * Sends the completed check-in e-mail with the signed agreement attached. Called once, right after
 * the signature is stored (a reservation is signed only once). Never throws to the signer: the
 * check-in stands and the PDF stays downloadable if the mail server is down.
 */
import { eq } from 'drizzle-orm';
import { isLocale } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { signatures } from '../db/schema.ts';
import { checkInEmail } from '../rules/checkin-email.ts';
import { placeName } from '../rules/contract-data.ts';
import type { FileStorage } from '../storage/files.ts';
import { loadCatalogue } from './catalogue.ts';
import { signedContractPdf } from './checkin.ts';
import { type Mailer, mailerFromEnv, senderFor } from './mail.ts';
import type { ReservationRow } from './reservations.ts';

let envMailer: Mailer | null = null;

/** The handler's mailer when one was given (tests), else the one the environment names, made once. */
export function checkInMailer(configured: Mailer | undefined): Mailer {
  if (configured) return configured;
  envMailer ??= mailerFromEnv();
  return envMailer;
}

export async function sendCheckInCompleted(
  database: Database,
  storage: FileStorage,
  mailer: Mailer,
  mailFrom: string | undefined,
  reservation: ReservationRow,
): Promise<boolean> {
  try {
    const [signed] = await database.db
      .select()
      .from(signatures)
      .where(eq(signatures.reservationId, reservation.id));
    if (!signed) return false;
    const catalogue = await loadCatalogue(database, reservation.tenant);
    const location = catalogue.locations.find((l) => l.id === reservation.pickupLocationId);
    const customer = reservation.customer as { firstName?: string; lastName?: string };
    const locale = isLocale(reservation.locale) ? reservation.locale : 'en';
    const message = checkInEmail({
      locale,
      brandName: catalogue.settings.brandName,
      reference: reservation.reference,
      customerName: customer.firstName?.trim() || customer.lastName?.trim() || signed.signerName,
      pickupLocation: placeName(catalogue, reservation.pickupLocationId, locale),
      pickupAddress: location?.address ?? '',
      pickupAt: reservation.pickupAt,
      selfService: reservation.selfService,
      signerName: signed.signerName,
    });
    const pdf = await signedContractPdf(database, storage, reservation);
    await mailer.send({
      from: senderFor(catalogue.settings.brandName, mailFrom),
      to: reservation.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: [
        {
          filename: `rental-agreement-${reservation.reference}.pdf`,
          content: Buffer.from(pdf),
          contentType: 'application/pdf',
        },
      ],
      tag: `${reservation.reference}-checkin`,
      language: locale,
    });
    return true;
  } catch (error) {
    console.error('check-in e-mail failed', reservation.reference, error);
    return false;
  }
}
