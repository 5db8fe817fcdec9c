/**
 * Tells the customer about money that arrived after their reservation had lapsed or been
 * cancelled, or that was paid on a hold that lapsed before it covered the
 * amount due now (`lapsed`): it was refunded to the card automatically, or, when that
 * failed, staff will refund it. Sent after the refund, never failing the capture.
 */
import { formatPrice, isLocale, type Locale } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { loadCatalogue } from './catalogue.ts';
import { type Mailer, senderFor } from './mail.ts';
import { getReservation } from './reservations.ts';

interface NoticeTexts {
  subject(brand: string, reference: string): string;
  greeting(name: string): string;
  refunded(amount: string, reference: string): string;
  pending(amount: string, reference: string): string;
  lapsedRefunded(amount: string, reference: string): string;
  lapsedPending(amount: string, reference: string): string;
  rebook: string;
  closing(brand: string): string;
}

const TEXTS: Record<Locale, NoticeTexts> = {
  en: {
    subject: (brand, reference) => `${brand}: your payment for ${reference} is being refunded`,
    greeting: (name) => `Hello ${name},`,
    refunded: (amount, reference) =>
      `We received your payment of ${amount} for reservation ${reference} after the reservation had been cancelled or its payment time had run out. We could not keep the vehicle for you, so the full amount has been refunded to your card. Depending on your bank it can take a few days to show.`,
    pending: (amount, reference) =>
      `We received your payment of ${amount} for reservation ${reference} after the reservation had been cancelled or its payment time had run out. We could not keep the vehicle for you. The automatic refund did not go through, so our staff will refund the full amount to your card shortly.`,
    lapsedRefunded: (amount, reference) =>
      `Your payment of ${amount} for reservation ${reference} did not cover the amount needed to confirm it before its payment time ran out, so the reservation has lapsed and the full amount has been refunded to your card. Depending on your bank it can take a few days to show.`,
    lapsedPending: (amount, reference) =>
      `Your payment of ${amount} for reservation ${reference} did not cover the amount needed to confirm it before its payment time ran out, so the reservation has lapsed. The automatic refund did not go through, so our staff will refund the full amount to your card shortly.`,
    rebook: 'You are welcome to make a new booking on our website.',
    closing: (brand) => `Best regards,\n${brand}`,
  },
  de: {
    subject: (brand, reference) => `${brand}: Ihre Zahlung für ${reference} wird erstattet`,
    greeting: (name) => `Hallo ${name},`,
    refunded: (amount, reference) =>
      `Ihre Zahlung von ${amount} für die Reservierung ${reference} ist bei uns eingegangen, nachdem die Reservierung storniert oder die Zahlungsfrist abgelaufen war. Wir konnten das Fahrzeug nicht für Sie freihalten, daher wurde der volle Betrag auf Ihre Karte erstattet. Je nach Bank kann es einige Tage dauern, bis er sichtbar ist.`,
    pending: (amount, reference) =>
      `Ihre Zahlung von ${amount} für die Reservierung ${reference} ist bei uns eingegangen, nachdem die Reservierung storniert oder die Zahlungsfrist abgelaufen war. Wir konnten das Fahrzeug nicht für Sie freihalten. Die automatische Erstattung ist fehlgeschlagen, daher erstattet unser Team den vollen Betrag in Kürze auf Ihre Karte.`,
    lapsedRefunded: (amount, reference) =>
      `Ihre Zahlung von ${amount} für die Reservierung ${reference} hat den zur Bestätigung nötigen Betrag nicht gedeckt, bevor die Zahlungsfrist ablief. Die Reservierung ist daher verfallen, und der volle Betrag wurde auf Ihre Karte erstattet. Je nach Bank kann es einige Tage dauern, bis er sichtbar ist.`,
    lapsedPending: (amount, reference) =>
      `Ihre Zahlung von ${amount} für die Reservierung ${reference} hat den zur Bestätigung nötigen Betrag nicht gedeckt, bevor die Zahlungsfrist ablief. Die Reservierung ist daher verfallen. Die automatische Erstattung ist fehlgeschlagen, daher erstattet unser Team den vollen Betrag in Kürze auf Ihre Karte.`,
    rebook: 'Gerne können Sie auf unserer Website neu buchen.',
    closing: (brand) => `Mit freundlichen Grüßen\n${brand}`,
  },
  es: {
    subject: (brand, reference) => `${brand}: estamos reembolsando su pago de ${reference}`,
    greeting: (name) => `Hola, ${name}:`,
    refunded: (amount, reference) =>
      `Recibimos su pago de ${amount} para la reserva ${reference} después de que la reserva se cancelara o venciera su plazo de pago. No pudimos mantener el vehículo para usted, así que hemos reembolsado el importe completo a su tarjeta. Según su banco, puede tardar unos días en aparecer.`,
    pending: (amount, reference) =>
      `Recibimos su pago de ${amount} para la reserva ${reference} después de que la reserva se cancelara o venciera su plazo de pago. No pudimos mantener el vehículo para usted. El reembolso automático no se completó, así que nuestro equipo reembolsará el importe completo a su tarjeta en breve.`,
    lapsedRefunded: (amount, reference) =>
      `Su pago de ${amount} para la reserva ${reference} no cubrió el importe necesario para confirmarla antes de que venciera su plazo de pago, así que la reserva ha caducado y hemos reembolsado el importe completo a su tarjeta. Según su banco, puede tardar unos días en aparecer.`,
    lapsedPending: (amount, reference) =>
      `Su pago de ${amount} para la reserva ${reference} no cubrió el importe necesario para confirmarla antes de que venciera su plazo de pago, así que la reserva ha caducado. El reembolso automático no se completó, así que nuestro equipo reembolsará el importe completo a su tarjeta en breve.`,
    rebook: 'Puede hacer una nueva reserva en nuestro sitio web cuando quiera.',
    closing: (brand) => `Un saludo,\n${brand}`,
  },
  fr: {
    subject: (brand, reference) => `${brand} : votre paiement pour ${reference} est remboursé`,
    greeting: (name) => `Bonjour ${name},`,
    refunded: (amount, reference) =>
      `Nous avons reçu votre paiement de ${amount} pour la réservation ${reference} après l’annulation de la réservation ou l’expiration de son délai de paiement. Nous n’avons pas pu vous garder le véhicule : le montant total a donc été remboursé sur votre carte. Selon votre banque, il peut falloir quelques jours avant qu’il apparaisse.`,
    pending: (amount, reference) =>
      `Nous avons reçu votre paiement de ${amount} pour la réservation ${reference} après l’annulation de la réservation ou l’expiration de son délai de paiement. Nous n’avons pas pu vous garder le véhicule. Le remboursement automatique a échoué : notre équipe remboursera le montant total sur votre carte très prochainement.`,
    lapsedRefunded: (amount, reference) =>
      `Votre paiement de ${amount} pour la réservation ${reference} ne couvrait pas le montant nécessaire pour la confirmer avant l’expiration de son délai de paiement : la réservation a donc expiré et le montant total a été remboursé sur votre carte. Selon votre banque, il peut falloir quelques jours avant qu’il apparaisse.`,
    lapsedPending: (amount, reference) =>
      `Votre paiement de ${amount} pour la réservation ${reference} ne couvrait pas le montant nécessaire pour la confirmer avant l’expiration de son délai de paiement : la réservation a donc expiré. Le remboursement automatique a échoué : notre équipe remboursera le montant total sur votre carte très prochainement.`,
    rebook: 'Vous pouvez effectuer une nouvelle réservation sur notre site à tout moment.',
    closing: (brand) => `Cordialement,\n${brand}`,
  },
  is: {
    subject: (brand, reference) => `${brand}: greiðslan þín fyrir ${reference} verður endurgreidd`,
    greeting: (name) => `Halló ${name},`,
    refunded: (amount, reference) =>
      `Við tókum við greiðslu þinni upp á ${amount} fyrir bókun ${reference} eftir að bókunin hafði verið afbókuð eða greiðslufrestur hennar runninn út. Við gátum ekki haldið bílnum fyrir þig og því hefur öll upphæðin verið endurgreidd á kortið þitt. Það getur tekið nokkra daga, eftir banka, þar til hún birtist.`,
    pending: (amount, reference) =>
      `Við tókum við greiðslu þinni upp á ${amount} fyrir bókun ${reference} eftir að bókunin hafði verið afbókuð eða greiðslufrestur hennar runninn út. Við gátum ekki haldið bílnum fyrir þig. Sjálfvirk endurgreiðsla tókst ekki og því mun starfsfólk okkar endurgreiða alla upphæðina á kortið þitt innan skamms.`,
    lapsedRefunded: (amount, reference) =>
      `Greiðsla þín upp á ${amount} fyrir bókun ${reference} dugði ekki fyrir þeirri upphæð sem þurfti til að staðfesta bókunina áður en greiðslufrestur hennar rann út. Bókunin er því fallin úr gildi og öll upphæðin hefur verið endurgreidd á kortið þitt. Það getur tekið nokkra daga, eftir banka, þar til hún birtist.`,
    lapsedPending: (amount, reference) =>
      `Greiðsla þín upp á ${amount} fyrir bókun ${reference} dugði ekki fyrir þeirri upphæð sem þurfti til að staðfesta bókunina áður en greiðslufrestur hennar rann út. Bókunin er því fallin úr gildi. Sjálfvirk endurgreiðsla tókst ekki og því mun starfsfólk okkar endurgreiða alla upphæðina á kortið þitt innan skamms.`,
    rebook: 'Þér er velkomið að bóka aftur á vefnum okkar.',
    closing: (brand) => `Kær kveðja,\n${brand}`,
  },
};

