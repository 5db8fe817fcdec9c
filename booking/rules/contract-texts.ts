// The rental agreement's wording in the five site languages. The English texts are the ones the
// agreement has always had, character for character: check-in signatures hash that text.
import { formatInTimeZone } from 'date-fns-tz';
import { type Locale, PRICE_LINE_LABELS, TIME_ZONE } from '../../domain/index.ts';
import type { SummaryCode } from './pricing.ts';

export interface ContractTexts {
  /** The agreement's title: the brand and what it is (the template id is configuration, not text). */
  title: (brand: string) => string;
  reference: (reference: string) => string;
  /** The Contract step's preview: the reservation has no reference yet. */
  referencePending: string;
  headings: {
    reservation: string;
    parties: string;
    vehicle: string;
    price: string;
    cancellation: string;
    terms: string;
  };
  /** Between a label and its value ("Renter: …"; French puts a no-break space before the colon). */
  colon: string;
  renter: string;
  driver: (n: number) => string;
  born: (date: string) => string;
  licence: (number: string) => string;
  vehicle: string;
  orSimilar: string;
  guaranteed: string;
  pickup: string;
  return: string;
  icelandTime: string;
  insurance: string;
  excess: string;
  deposit: string;
  extras: string;
  /** The extra drivers among the extras, with how many are free (the first one usually is). */
  extraDrivers: (count: number, free: number) => string;
  none: string;
  /** The signed PDF's signer line; `when` is `dateTime`, `ip` null when the address is not known. */
  signedBy: (name: string, when: string, ip: string | null) => string;
  /** The small print under it: the signed text's SHA-256. */
  hashNote: (sha256: string) => string;
  priceLabels: Record<SummaryCode, string>;
  /** A date-time in Iceland, as this language writes it. */
  dateTime: (instant: Date) => string;
  /** A `YYYY-MM-DD` date as this language writes it. */
  date: (iso: string) => string;
  cancellation: (deadline: string, hours: number) => string[];
  /** The booking was made less than `hours` before pickup: no free cancellation ever applied. */
  noFreeCancellation: (hours: number) => string[];
  termsChange: (hours: number) => string;
  /** The booking was made less than `hours` before pickup: no online changes. */
  noTermsChange: (hours: number) => string;
  clauses: (minDriverAge: number, fRoadAllowed: boolean) => string[];
}

