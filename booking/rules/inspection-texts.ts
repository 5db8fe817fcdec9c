/**
 * The return report (PDF) and its e-mail in the five site languages. Kept apart from the
 * rendering so translators touch one file.
 */
import type { InspectionView, Locale } from '../../domain/index.ts';
import { plainEmail } from './plain-email.ts';

export interface InspectionTexts {
  title: string;
  reference: string;
  vehicle: string;
  plate: string;
  pickup: string;
  return: string;
  mileage: string;
  driven: string;
  fuel: string;
  fuelDifference: string;
  /** "+2/8", "−1/8", "0". */
  eighths: (difference: number) => string;
  km: (value: number) => string;
  views: Record<InspectionView, string>;
  damage: string;
  noDamage: string;
  takenAt: string;
  timesNote: string;
  notRecorded: string;
  subject: (brand: string, reference: string) => string;
  greeting: (name: string) => string;
  intro: (reference: string) => string;
  attached: string;
  closing: (brand: string) => string;
}

const signed = (n: number) => (n > 0 ? `+${n}/8` : n < 0 ? `-${-n}/8` : '0');

const en: InspectionTexts = {
  title: 'Return report',
  reference: 'Reservation',
  vehicle: 'Vehicle',
  plate: 'Plate',
  pickup: 'Pickup',
  return: 'Return',
  mileage: 'Mileage',
  driven: 'Distance driven',
  fuel: 'Fuel',
  fuelDifference: 'Fuel difference',
  eighths: signed,
  km: (value) => `${value.toLocaleString('en-GB')} km`,
  views: {
    front: 'Front',
    back: 'Back',
    left: 'Left side',
    right: 'Right side',
    interior: 'Interior',
    dashboard: 'Dashboard',
  },
  damage: 'Marked damage',
  noDamage: 'No damage marked',
  takenAt: 'Photos time-stamped by our server',
  timesNote: 'All times are Iceland time.',
  notRecorded: 'not recorded',
  subject: (brand, reference) => `Return report for ${reference} – ${brand}`,
  greeting: (name) => `Hello ${name},`,
  intro: (reference) =>
    `Thank you for returning the car of reservation ${reference}. Your return inspection is recorded.`,
  attached:
    'The return report is attached as a PDF: the photos from pickup and return side by side, the distance driven and the fuel difference.',
  closing: (brand) => `Thank you for travelling with us!\n${brand}`,
};

const de: InspectionTexts = {
  title: 'Rückgabeprotokoll',
  reference: 'Reservierung',
  vehicle: 'Fahrzeug',
  plate: 'Kennzeichen',
  pickup: 'Abholung',
  return: 'Rückgabe',
  mileage: 'Kilometerstand',
  driven: 'Gefahrene Strecke',
  fuel: 'Tank',
  fuelDifference: 'Tankdifferenz',
  eighths: signed,
  km: (value) => `${value.toLocaleString('de-DE')} km`,
  views: {
    front: 'Vorne',
    back: 'Hinten',
    left: 'Linke Seite',
    right: 'Rechte Seite',
    interior: 'Innenraum',
    dashboard: 'Armaturenbrett',
  },
  damage: 'Markierte Schäden',
  noDamage: 'Keine Schäden markiert',
  takenAt: 'Fotos mit der Zeit unseres Servers versehen',
  timesNote: 'Alle Zeiten sind isländische Zeit.',
  notRecorded: 'nicht erfasst',
  subject: (brand, reference) => `Rückgabeprotokoll für ${reference} – ${brand}`,
  greeting: (name) => `Hallo ${name},`,
  intro: (reference) =>
    `Danke, dass Sie das Auto der Reservierung ${reference} zurückgegeben haben. Ihre Rückgabekontrolle ist erfasst.`,
  attached:
    'Das Rückgabeprotokoll liegt als PDF bei: die Fotos von Abholung und Rückgabe nebeneinander, die gefahrene Strecke und die Tankdifferenz.',
  closing: (brand) => `Danke, dass Sie mit uns gereist sind!\n${brand}`,
};

