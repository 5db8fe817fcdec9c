/**
 * Tells the customer about money that arrived after their reservation had lapsed or been
 * cancelled (issue 18, defect 7): it was refunded to the card automatically, or, when that
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
    rebook: 'Þér er velkomið að bóka aftur á vefnum okkar.',
    closing: (brand) => `Kær kveðja,\n${brand}`,
  },
};

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
}): { subject: string; text: string; html: string } {
  const t = TEXTS[input.locale];
  const amount = formatPrice(input.amount, 'ISK');
  const paragraphs = [
    t.greeting(input.firstName),
    input.refunded ? t.refunded(amount, input.reference) : t.pending(amount, input.reference),
    t.rebook,
    t.closing(input.brandName),
  ];
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

/** Sends the notice for a late capture of `amount` ISK; logs and swallows any failure. */
export async function sendLateCaptureNotice(
  deps: LateCaptureNoticeDeps,
  tenant: string,
  reservationId: string,
  amount: number,
  refunded: boolean,
): Promise<void> {
  try {
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
    });
    await deps.mailer.send({
      from: senderFor(catalogue.settings.brandName, deps.mailFrom),
      to: reservation.email,
      ...message,
      tag: reservation.reference,
      language: locale,
    });
  } catch (error) {
    console.error('late capture notice failed', reservationId, error);
  }
}
