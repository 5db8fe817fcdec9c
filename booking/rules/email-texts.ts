/**
 * Every customer-facing text of the confirmation e-mail and the calendar file, in the five site
 * languages. Kept apart from the rendering so translators touch one file.
 */
import { type Locale, PRICE_LINE_LABELS } from '../../domain/index.ts';
import type { SummaryCode } from './pricing.ts';

export interface MessageTexts {
  /** BCP 47 tag for dates and numbers. */
  dateLocale: string;
  subject: (brand: string, reference: string) => string;
  greeting: (name: string) => string;
  intro: (brand: string) => string;
  reference: string;
  vehicle: string;
  orSimilar: string;
  pickup: string;
  return: string;
  timesNote: string;
  price: string;
  lines: Record<SummaryCode, string>;
  /** The extra drivers' price line: how many, and how many of them are free. */
  extraDrivers: (count: number, free: number) => string;
  /** Its amount when every extra driver is free. */
  free: string;
  /** Its amount when some are paid: their price is part of the extras line. */
  inExtras: string;
  paidNow: string;
  payAtPickup: string;
  manage: string;
  manageHint: string;
  calendarHint: string;
  closing: (brand: string) => string;
  calendarPickup: (vehicle: string, brand: string, reference: string) => string;
  calendarReturn: (vehicle: string, brand: string, reference: string) => string;
  calendarName: (brand: string, reference: string) => string;
}

