/**
 * The "check-in completed" e-mail (the signed rental agreement goes with it as a PDF), in the five
 * site languages. Pure: rendered from a plain view, so each language is testable without a server.
 */
import type { Locale } from '../../domain/index.ts';
import { formatWhen, type RenderedMessage } from './confirmation-email.ts';
import { plainEmail } from './plain-email.ts';

export interface CheckInEmailView {
  locale: Locale;
  brandName: string;
  reference: string;
  customerName: string;
  pickupLocation: string;
  pickupAddress: string;
  pickupAt: Date;
  selfService: boolean;
  signerName: string;
}

interface CheckInTexts {
  subject: (brand: string, reference: string) => string;
  greeting: (name: string) => string;
  intro: (reference: string) => string;
  pickup: string;
  attached: (signer: string) => string;
  bring: string;
  selfService: (location: string, address: string, reference: string) => string;
  timesNote: string;
  closing: (brand: string) => string;
}

export const CHECKIN_EMAIL_TEXTS: Record<Locale, CheckInTexts> = {
  en: {
    subject: (brand, reference) => `Check-in complete for ${reference} – ${brand}`,
    greeting: (name) => `Hello ${name},`,
    intro: (reference) => `You have checked in online for reservation ${reference}. Everything is ready.`,
    pickup: 'Pickup',
    attached: (signer) => `The rental agreement signed by ${signer} is attached as a PDF.`,
    bring: 'Bring the driving licences you photographed and the card you paid with.',
    selfService: (location, address, reference) =>
      `Your pickup is self-service: go to the key box at ${location} (${address}), enter your booking reference ${reference} on its keypad and take the keys from the compartment that opens.`,
    timesNote: 'All times are Iceland time.',
    closing: (brand) => `Have a good trip!\n${brand}`,
  },
  de: {
    subject: (brand, reference) => `Check-in für ${reference} abgeschlossen – ${brand}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (reference) => `Sie haben für die Reservierung ${reference} online eingecheckt. Alles ist bereit.`,
    pickup: 'Abholung',
    attached: (signer) => `Der von ${signer} unterschriebene Mietvertrag liegt als PDF bei.`,
    bring: 'Bringen Sie die fotografierten Führerscheine und die Karte mit, mit der Sie bezahlt haben.',
    selfService: (location, address, reference) =>
      `Ihre Abholung ist Self-Service: Gehen Sie zur Schlüsselbox bei ${location} (${address}), geben Sie Ihre Buchungsnummer ${reference} am Tastenfeld ein und nehmen Sie die Schlüssel aus dem Fach, das sich öffnet.`,
    timesNote: 'Alle Zeiten sind isländische Zeit.',
    closing: (brand) => `Gute Reise!\n${brand}`,
  },
  es: {
    subject: (brand, reference) => `Check-in completado para ${reference} – ${brand}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (reference) => `Ha hecho el check-in en línea de la reserva ${reference}. Todo está listo.`,
    pickup: 'Recogida',
    attached: (signer) => `Adjuntamos en PDF el contrato de alquiler firmado por ${signer}.`,
    bring: 'Traiga los permisos de conducir que fotografió y la tarjeta con la que pagó.',
    selfService: (location, address, reference) =>
      `Su recogida es de autoservicio: vaya a la caja de llaves de ${location} (${address}), introduzca su referencia de reserva ${reference} en el teclado y tome las llaves del compartimento que se abre.`,
    timesNote: 'Todas las horas son de Islandia.',
    closing: (brand) => `¡Buen viaje!\n${brand}`,
  },
  fr: {
    subject: (brand, reference) => `Enregistrement terminé pour ${reference} – ${brand}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (reference) =>
      `Vous avez effectué l’enregistrement en ligne de la réservation ${reference}. Tout est prêt.`,
    pickup: 'Prise en charge',
    attached: (signer) => `Le contrat de location signé par ${signer} est joint en PDF.`,
    bring: 'Apportez les permis de conduire photographiés et la carte utilisée pour le paiement.',
    selfService: (location, address, reference) =>
      `Votre prise en charge est en libre-service : rendez-vous à la boîte à clés de ${location} (${address}), saisissez votre référence de réservation ${reference} sur le clavier et prenez les clés dans le compartiment qui s’ouvre.`,
    timesNote: 'Toutes les heures sont à l’heure islandaise.',
    closing: (brand) => `Bon voyage !\n${brand}`,
  },
  is: {
    subject: (brand, reference) => `Innritun lokið fyrir ${reference} – ${brand}`,
    greeting: (name) => `Halló ${name},`,
    intro: (reference) => `Þú hefur innritað þig á netinu fyrir bókun ${reference}. Allt er tilbúið.`,
    pickup: 'Afhending',
    attached: (signer) => `Leigusamningurinn sem ${signer} undirritaði fylgir sem PDF-skjal.`,
    bring: 'Taktu með ökuskírteinin sem þú myndaðir og kortið sem þú greiddir með.',
    selfService: (location, address, reference) =>
      `Afhendingin er sjálfsafgreiðsla: farðu að lyklaboxinu við ${location} (${address}), sláðu inn bókunarnúmerið ${reference} á takkaborðinu og taktu lyklana úr hólfinu sem opnast.`,
    timesNote: 'Allir tímar eru að íslenskum tíma.',
    closing: (brand) => `Góða ferð!\n${brand}`,
  },
};

export function checkInEmail(view: CheckInEmailView): RenderedMessage {
  const t = CHECKIN_EMAIL_TEXTS[view.locale] ?? CHECKIN_EMAIL_TEXTS.en;
  const pickup = `${t.pickup}: ${view.pickupLocation}, ${formatWhen(view.pickupAt, view.locale)}`;
  const paragraphs = [
    t.greeting(view.customerName),
    t.intro(view.reference),
    pickup,
    t.timesNote,
    ...(view.selfService ? [t.selfService(view.pickupLocation, view.pickupAddress, view.reference)] : []),
    t.attached(view.signerName),
    t.bring,
    t.closing(view.brandName),
  ];
  const subject = t.subject(view.brandName, view.reference);
  return plainEmail({ locale: view.locale, brandName: view.brandName, subject, paragraphs });
}
