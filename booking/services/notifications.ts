/**
 * What follows a reservation's confirmation or change, run as jobs (services/jobs.ts) queued with
 * the change: the affiliate conversion, the confirmation e-mail (with the calendar file and the
 * manage link) and the e-mails after changes. These throw when they fail, so the job is retried;
 * the payer never sees it, the booking stands.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { type ConfirmationView, confirmationEmail, reservationIcs } from '../rules/confirmation-email.ts';
import { acceptedContract, extraDriversOf, placeName, vehicleName } from '../rules/contract-data.ts';
import { CONTRACT_PDF_FILENAME, contractPdf } from '../rules/contract-pdf.ts';
import { type LifecycleEvent, lifecycleEmail } from '../rules/lifecycle-email.ts';
import type { PriceSummary } from '../rules/pricing.ts';
import { recordBookingConversion } from './affiliates.ts';
import { loadCatalogue } from './catalogue.ts';
import type { Mailer } from './mail.ts';
import { senderFor } from './mail.ts';
import { manageLinkToken, manageUrl } from './manage-link.ts';
import { paymentSummary } from './payments.ts';
import type { ReservationRow } from './reservations.ts';

export interface NotifierConfig {
  database: () => Promise<Database>;
  mailer: Mailer;
  sessionSecret: string;
  /** Tenant → site origin (`SITE_ORIGINS`); else the origin the booking was made on. */
  siteOrigins: Record<string, string>;
  /** `MAIL_FROM`; see `senderFor`. */
  mailFrom?: string;
  clock: () => Date;
}

export const localeOf = (row: Pick<ReservationRow, 'locale'>): Locale =>
  isLocale(row.locale) ? row.locale : 'en';

/** The absolute "Manage your reservation" link, or null when no site origin is known. */
export function manageUrlFor(
  config: Pick<NotifierConfig, 'sessionSecret' | 'siteOrigins'>,
  reservation: ReservationRow,
  now: Date,
): string | null {
  const origin = config.siteOrigins[reservation.tenant] ?? reservation.siteOrigin;
  return manageUrl(origin, manageLinkToken(config.sessionSecret, reservation, now), localeOf(reservation));
}

/** Everything the e-mail and the calendar file say, from the reservation and its catalogue. */
export async function confirmationView(
  database: Database,
  reservation: ReservationRow,
  link: string | null,
): Promise<ConfirmationView> {
  const catalogue = await loadCatalogue(database, reservation.tenant);
  const vehicle = catalogue.classes.find((c) => c.id === reservation.classId);
  const locale = localeOf(reservation);
  // Names as the content words them in the booking's language, as the agreement does.
  const place = (id: string) => placeName(catalogue, id, locale);
  const price = reservation.price as PriceSummary;
  const { paid, refunded } = await paymentSummary(database, reservation.id);
  const customer = reservation.customer as { firstName?: string; lastName?: string };
  return {
    reservationId: reservation.id,
    locale,
    brandName: catalogue.settings.brandName,
    reference: reservation.reference,
    customerName: customer.firstName?.trim() || customer.lastName?.trim() || '',
    vehicleName: vehicleName(catalogue, reservation.classId, locale),
    // "or similar" unless the class is a guaranteed model.
    orSimilar: vehicle ? vehicle.orSimilar && !price.guaranteedModel : !price.guaranteedModel,
    pickupLocation: place(reservation.pickupLocationId),
    returnLocation: place(reservation.returnLocationId),
    pickupAt: reservation.pickupAt,
    returnAt: reservation.returnAt,
    lines: price.lines.map((l) => ({ code: l.code, amount: l.amount })),
    extraDrivers: extraDriversOf(price, catalogue.settings.freeExtraDrivers),
    paid: paid - refunded,
    balance: reservation.balance,
    manageUrl: link,
    stamp: reservation.confirmedAt ?? reservation.createdAt,
  };
}

export async function calendarFile(database: Database, reservation: ReservationRow): Promise<string> {
  return reservationIcs(await confirmationView(database, reservation, null));
}

export class Notifier {
  constructor(private readonly config: NotifierConfig) {}

  /** After the first confirmation: conversion and e-mail; throws (after trying both) if either failed. */
  async reservationConfirmed(reservationId: string): Promise<void> {
    const database = await this.config.database();
    const [reservation] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    if (!reservation) return;
    let conversionError: unknown = null;
    try {
      // Idempotent: one conversion row per reservation reference.
      await recordBookingConversion(database, reservation);
    } catch (error) {
      conversionError = error;
    }
    await this.sendConfirmation(database, reservation);
    if (conversionError) throw conversionError;
  }

  /**
   * Sends the confirmation e-mail unless it went already, then marks it sent: at least once (a
   * process killed between the send and the mark sends it again on the job's retry), never for a
   * reservation that is no longer confirmed. One job per reservation runs this, under its lease,
   * so two instances never send it side by side. Throws when the send fails.
   */
  async sendConfirmation(database: Database, reservation: ReservationRow): Promise<boolean> {
    const now = this.config.clock();
    const [row] = await database.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.id, reservation.id),
          isNull(reservations.confirmationSentAt),
          sql`${reservations.status} IN ('confirmed', 'checked_in')`,
        ),
      );
    if (!row) return false;
    const view = await confirmationView(database, row, manageUrlFor(this.config, row, now));
    const message = confirmationEmail(view);
    // The agreement the customer accepted, as the confirmation promises.
    const agreement = acceptedContract(await loadCatalogue(database, row.tenant), row, view.locale);
    // Bookings made through the API without a contract step accepted none: nothing to say then.
    if (!agreement && row.contractSha256)
      console.warn(`Confirmation for ${row.reference}: the accepted agreement could not be rebuilt`);
    const agreementPdf = agreement ? await contractPdf(agreement.document, { language: view.locale }) : null;
    const sent = await this.config.mailer.send({
      from: senderFor(view.brandName, this.config.mailFrom),
      to: row.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: [
        {
          filename: `vegur-${row.reference}.ics`,
          content: reservationIcs(view),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
        ...(agreementPdf
          ? [
              {
                filename: CONTRACT_PDF_FILENAME,
                content: Buffer.from(agreementPdf),
                contentType: 'application/pdf',
              },
            ]
          : []),
      ],
      tag: row.reference,
      language: view.locale,
    });
    await database.db
      .update(reservations)
      .set({ confirmationSentAt: now })
      .where(and(eq(reservations.id, row.id), isNull(reservations.confirmationSentAt)));
    if (!sent.path) console.info(`Confirmation e-mail for ${row.reference} sent (${sent.messageId})`);
    return true;
  }

  /**
   * The e-mail after a change, a cancellation, a refund request or a refund decision, in the
   * customer's language with the manage link. Run as a job queued by the routes once the change
   * has committed; throws when the send fails, so the job is retried.
   */
  async reservationEvent(
    reservationId: string,
    event: Omit<LifecycleEvent, 'freeCancellationHours'>,
  ): Promise<boolean> {
    const database = await this.config.database();
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, reservationId));
    if (!row?.email) return false;
    const now = this.config.clock();
    const [view, catalogue] = await Promise.all([
      confirmationView(database, row, manageUrlFor(this.config, row, now)),
      loadCatalogue(database, row.tenant),
    ]);
    const message = lifecycleEmail(view, {
      ...event,
      freeCancellationHours: catalogue.settings.freeCancellationHours,
    });
    await this.config.mailer.send({
      from: senderFor(view.brandName, this.config.mailFrom),
      to: row.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      tag: row.reference,
      language: view.locale,
    });
    return true;
  }
}