export type NoticeCause = 'late' | 'lapsed';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Subject, text and HTML of the notice; pure. */
export function lateCaptureNotice(input: {
  locale: Locale;
  brandName: string;
  reference: string;
  firstName: string;
  amount: number;
  refunded: boolean;
  /** `late`: paid after a cancellation or lapse (default); `lapsed`: paid, but not enough, before the hold lapsed. */
  cause?: NoticeCause;
}): { subject: string; text: string; html: string } {
  const t = TEXTS[input.locale];
  const amount = formatPrice(input.amount, 'ISK');
  const lapsed = input.cause === 'lapsed';
  const body = input.refunded
    ? (lapsed ? t.lapsedRefunded : t.refunded)(amount, input.reference)
    : (lapsed ? t.lapsedPending : t.pending)(amount, input.reference);
  const paragraphs = [t.greeting(input.firstName), body, t.rebook, t.closing(input.brandName)];
  const subject = t.subject(input.brandName, input.reference);
  const html = `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html };
}

export interface LateCaptureNoticeDeps {
  database: () => Promise<Database>;
  mailer: Mailer;
  mailFrom?: string;
}

/** Sends the notice for a late capture of `amount` ISK; throws when it could not (the job retries). */
export async function sendLateCaptureNotice(
  deps: LateCaptureNoticeDeps,
  tenant: string,
  reservationId: string,
  amount: number,
  refunded: boolean,
  cause: NoticeCause = 'late',
): Promise<void> {
  const database = await deps.database();
  const reservation = await getReservation(database, tenant, reservationId);
  const catalogue = await loadCatalogue(database, tenant);
  const locale = isLocale(reservation.locale) ? reservation.locale : 'en';
  const customer = reservation.customer as { firstName?: string };
  const message = lateCaptureNotice({
    locale,
    brandName: catalogue.settings.brandName,
    reference: reservation.reference,
    firstName: customer.firstName ?? '',
    amount,
    refunded,
    cause,
  });
  await deps.mailer.send({
    from: senderFor(catalogue.settings.brandName, deps.mailFrom),
    to: reservation.email,
    ...message,
    tag: reservation.reference,
    language: locale,
  });
}