const NBSP = '\u00a0';
const inIceland = (pattern: string) => (instant: Date) => formatInTimeZone(instant, TIME_ZONE, pattern);
const isoParts = (iso: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
/** Reorders a `YYYY-MM-DD` date; anything else is shown as given. */
const dayMonthYear = (separator: string) => (iso: string) => {
  const parts = isoParts(iso);
  return parts ? [parts[3], parts[2], parts[1]].join(separator) : iso;
};

const en: ContractTexts = {
  title: (brand) => `${brand} - Rental agreement`,
  reference: (reference) => `Reservation ${reference}`,
  referencePending: 'Reservation: the booking reference is given when the booking is paid',
  headings: {
    reservation: 'Reservation',
    parties: 'Renter and drivers',
    vehicle: 'Vehicle, rental period and cover',
    price: 'Price',
    cancellation: 'Cancellation and changes',
    terms: 'Terms',
  },
  colon: ': ',
  renter: 'Renter',
  driver: (n) => `Driver ${n}`,
  born: (date) => `born ${date}`,
  licence: (number) => `licence ${number}`,
  vehicle: 'Vehicle',
  orSimilar: ' or similar',
  guaranteed: ' (guaranteed model)',
  pickup: 'Pickup',
  return: 'Return',
  icelandTime: '(Iceland time)',
  insurance: 'Insurance',
  excess: 'excess',
  deposit: 'deposit',
  extras: 'Extras',
  extraDrivers: (count, free) => `Extra driver × ${count} (${free === count ? 'free' : `${free} free`})`,
  none: 'none',
  signedBy: (name, when, ip) =>
    `Signed by ${name} on ${when} (Iceland time)${ip ? ` from IP address ${ip}` : ''}`,
  hashNote: (sha256) => `Agreement SHA-256: ${sha256}`,
  priceLabels: PRICE_LINE_LABELS.en,
  dateTime: inIceland('yyyy-MM-dd HH:mm'),
  date: (iso) => iso,
  noFreeCancellation: (hours) => [
    `No free cancellation applies: this booking was made less than ${hours} hours before pickup.`,
    'A cancellation is made by request, with a reason; a refund of what was paid is decided case by case.',
  ],
  cancellation: (deadline, hours) => [
    `Free cancellation until ${deadline} (Iceland time), ${hours} hours before pickup: everything paid is refunded.`,
    'Later cancellations are made by request, with a reason; a refund of what was paid is decided case by case.',
  ],
  noTermsChange: (hours) =>
    `Online changes are not possible: this booking was made less than ${hours} hours before pickup.`,
  termsChange: (hours) =>
    `Dates, times, locations and vehicle can be changed online until ${hours} hours before pickup.`,
  clauses: (age, fRoad) => [
    `1. The vehicle may only be driven by the drivers named above, who must hold a valid licence and be at least ${age} years old.`,
    fRoad
      ? '2. The vehicle may be driven on mountain roads marked F. River crossings are at the renter’s own risk and not insured.'
      : '2. Driving on mountain roads marked F and off-road driving are prohibited by the agreement and by Icelandic law.',
    '3. Damage by gravel, sand, ash, water and wind (doors) is covered only by the protections listed above.',
    '4. The renter pays fuel or charging, parking fines, speeding fines and tolls incurred during the rental.',
    '5. The rental price includes unlimited kilometres. Road tax on electric and hybrid vehicles is collected for the state.',
    '6. The vehicle is returned at the agreed place and time in the condition it was received, normal wear excepted.',
    '7. Icelandic law applies; disputes go before the District Court of Reykjavík.',
  ],
};

const de: ContractTexts = {
  title: (brand) => `${brand} – Mietvertrag`,
  reference: (reference) => `Reservierung ${reference}`,
  referencePending: 'Reservierung: Die Buchungsnummer wird mit der Zahlung vergeben',
  headings: {
    reservation: 'Reservierung',
    parties: 'Mieter und Fahrer',
    vehicle: 'Fahrzeug, Mietzeit und Versicherung',
    price: 'Preis',
    cancellation: 'Stornierung und Änderungen',
    terms: 'Bedingungen',
  },
  colon: ': ',
  renter: 'Mieter',
  driver: (n) => `Fahrer ${n}`,
  born: (date) => `geboren am ${date}`,
  licence: (number) => `Führerschein ${number}`,
  vehicle: 'Fahrzeug',
  orSimilar: ' oder ähnlich',
  guaranteed: ' (garantiertes Modell)',
  pickup: 'Abholung',
  return: 'Rückgabe',
  icelandTime: '(isländische Zeit)',
  insurance: 'Versicherung',
  excess: 'Selbstbeteiligung',
  deposit: 'Kaution',
  extras: 'Extras',
  extraDrivers: (count, free) =>
    `Zusatzfahrer × ${count} (${free === count ? 'kostenlos' : `${free} kostenlos`})`,
  none: 'keine',
  signedBy: (name, when, ip) =>
    `Unterschrieben von ${name} am ${when} (isländische Zeit)${ip ? `, IP-Adresse ${ip}` : ''}`,
  hashNote: (sha256) => `SHA-256 des Vertrags: ${sha256}`,
  priceLabels: PRICE_LINE_LABELS.de,
  dateTime: inIceland('dd.MM.yyyy, HH:mm'),
  date: dayMonthYear('.'),
  noFreeCancellation: (hours) => [
    `Keine kostenlose Stornierung: Diese Buchung wurde weniger als ${hours} Stunden vor der Abholung gemacht.`,
    'Eine Stornierung ist auf Anfrage mit Begründung möglich; über die Erstattung bereits gezahlter Beträge wird im Einzelfall entschieden.',
  ],
  cancellation: (deadline, hours) => [
    `Kostenlose Stornierung bis ${deadline} (isländische Zeit), ${hours} Stunden vor der Abholung: Alle Zahlungen werden erstattet.`,
    'Spätere Stornierungen sind auf Anfrage mit Begründung möglich; über die Erstattung bereits gezahlter Beträge wird im Einzelfall entschieden.',
  ],
  noTermsChange: (hours) =>
    `Online-Änderungen sind nicht möglich: Diese Buchung wurde weniger als ${hours} Stunden vor der Abholung gemacht.`,
  termsChange: (hours) =>
    `Daten, Zeiten, Orte und Fahrzeug können bis ${hours} Stunden vor der Abholung online geändert werden.`,
  clauses: (age, fRoad) => [
    `1. Das Fahrzeug darf nur von den oben genannten Fahrern gefahren werden; sie müssen einen gültigen Führerschein besitzen und mindestens ${age} Jahre alt sein.`,
    fRoad
      ? '2. Das Fahrzeug darf auf den mit F gekennzeichneten Hochlandstraßen gefahren werden. Flussdurchquerungen erfolgen auf eigenes Risiko des Mieters und sind nicht versichert.'
      : '2. Fahrten auf den mit F gekennzeichneten Hochlandstraßen und abseits der Straßen sind nach diesem Vertrag und nach isländischem Recht verboten.',
    '3. Schäden durch Steinschlag, Sand, Asche, Wasser und Wind (Türen) sind nur durch die oben genannten Schutzpakete gedeckt.',
    '4. Der Mieter trägt Kraftstoff- oder Ladekosten, Parkgebühren und Bußgelder für Falschparken und Geschwindigkeitsüberschreitungen sowie Mautgebühren, die während der Miete anfallen.',
    '5. Der Mietpreis enthält unbegrenzte Kilometer. Die Straßenverkehrsabgabe für Elektro- und Hybridfahrzeuge wird für den Staat erhoben.',
    '6. Das Fahrzeug wird am vereinbarten Ort zur vereinbarten Zeit in dem Zustand zurückgegeben, in dem es übernommen wurde, normale Abnutzung ausgenommen.',
    '7. Es gilt isländisches Recht; Gerichtsstand ist das Bezirksgericht Reykjavík.',
  ],
};

const es: ContractTexts = {
  title: (brand) => `${brand} – Contrato de alquiler`,
  reference: (reference) => `Reserva ${reference}`,
  referencePending: 'Reserva: el número de reserva se asigna al pagar',
  headings: {
    reservation: 'Reserva',
    parties: 'Arrendatario y conductores',
    vehicle: 'Vehículo, periodo de alquiler y cobertura',
    price: 'Precio',
    cancellation: 'Cancelación y cambios',
    terms: 'Condiciones',
  },
  colon: ': ',
  renter: 'Arrendatario',
  driver: (n) => `Conductor ${n}`,
  born: (date) => `fecha de nacimiento ${date}`,
  licence: (number) => `permiso de conducir ${number}`,
  vehicle: 'Vehículo',
  orSimilar: ' o similar',
  guaranteed: ' (modelo garantizado)',
  pickup: 'Recogida',
  return: 'Devolución',
  icelandTime: '(hora de Islandia)',
  insurance: 'Seguro',
  excess: 'franquicia',
  deposit: 'depósito',
  extras: 'Extras',
  extraDrivers: (count, free) =>
    `Conductor adicional × ${count} (${free === count ? 'gratis' : `${free} gratis`})`,
  none: 'ninguno',
  signedBy: (name, when, ip) =>
    `Firmado por ${name} el ${when} (hora de Islandia)${ip ? `, dirección IP ${ip}` : ''}`,
  hashNote: (sha256) => `SHA-256 del contrato: ${sha256}`,
  priceLabels: PRICE_LINE_LABELS.es,
  dateTime: inIceland('dd/MM/yyyy HH:mm'),
  date: dayMonthYear('/'),
  noFreeCancellation: (hours) => [
    `No hay cancelación gratuita: esta reserva se hizo menos de ${hours} horas antes de la recogida.`,
    'La cancelación se solicita indicando el motivo; el reembolso de lo pagado se decide en cada caso.',
  ],
  cancellation: (deadline, hours) => [
    `Cancelación gratuita hasta el ${deadline} (hora de Islandia), ${hours} horas antes de la recogida: se reembolsa todo lo pagado.`,
    'Las cancelaciones posteriores se solicitan indicando el motivo; el reembolso de lo pagado se decide en cada caso.',
  ],
  noTermsChange: (hours) =>
    `No se pueden hacer cambios en línea: esta reserva se hizo menos de ${hours} horas antes de la recogida.`,
  termsChange: (hours) =>
    `Las fechas, horas, lugares y vehículo se pueden cambiar en línea hasta ${hours} horas antes de la recogida.`,
  clauses: (age, fRoad) => [
    `1. El vehículo solo puede ser conducido por los conductores indicados arriba, que deben tener un permiso de conducir válido y al menos ${age} años.`,
    fRoad
      ? '2. El vehículo puede circular por las carreteras de montaña marcadas con F. El vadeo de ríos corre por cuenta y riesgo del arrendatario y no está asegurado.'
      : '2. Circular por las carreteras de montaña marcadas con F y fuera de carretera está prohibido por el contrato y por la ley islandesa.',
    '3. Los daños causados por grava, arena, ceniza, agua y viento (puertas) solo están cubiertos por las protecciones indicadas arriba.',
    '4. El arrendatario paga el combustible o la carga, las multas de aparcamiento y de velocidad y los peajes generados durante el alquiler.',
    '5. El precio del alquiler incluye kilometraje ilimitado. El impuesto de circulación de los vehículos eléctricos e híbridos se recauda para el Estado.',
    '6. El vehículo se devuelve en el lugar y a la hora acordados, en el estado en que se recibió, salvo el desgaste normal.',
    '7. Se aplica la ley islandesa; las controversias se someten al Tribunal de Distrito de Reikiavik.',
  ],
};

const fr: ContractTexts = {
  title: (brand) => `${brand} – Contrat de location`,
  reference: (reference) => `Réservation ${reference}`,
  referencePending: 'Réservation : le numéro de réservation est attribué au paiement',
  headings: {
    reservation: 'Réservation',
    parties: 'Locataire et conducteurs',
    vehicle: 'Véhicule, période de location et couverture',
    price: 'Prix',
    cancellation: 'Annulation et modifications',
    terms: 'Conditions',
  },
  colon: `${NBSP}: `,
  renter: 'Locataire',
  driver: (n) => `Conducteur ${n}`,
  born: (date) => `date de naissance ${date}`,
  licence: (number) => `permis ${number}`,
  vehicle: 'Véhicule',
  orSimilar: ' ou similaire',
  guaranteed: ' (modèle garanti)',
  pickup: 'Prise en charge',
  return: 'Retour',
  icelandTime: '(heure islandaise)',
  insurance: 'Assurance',
  excess: 'franchise',
  deposit: 'dépôt de garantie',
  extras: 'Options',
  extraDrivers: (count, free) =>
    `Conducteur supplémentaire × ${count} (${free === count ? 'gratuit' : `${free} gratuit${free > 1 ? 's' : ''}`})`,
  none: 'aucune',
  signedBy: (name, when, ip) =>
    `Signé par ${name} le ${when} (heure islandaise)${ip ? `, adresse IP ${ip}` : ''}`,
  hashNote: (sha256) => `SHA-256 du contrat${NBSP}: ${sha256}`,
  priceLabels: PRICE_LINE_LABELS.fr,
  dateTime: inIceland('dd/MM/yyyy HH:mm'),
  date: dayMonthYear('/'),
  noFreeCancellation: (hours) => [
    `Aucune annulation gratuite${NBSP}: cette réservation a été faite moins de ${hours}${NBSP}heures avant la prise en charge.`,
    `Une annulation se fait sur demande motivée${NBSP}; le remboursement des montants payés est décidé au cas par cas.`,
  ],
  cancellation: (deadline, hours) => [
    `Annulation gratuite jusqu’au ${deadline} (heure islandaise), ${hours}${NBSP}heures avant la prise en charge${NBSP}: tout montant payé est remboursé.`,
    `Les annulations ultérieures se font sur demande motivée${NBSP}; le remboursement des montants payés est décidé au cas par cas.`,
  ],
  noTermsChange: (hours) =>
    `Aucune modification en ligne${NBSP}: cette réservation a été faite moins de ${hours}${NBSP}heures avant la prise en charge.`,
  termsChange: (hours) =>
    `Les dates, heures, lieux et le véhicule peuvent être modifiés en ligne jusqu’à ${hours}${NBSP}heures avant la prise en charge.`,
  clauses: (age, fRoad) => [
    `1. Le véhicule ne peut être conduit que par les conducteurs nommés ci-dessus, titulaires d’un permis de conduire valide et âgés d’au moins ${age}${NBSP}ans.`,
    fRoad
      ? '2. Le véhicule peut circuler sur les routes de montagne signalées F. Les traversées de rivières se font aux risques du locataire et ne sont pas assurées.'
      : '2. La conduite sur les routes de montagne signalées F et hors des routes est interdite par le contrat et par la loi islandaise.',
    '3. Les dommages causés par les gravillons, le sable, la cendre, l’eau et le vent (portières) ne sont couverts que par les protections indiquées ci-dessus.',
    '4. Le locataire paie le carburant ou la recharge, les amendes de stationnement et d’excès de vitesse et les péages encourus pendant la location.',
    '5. Le prix de la location comprend le kilométrage illimité. La taxe routière sur les véhicules électriques et hybrides est perçue pour l’État.',
    '6. Le véhicule est restitué au lieu et à l’heure convenus, dans l’état où il a été reçu, hors usure normale.',
    `7. Le droit islandais s’applique${NBSP}; les litiges relèvent du tribunal de district de Reykjavik.`,
  ],
};

const is: ContractTexts = {
  title: (brand) => `${brand} – Leigusamningur`,
  reference: (reference) => `Bókun ${reference}`,
  referencePending: 'Bókun: bókunarnúmer fæst við greiðslu',
  headings: {
    reservation: 'Bókun',
    parties: 'Leigutaki og ökumenn',
    vehicle: 'Ökutæki, leigutími og tryggingar',
    price: 'Verð',
    cancellation: 'Afbókun og breytingar',
    terms: 'Skilmálar',
  },
  colon: ': ',
  renter: 'Leigutaki',
  driver: (n) => `Ökumaður ${n}`,
  born: (date) => `fæðingardagur ${date}`,
  licence: (number) => `ökuskírteini ${number}`,
  vehicle: 'Ökutæki',
  orSimilar: ' eða sambærilegt',
  guaranteed: ' (tryggð gerð)',
  pickup: 'Afhending',
  return: 'Skil',
  icelandTime: '(íslenskur tími)',
  insurance: 'Trygging',
  excess: 'sjálfsábyrgð',
  deposit: 'tryggingarfé',
  extras: 'Aukahlutir',
  extraDrivers: (count, free) =>
    `Aukaökumaður × ${count} (${free === count ? 'án endurgjalds' : `${free} án endurgjalds`})`,
  none: 'engir',
  signedBy: (name, when, ip) =>
    `Undirritað af ${name} ${when} (íslenskur tími)${ip ? `, IP-tala ${ip}` : ''}`,
  hashNote: (sha256) => `SHA-256 samningsins: ${sha256}`,
  priceLabels: PRICE_LINE_LABELS.is,
  dateTime: inIceland("dd.MM.yyyy 'kl.' HH:mm"),
  date: dayMonthYear('.'),
  noFreeCancellation: (hours) => [
    `Engin ókeypis afbókun: þessi bókun var gerð minna en ${hours} klst. fyrir afhendingu.`,
    'Afbókun er gerð að beiðni með rökstuðningi; í hverju tilviki er ákveðið hvort greitt fé er endurgreitt.',
  ],
  cancellation: (deadline, hours) => [
    `Afbókun án endurgjalds til ${deadline} (íslenskur tími), ${hours} klst. fyrir afhendingu: allt sem greitt hefur verið er endurgreitt.`,
    'Síðari afbókanir eru gerðar að beiðni með rökstuðningi; í hverju tilviki er ákveðið hvort greitt fé er endurgreitt.',
  ],
  noTermsChange: (hours) =>
    `Ekki er hægt að breyta bókuninni á netinu: hún var gerð minna en ${hours} klst. fyrir afhendingu.`,
  termsChange: (hours) =>
    `Breyta má dagsetningum, tímum, stöðum og ökutæki á netinu til ${hours} klst. fyrir afhendingu.`,
  clauses: (age, fRoad) => [
    `1. Aðeins ökumenn sem nefndir eru hér að ofan mega aka ökutækinu; þeir skulu hafa gilt ökuskírteini og vera að minnsta kosti ${age} ára.`,
    fRoad
      ? '2. Heimilt er að aka ökutækinu á fjallvegum merktum F. Akstur yfir ár er á eigin ábyrgð leigutaka og er ekki tryggður.'
      : '2. Akstur á fjallvegum merktum F og utanvegaakstur eru bannaðir samkvæmt samningi þessum og íslenskum lögum.',
    '3. Tjón af völdum malar, sands, ösku, vatns og vinds (hurðir) er aðeins bætt samkvæmt þeim tryggingum sem taldar eru upp hér að ofan.',
    '4. Leigutaki greiðir eldsneyti eða hleðslu, stöðubrotsgjöld, hraðasektir og veggjöld sem falla til á leigutímanum.',
    '5. Leiguverðið felur í sér ótakmarkaðan akstur. Vegagjald af rafmagns- og tvinnbílum er innheimt fyrir ríkið.',
    '6. Ökutækinu skal skilað á umsömdum stað og tíma í sama ástandi og við afhendingu, að frátöldu eðlilegu sliti.',
    '7. Um samning þennan gilda íslensk lög; ágreiningsmál skulu rekin fyrir Héraðsdómi Reykjavíkur.',
  ],
};

export const CONTRACT_TEXTS: Record<Locale, ContractTexts> = { en, de, es, fr, is };

export function contractTexts(locale: Locale): ContractTexts {
  return CONTRACT_TEXTS[locale] ?? en;
}