const es: InspectionTexts = {
  title: 'Informe de devolución',
  reference: 'Reserva',
  vehicle: 'Vehículo',
  plate: 'Matrícula',
  pickup: 'Recogida',
  return: 'Devolución',
  mileage: 'Kilometraje',
  driven: 'Distancia recorrida',
  fuel: 'Combustible',
  fuelDifference: 'Diferencia de combustible',
  eighths: signed,
  km: (value) => `${value.toLocaleString('es-ES')} km`,
  views: {
    front: 'Frontal',
    back: 'Trasera',
    left: 'Lado izquierdo',
    right: 'Lado derecho',
    interior: 'Interior',
    dashboard: 'Salpicadero',
  },
  damage: 'Daños marcados',
  noDamage: 'Ningún daño marcado',
  takenAt: 'Fotos con la hora de nuestro servidor',
  timesNote: 'Todas las horas son de Islandia.',
  notRecorded: 'no registrado',
  subject: (brand, reference) => `Informe de devolución de ${reference} – ${brand}`,
  greeting: (name) => `Hola, ${name}:`,
  intro: (reference) =>
    `Gracias por devolver el coche de la reserva ${reference}. Su inspección de devolución está registrada.`,
  attached:
    'Adjuntamos en PDF el informe de devolución: las fotos de la recogida y de la devolución una al lado de la otra, la distancia recorrida y la diferencia de combustible.',
  closing: (brand) => `¡Gracias por viajar con nosotros!\n${brand}`,
};

const fr: InspectionTexts = {
  title: 'Rapport de restitution',
  reference: 'Réservation',
  vehicle: 'Véhicule',
  plate: 'Immatriculation',
  pickup: 'Prise en charge',
  return: 'Restitution',
  mileage: 'Kilométrage',
  driven: 'Distance parcourue',
  fuel: 'Carburant',
  fuelDifference: 'Différence de carburant',
  eighths: signed,
  km: (value) => `${value.toLocaleString('fr-FR')} km`,
  views: {
    front: 'Avant',
    back: 'Arrière',
    left: 'Côté gauche',
    right: 'Côté droit',
    interior: 'Intérieur',
    dashboard: 'Tableau de bord',
  },
  damage: 'Dommages signalés',
  noDamage: 'Aucun dommage signalé',
  takenAt: 'Photos horodatées par notre serveur',
  timesNote: 'Toutes les heures sont à l’heure islandaise.',
  notRecorded: 'non relevé',
  subject: (brand, reference) => `Rapport de restitution pour ${reference} – ${brand}`,
  greeting: (name) => `Bonjour ${name},`,
  intro: (reference) =>
    `Merci d’avoir rendu la voiture de la réservation ${reference}. Votre inspection de restitution est enregistrée.`,
  attached:
    'Le rapport de restitution est joint en PDF : les photos de la prise en charge et de la restitution côte à côte, la distance parcourue et la différence de carburant.',
  closing: (brand) => `Merci d’avoir voyagé avec nous !\n${brand}`,
};

const is: InspectionTexts = {
  title: 'Skilaskýrsla',
  reference: 'Bókun',
  vehicle: 'Bíll',
  plate: 'Bílnúmer',
  pickup: 'Afhending',
  return: 'Skil',
  mileage: 'Kílómetrastaða',
  driven: 'Ekin vegalengd',
  fuel: 'Eldsneyti',
  fuelDifference: 'Munur á eldsneyti',
  eighths: signed,
  km: (value) => `${value.toLocaleString('is-IS')} km`,
  views: {
    front: 'Framan',
    back: 'Aftan',
    left: 'Vinstri hlið',
    right: 'Hægri hlið',
    interior: 'Innrými',
    dashboard: 'Mælaborð',
  },
  damage: 'Merktar skemmdir',
  noDamage: 'Engar skemmdir merktar',
  takenAt: 'Myndir tímastimplaðar af netþjóni okkar',
  timesNote: 'Allir tímar eru að íslenskum tíma.',
  notRecorded: 'ekki skráð',
  subject: (brand, reference) => `Skilaskýrsla fyrir ${reference} – ${brand}`,
  greeting: (name) => `Halló ${name},`,
  intro: (reference) => `Takk fyrir að skila bílnum í bókun ${reference}. Skilaskoðunin þín er skráð.`,
  attached:
    'Skilaskýrslan fylgir sem PDF-skjal: myndirnar frá afhendingu og skilum hlið við hlið, ekin vegalengd og munur á eldsneyti.',
  closing: (brand) => `Takk fyrir að ferðast með okkur!\n${brand}`,
};

export const INSPECTION_TEXTS: Record<Locale, InspectionTexts> = { en, de, es, fr, is };

export function inspectionTexts(locale: Locale): InspectionTexts {
  return INSPECTION_TEXTS[locale] ?? en;
}

/** The e-mail that carries the return report, in the reservation's language. */
export function returnReportEmail(view: {
  locale: Locale;
  brandName: string;
  reference: string;
  customerName: string;
}): { subject: string; text: string; html: string } {
  const t = inspectionTexts(view.locale);
  const paragraphs = [
    t.greeting(view.customerName),
    t.intro(view.reference),
    t.attached,
    t.closing(view.brandName),
  ];
  const subject = t.subject(view.brandName, view.reference);
  return plainEmail({ locale: view.locale, brandName: view.brandName, subject, paragraphs });
}