export const EMAIL_TEXTS: Record<Locale, MessageTexts> = {
  en: {
    dateLocale: 'en-GB',
    subject: (brand, reference) => `Your booking ${reference} is confirmed – ${brand}`,
    greeting: (name) => `Hello ${name},`,
    intro: (brand) => `Thank you for booking with ${brand}. Your reservation is confirmed.`,
    reference: 'Booking reference',
    vehicle: 'Vehicle',
    orSimilar: 'or similar',
    pickup: 'Pickup',
    return: 'Return',
    timesNote: 'All times are Iceland time.',
    price: 'Price',
    lines: PRICE_LINE_LABELS.en,
    extraDrivers: (count, free) => `Extra driver × ${count}${free === count ? '' : ` (${free} free)`}`,
    free: 'free',
    inExtras: 'included in Extras',
    paidNow: 'Paid now',
    payAtPickup: 'To pay at pickup',
    manage: 'Manage your reservation',
    manageHint: 'Change or cancel your reservation, or check in online, with this link:',
    calendarHint: 'The attached calendar file adds pickup and return to your calendar.',
    closing: (brand) => `Have a good trip!\n${brand}`,
    calendarPickup: (vehicle, brand, reference) => `Pickup: ${vehicle} – ${brand} (${reference})`,
    calendarReturn: (vehicle, brand, reference) => `Return: ${vehicle} – ${brand} (${reference})`,
    calendarName: (brand, reference) => `${brand} ${reference}`,
  },
  de: {
    dateLocale: 'de-DE',
    subject: (brand, reference) => `Ihre Buchung ${reference} ist bestätigt – ${brand}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (brand) => `vielen Dank für Ihre Buchung bei ${brand}. Ihre Reservierung ist bestätigt.`,
    reference: 'Buchungsnummer',
    vehicle: 'Fahrzeug',
    orSimilar: 'oder ähnlich',
    pickup: 'Abholung',
    return: 'Rückgabe',
    timesNote: 'Alle Zeiten in isländischer Zeit.',
    price: 'Preis',
    lines: PRICE_LINE_LABELS.de,
    extraDrivers: (count, free) => `Zusatzfahrer × ${count}${free === count ? '' : ` (${free} kostenlos)`}`,
    free: 'kostenlos',
    inExtras: 'in den Extras enthalten',
    paidNow: 'Jetzt bezahlt',
    payAtPickup: 'Bei Abholung zu zahlen',
    manage: 'Reservierung verwalten',
    manageHint: 'Über diesen Link können Sie Ihre Reservierung ändern, stornieren oder online einchecken:',
    calendarHint: 'Mit der angehängten Kalenderdatei tragen Sie Abholung und Rückgabe in Ihren Kalender ein.',
    closing: (brand) => `Gute Reise!\n${brand}`,
    calendarPickup: (vehicle, brand, reference) => `Abholung: ${vehicle} – ${brand} (${reference})`,
    calendarReturn: (vehicle, brand, reference) => `Rückgabe: ${vehicle} – ${brand} (${reference})`,
    calendarName: (brand, reference) => `${brand} ${reference}`,
  },
  es: {
    dateLocale: 'es-ES',
    subject: (brand, reference) => `Tu reserva ${reference} está confirmada – ${brand}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (brand) => `Gracias por reservar con ${brand}. Tu reserva está confirmada.`,
    reference: 'Número de reserva',
    vehicle: 'Vehículo',
    orSimilar: 'o similar',
    pickup: 'Recogida',
    return: 'Devolución',
    timesNote: 'Todas las horas están en hora de Islandia.',
    price: 'Precio',
    lines: PRICE_LINE_LABELS.es,
    extraDrivers: (count, free) =>
      `Conductor adicional × ${count}${free === count ? '' : ` (${free} gratis)`}`,
    free: 'gratis',
    inExtras: 'incluido en Extras',
    paidNow: 'Pagado ahora',
    payAtPickup: 'A pagar en la recogida',
    manage: 'Gestionar tu reserva',
    manageHint: 'Con este enlace puedes modificar o cancelar tu reserva, o hacer el check-in online:',
    calendarHint: 'El archivo de calendario adjunto añade la recogida y la devolución a tu calendario.',
    closing: (brand) => `¡Buen viaje!\n${brand}`,
    calendarPickup: (vehicle, brand, reference) => `Recogida: ${vehicle} – ${brand} (${reference})`,
    calendarReturn: (vehicle, brand, reference) => `Devolución: ${vehicle} – ${brand} (${reference})`,
    calendarName: (brand, reference) => `${brand} ${reference}`,
  },
  fr: {
    dateLocale: 'fr-FR',
    subject: (brand, reference) => `Votre réservation ${reference} est confirmée – ${brand}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (brand) => `Merci d’avoir réservé chez ${brand}. Votre réservation est confirmée.`,
    reference: 'Numéro de réservation',
    vehicle: 'Véhicule',
    orSimilar: 'ou similaire',
    pickup: 'Prise en charge',
    return: 'Restitution',
    timesNote: 'Toutes les heures sont en heure islandaise.',
    price: 'Prix',
    lines: PRICE_LINE_LABELS.fr,
    extraDrivers: (count, free) =>
      `Conducteur supplémentaire × ${count}${free === count ? '' : ` (${free} gratuit${free > 1 ? 's' : ''})`}`,
    free: 'gratuit',
    inExtras: 'inclus dans Options',
    paidNow: 'Payé maintenant',
    payAtPickup: 'À payer à la prise en charge',
    manage: 'Gérer votre réservation',
    manageHint:
      'Ce lien vous permet de modifier ou d’annuler votre réservation, ou de vous enregistrer en ligne :',
    calendarHint:
      'Le fichier de calendrier joint ajoute la prise en charge et la restitution à votre agenda.',
    closing: (brand) => `Bon voyage !\n${brand}`,
    calendarPickup: (vehicle, brand, reference) => `Prise en charge : ${vehicle} – ${brand} (${reference})`,
    calendarReturn: (vehicle, brand, reference) => `Restitution : ${vehicle} – ${brand} (${reference})`,
    calendarName: (brand, reference) => `${brand} ${reference}`,
  },
  is: {
    dateLocale: 'is-IS',
    subject: (brand, reference) => `Bókun ${reference} er staðfest – ${brand}`,
    greeting: (name) => `Halló ${name},`,
    intro: (brand) => `Takk fyrir að bóka hjá ${brand}. Bókunin þín er staðfest.`,
    reference: 'Bókunarnúmer',
    vehicle: 'Ökutæki',
    orSimilar: 'eða sambærilegt',
    pickup: 'Afhending',
    return: 'Skil',
    timesNote: 'Allir tímar eru að íslenskum tíma.',
    price: 'Verð',
    lines: PRICE_LINE_LABELS.is,
    extraDrivers: (count, free) =>
      `Aukaökumaður × ${count}${free === count ? '' : ` (${free} án endurgjalds)`}`,
    free: 'án endurgjalds',
    inExtras: 'innifalið í aukahlutum',
    paidNow: 'Greitt núna',
    payAtPickup: 'Greiðist við afhendingu',
    manage: 'Umsjón með bókun',
    manageHint: 'Með þessum hlekk getur þú breytt bókuninni, afbókað eða innritað þig á netinu:',
    calendarHint: 'Meðfylgjandi dagatalsskrá bætir afhendingu og skilum við dagatalið þitt.',
    closing: (brand) => `Góða ferð!\n${brand}`,
    calendarPickup: (vehicle, brand, reference) => `Afhending: ${vehicle} – ${brand} (${reference})`,
    calendarReturn: (vehicle, brand, reference) => `Skil: ${vehicle} – ${brand} (${reference})`,
    calendarName: (brand, reference) => `${brand} ${reference}`,
  },
};

/** The e-mails after a booking: a change, a cancellation, a refund request and its decision. */
export type LifecycleKind =
  | 'changed'
  | 'cancelled'
  | 'cancel_requested'
  | 'refund_requested'
  | 'refund_decided';

export interface LifecycleTexts {
  subject: Record<LifecycleKind, (brand: string, reference: string) => string>;
  /** `hours`: the tenant's free-cancellation limit. */
  intro: Record<LifecycleKind, (hours: number) => string>;
  difference: string;
  refundedToCard: string;
  refundGranted: string;
  noRefund: string;
  /** The sign-off of an e-mail about a trip that no longer takes place ("Have a good trip!" does not fit). */
  closingNoTrip: (brand: string) => string;
  reason: string;
  paid: string;
  balance: string;
  manageHint: string;
}

export const LIFECYCLE_TEXTS: Record<Locale, LifecycleTexts> = {
  en: {
    subject: {
      changed: (brand, reference) => `Your booking ${reference} was changed – ${brand}`,
      cancelled: (brand, reference) => `Your booking ${reference} is cancelled – ${brand}`,
      cancel_requested: (brand, reference) => `We received your cancellation of ${reference} – ${brand}`,
      refund_requested: (brand, reference) => `We received your refund request for ${reference} – ${brand}`,
      refund_decided: (brand, reference) => `Refund decision for ${reference} – ${brand}`,
    },
    intro: {
      changed: () => 'Your reservation was changed. These are its details now.',
      cancelled: () => 'Your reservation is cancelled free of charge.',
      cancel_requested: (hours) =>
        `Your reservation is cancelled. As the cancellation came less than ${hours} hours before pickup, our staff will decide on a refund of what you paid and write to you.`,
      refund_requested: () =>
        'We received your refund request. Our staff will decide on it and write to you.',
      refund_decided: () => 'Our staff have decided on your refund request.',
    },
    difference: 'Price difference',
    refundedToCard: 'Refunded to your card',
    refundGranted: 'Refund granted',
    noRefund: 'No refund was granted. Reply to this e-mail if you have questions.',
    closingNoTrip: (brand) => `Kind regards,\n${brand}`,
    reason: 'Your reason',
    paid: 'Paid',
    balance: 'To pay at pickup',
    manageHint: 'See your reservation at any time with this link:',
  },
  de: {
    subject: {
      changed: (brand, reference) => `Ihre Buchung ${reference} wurde geändert – ${brand}`,
      cancelled: (brand, reference) => `Ihre Buchung ${reference} ist storniert – ${brand}`,
      cancel_requested: (brand, reference) => `Ihre Stornierung von ${reference} ist eingegangen – ${brand}`,
      refund_requested: (brand, reference) =>
        `Ihr Erstattungsantrag für ${reference} ist eingegangen – ${brand}`,
      refund_decided: (brand, reference) => `Entscheidung über die Erstattung für ${reference} – ${brand}`,
    },
    intro: {
      changed: () => 'Ihre Reservierung wurde geändert. Dies sind ihre aktuellen Angaben.',
      cancelled: () => 'Ihre Reservierung ist kostenlos storniert.',
      cancel_requested: (hours) =>
        `Ihre Reservierung ist storniert. Da die Stornierung weniger als ${hours} Stunden vor der Abholung einging, entscheiden unsere Mitarbeiter über eine Erstattung des gezahlten Betrags und melden sich bei Ihnen.`,
      refund_requested: () =>
        'Ihr Erstattungsantrag ist eingegangen. Unsere Mitarbeiter entscheiden darüber und melden sich bei Ihnen.',
      refund_decided: () => 'Unsere Mitarbeiter haben über Ihren Erstattungsantrag entschieden.',
    },
    difference: 'Preisdifferenz',
    refundedToCard: 'Auf Ihre Karte erstattet',
    refundGranted: 'Gewährte Erstattung',
    noRefund: 'Es wurde keine Erstattung gewährt. Antworten Sie auf diese E-Mail, wenn Sie Fragen haben.',
    closingNoTrip: (brand) => `Freundliche Grüße\n${brand}`,
    reason: 'Ihre Begründung',
    paid: 'Bezahlt',
    balance: 'Bei Abholung zu zahlen',
    manageHint: 'Über diesen Link sehen Sie Ihre Reservierung jederzeit:',
  },
  es: {
    subject: {
      changed: (brand, reference) => `Tu reserva ${reference} se ha modificado – ${brand}`,
      cancelled: (brand, reference) => `Tu reserva ${reference} está cancelada – ${brand}`,
      cancel_requested: (brand, reference) => `Hemos recibido la cancelación de ${reference} – ${brand}`,
      refund_requested: (brand, reference) =>
        `Hemos recibido tu solicitud de reembolso de ${reference} – ${brand}`,
      refund_decided: (brand, reference) => `Decisión sobre el reembolso de ${reference} – ${brand}`,
    },
    intro: {
      changed: () => 'Tu reserva se ha modificado. Estos son sus datos actuales.',
      cancelled: () => 'Tu reserva está cancelada sin coste.',
      cancel_requested: (hours) =>
        `Tu reserva está cancelada. Como la cancelación llegó menos de ${hours} horas antes de la recogida, nuestro equipo decidirá sobre el reembolso de lo que pagaste y te escribirá.`,
      refund_requested: () =>
        'Hemos recibido tu solicitud de reembolso. Nuestro equipo la estudiará y te escribirá.',
      refund_decided: () => 'Nuestro equipo ha decidido sobre tu solicitud de reembolso.',
    },
    difference: 'Diferencia de precio',
    refundedToCard: 'Reembolsado a tu tarjeta',
    refundGranted: 'Reembolso concedido',
    noRefund: 'No se ha concedido ningún reembolso. Responde a este correo si tienes preguntas.',
    closingNoTrip: (brand) => `Un saludo,\n${brand}`,
    reason: 'Tu motivo',
    paid: 'Pagado',
    balance: 'A pagar en la recogida',
    manageHint: 'Consulta tu reserva en cualquier momento con este enlace:',
  },
  fr: {
    subject: {
      changed: (brand, reference) => `Votre réservation ${reference} a été modifiée – ${brand}`,
      cancelled: (brand, reference) => `Votre réservation ${reference} est annulée – ${brand}`,
      cancel_requested: (brand, reference) => `Nous avons bien reçu l’annulation de ${reference} – ${brand}`,
      refund_requested: (brand, reference) =>
        `Nous avons bien reçu votre demande de remboursement pour ${reference} – ${brand}`,
      refund_decided: (brand, reference) => `Décision sur le remboursement de ${reference} – ${brand}`,
    },
    intro: {
      changed: () => 'Votre réservation a été modifiée. Voici ses informations à jour.',
      cancelled: () => 'Votre réservation est annulée sans frais.',
      cancel_requested: (hours) =>
        `Votre réservation est annulée. L’annulation étant intervenue moins de ${hours} heures avant la prise en charge, notre équipe statuera sur le remboursement de ce que vous avez payé et vous écrira.`,
      refund_requested: () =>
        'Nous avons bien reçu votre demande de remboursement. Notre équipe va l’examiner et vous écrira.',
      refund_decided: () => 'Notre équipe a statué sur votre demande de remboursement.',
    },
    difference: 'Différence de prix',
    refundedToCard: 'Remboursé sur votre carte',
    refundGranted: 'Remboursement accordé',
    noRefund: 'Aucun remboursement n’a été accordé. Répondez à cet e-mail si vous avez des questions.',
    closingNoTrip: (brand) => `Cordialement,\n${brand}`,
    reason: 'Votre motif',
    paid: 'Payé',
    balance: 'À payer à la prise en charge',
    manageHint: 'Consultez votre réservation à tout moment avec ce lien :',
  },
  is: {
    subject: {
      changed: (brand, reference) => `Bókun ${reference} hefur verið breytt – ${brand}`,
      cancelled: (brand, reference) => `Bókun ${reference} hefur verið afbókuð – ${brand}`,
      cancel_requested: (brand, reference) => `Við höfum móttekið afbókun á ${reference} – ${brand}`,
      refund_requested: (brand, reference) =>
        `Við höfum móttekið endurgreiðslubeiðni vegna ${reference} – ${brand}`,
      refund_decided: (brand, reference) => `Ákvörðun um endurgreiðslu vegna ${reference} – ${brand}`,
    },
    intro: {
      changed: () => 'Bókuninni þinni hefur verið breytt. Hér eru upplýsingarnar eins og þær eru núna.',
      cancelled: () => 'Bókunin þín hefur verið afbókuð án kostnaðar.',
      cancel_requested: (hours) =>
        `Bókunin þín hefur verið afbókuð. Þar sem afbókunin barst innan við ${hours} klukkustundum fyrir afhendingu ákveður starfsfólk okkar hvort það sem þú greiddir verði endurgreitt og hefur samband við þig.`,
      refund_requested: () =>
        'Við höfum móttekið endurgreiðslubeiðnina þína. Starfsfólk okkar fer yfir hana og hefur samband við þig.',
      refund_decided: () => 'Starfsfólk okkar hefur tekið ákvörðun um endurgreiðslubeiðnina þína.',
    },
    difference: 'Verðmunur',
    refundedToCard: 'Endurgreitt á kortið þitt',
    refundGranted: 'Samþykkt endurgreiðsla',
    noRefund: 'Engin endurgreiðsla var samþykkt. Svaraðu þessum tölvupósti ef þú hefur spurningar.',
    closingNoTrip: (brand) => `Kær kveðja,\n${brand}`,
    reason: 'Ástæðan þín',
    paid: 'Greitt',
    balance: 'Greiðist við afhendingu',
    manageHint: 'Skoðaðu bókunina hvenær sem er með þessum hlekk:',
  },
};
