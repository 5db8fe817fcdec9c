import type { Locale } from './locale.ts';

export const PERSON_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'fullName',
  'phone',
  'mobile',
  'ssn',
  'dateOfBirth',
  'country',
  'address',
  'zipcode',
  'city',
  'name',
  'licenseNumber',
  'licensePhotoFront',
  'licensePhotoBack',
] as const;
export const TRIP_FIELDS = ['numberOfPassengers', 'flightNumber', 'arrivalTime', 'specialComments'] as const;
export const LEASE_FIELDS = ['leaseStartDate', 'leaseEndDate', 'deliveryTime', 'deliveryLocation'] as const;
export const FORM_FIELDS = [...PERSON_FIELDS, ...TRIP_FIELDS, ...LEASE_FIELDS] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** The search's deep-link parameters, named like the address carries them. */
export const SEARCH_FIELDS = [
  'pickupLocation',
  'returnLocation',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'coupon',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export function isFormField(value: unknown): value is FormField {
  return typeof value === 'string' && (FORM_FIELDS as readonly string[]).includes(value);
}

/** Limits of the form fields; the messages quote them. */
export const PHONE_DIGITS = 7;
export const KENNITALA_DIGITS = 10;
export const NAME_MIN_LENGTH = 2;
export const MINIMUM_AGE = 18;
/** Free text such as special comments (beyond the SPEC: a bound on what a form may post). */
export const COMMENTS_MAX_LENGTH = 2000;

export interface ValidationMessages {
  labels: Record<FormField, string>;
  required: (label: string) => string;
  invalid: (label: string) => string;
  minLength: (label: string, min: number) => string;
  emailInvalid: string;
  phoneDigits: string;
  phoneFormat: string;
  /** A number without calling code that the chosen country does not have; `country` is its name. */
  phoneNational: (country: string) => string;
  mobileFormat: string;
  ssnDigits: string;
  ssnFormat: string;
  dateOfBirthInvalid: string;
  minimumAge: string;
  /** Labels of the search's deep-link parameters. */
  searchLabels: Record<SearchField, string>;
  maxLength: (label: string, max: number) => string;
  notInPast: (label: string) => string;
  /** A location, day or time the chosen place does not offer. */
  notAvailable: (label: string) => string;
  /** The tenant's or vehicle's minimum driver age, measured on the pickup date. */
  driverMinimumAge: (age: number) => string;
  /** "Are you the main driver?" left unanswered. */
  bookerDrivesRequired: string;
  leaseMinimumLength: (days: number) => string;
  returnBeforePickup: string;
  tooManyDrivers: (max: number) => string;
}

// French typography wants a no-break space inside guillemets and before units.
const NBSP = '\u00a0';

const en: ValidationMessages = {
  labels: {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    fullName: 'Full name',
    phone: 'Phone number',
    mobile: 'Mobile number',
    ssn: 'Kennitala',
    dateOfBirth: 'Date of birth',
    country: 'Country',
    address: 'Address',
    zipcode: 'Postcode',
    city: 'City',
    name: 'Name',
    licenseNumber: 'Licence number',
    licensePhotoFront: 'Licence photo (front)',
    licensePhotoBack: 'Licence photo (back)',
    numberOfPassengers: 'Number of passengers',
    flightNumber: 'Flight number',
    arrivalTime: 'Arrival time',
    specialComments: 'Special comments',
    leaseStartDate: 'Lease start date',
    leaseEndDate: 'Lease end date',
    deliveryTime: 'Delivery time',
    deliveryLocation: 'Delivery location',
  },
  required: (label) => `${label} is required`,
  invalid: (label) => `${label} is invalid`,
  minLength: (label, min) => `${label} must be at least ${min} characters`,
  emailInvalid: 'Email is invalid',
  phoneDigits: `Phone number must have exactly ${PHONE_DIGITS} digits`,
  phoneFormat: 'Please enter a valid phone number',
  phoneNational: (country) =>
    `This is not a valid phone number in ${country}. For a number from another country, start with + and its country code.`,
  mobileFormat: 'Please enter a valid mobile number',
  ssnDigits: `Kennitala must have exactly ${KENNITALA_DIGITS} digits`,
  ssnFormat: 'Please enter a valid Kennitala',
  dateOfBirthInvalid: 'Date of birth is invalid',
  minimumAge: `You must be at least ${MINIMUM_AGE} years old`,
  searchLabels: {
    pickupLocation: 'Pickup location',
    returnLocation: 'Return location',
    pickupDate: 'Pickup date',
    pickupTime: 'Pickup time',
    returnDate: 'Return date',
    returnTime: 'Return time',
    coupon: 'Promo code',
  },
  maxLength: (label, max) => `${label} must be at most ${max} characters`,
  notInPast: (label) => `${label} cannot be in the past`,
  notAvailable: (label) => `${label} is not available`,
  driverMinimumAge: (age) => `The driver must be at least ${age} years old`,
  bookerDrivesRequired: 'Choose who will drive',
  leaseMinimumLength: (days) => `The lease must last at least ${days} days`,
  returnBeforePickup: 'The return must be after the pickup',
  tooManyDrivers: (max) => `At most ${max} extra drivers`,
};

const de: ValidationMessages = {
  labels: {
    email: 'E-Mail',
    firstName: 'Vorname',
    lastName: 'Nachname',
    fullName: 'Vollständiger Name',
    phone: 'Telefonnummer',
    mobile: 'Mobilnummer',
    ssn: 'Kennitala',
    dateOfBirth: 'Geburtsdatum',
    country: 'Land',
    address: 'Adresse',
    zipcode: 'Postleitzahl',
    city: 'Ort',
    name: 'Name',
    licenseNumber: 'Führerscheinnummer',
    licensePhotoFront: 'Führerscheinfoto (Vorderseite)',
    licensePhotoBack: 'Führerscheinfoto (Rückseite)',
    numberOfPassengers: 'Anzahl der Reisenden',
    flightNumber: 'Flugnummer',
    arrivalTime: 'Ankunftszeit',
    specialComments: 'Besondere Anmerkungen',
    leaseStartDate: 'Leasingbeginn',
    leaseEndDate: 'Leasingende',
    deliveryTime: 'Lieferzeit',
    deliveryLocation: 'Lieferort',
  },
  required: (label) => `${label} ist erforderlich`,
  invalid: (label) => `${label} ist ungültig`,
  minLength: (label, min) => `${label} muss mindestens ${min} Zeichen lang sein`,
  emailInvalid: 'E-Mail ist ungültig',
  phoneDigits: `Die Telefonnummer muss genau ${PHONE_DIGITS} Ziffern haben`,
  phoneFormat: 'Bitte geben Sie eine gültige Telefonnummer ein',
  phoneNational: (country) =>
    `Das ist keine gültige Telefonnummer für ${country}. Nummern aus einem anderen Land beginnen mit + und der Ländervorwahl.`,
  mobileFormat: 'Bitte geben Sie eine gültige Mobilnummer ein',
  ssnDigits: `Die Kennitala muss genau ${KENNITALA_DIGITS} Ziffern haben`,
  ssnFormat: 'Bitte geben Sie eine gültige Kennitala ein',
  dateOfBirthInvalid: 'Geburtsdatum ist ungültig',
  minimumAge: `Sie müssen mindestens ${MINIMUM_AGE} Jahre alt sein`,
  searchLabels: {
    pickupLocation: 'Abholort',
    returnLocation: 'Rückgabeort',
    pickupDate: 'Abholdatum',
    pickupTime: 'Abholzeit',
    returnDate: 'Rückgabedatum',
    returnTime: 'Rückgabezeit',
    coupon: 'Aktionscode',
  },
  maxLength: (label, max) => `${label} darf höchstens ${max} Zeichen lang sein`,
  notInPast: (label) => `${label} darf nicht in der Vergangenheit liegen`,
  notAvailable: (label) => `${label} ist nicht verfügbar`,
  // "Wer fährt" names no gender.
  driverMinimumAge: (age) => `Wer fährt, muss mindestens ${age} Jahre alt sein`,
  bookerDrivesRequired: 'Bitte wählen Sie, wer fährt',
  leaseMinimumLength: (days) => `Das Leasing muss mindestens ${days} Tage dauern`,
  returnBeforePickup: 'Die Rückgabe muss nach der Abholung liegen',
  tooManyDrivers: (max) => `Höchstens ${max} zusätzliche Fahrer`,
};

const es: ValidationMessages = {
  labels: {
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    fullName: 'Nombre completo',
    phone: 'Número de teléfono',
    mobile: 'Número de móvil',
    ssn: 'Kennitala',
    dateOfBirth: 'Fecha de nacimiento',
    country: 'País',
    address: 'Dirección',
    zipcode: 'Código postal',
    city: 'Ciudad',
    name: 'Nombre',
    licenseNumber: 'Número del permiso de conducir',
    licensePhotoFront: 'Foto del permiso de conducir (anverso)',
    licensePhotoBack: 'Foto del permiso de conducir (reverso)',
    numberOfPassengers: 'Número de pasajeros',
    flightNumber: 'Número de vuelo',
    arrivalTime: 'Hora de llegada',
    specialComments: 'Comentarios especiales',
    leaseStartDate: 'Fecha de inicio del alquiler',
    leaseEndDate: 'Fecha de fin del alquiler',
    deliveryTime: 'Hora de entrega',
    deliveryLocation: 'Lugar de entrega',
  },
  // "El campo …" keeps the sentence correct whatever the label's grammatical gender.
  required: (label) => `El campo ${label} es obligatorio`,
  invalid: (label) => `El campo ${label} no es válido`,
  minLength: (label, min) => `El campo ${label} debe tener al menos ${min} caracteres`,
  emailInvalid: 'El correo electrónico no es válido',
  phoneDigits: `El número de teléfono debe tener exactamente ${PHONE_DIGITS} dígitos`,
  phoneFormat: 'Introduce un número de teléfono válido',
  phoneNational: (country) =>
    `No es un número de teléfono válido en ${country}. Si el número es de otro país, empieza por + y su prefijo internacional.`,
  mobileFormat: 'Introduce un número de móvil válido',
  ssnDigits: `La kennitala debe tener exactamente ${KENNITALA_DIGITS} dígitos`,
  ssnFormat: 'Introduce una kennitala válida',
  dateOfBirthInvalid: 'La fecha de nacimiento no es válida',
  minimumAge: `Debes tener al menos ${MINIMUM_AGE} años`,
  searchLabels: {
    pickupLocation: 'Lugar de recogida',
    returnLocation: 'Lugar de devolución',
    pickupDate: 'Fecha de recogida',
    pickupTime: 'Hora de recogida',
    returnDate: 'Fecha de devolución',
    returnTime: 'Hora de devolución',
    coupon: 'Código promocional',
  },
  maxLength: (label, max) => `El campo ${label} debe tener como máximo ${max} caracteres`,
  notInPast: (label) => `El campo ${label} no puede ser una fecha pasada`,
  notAvailable: (label) => `${label}: opción no disponible`,
  driverMinimumAge: (age) => `Quien conduzca debe tener al menos ${age} años`,
  bookerDrivesRequired: 'Elige quién conducirá',
  leaseMinimumLength: (days) => `El alquiler debe durar al menos ${days} días`,
  returnBeforePickup: 'La devolución debe ser posterior a la recogida',
  tooManyDrivers: (max) => `Como máximo ${max} conductores adicionales`,
};

const fr: ValidationMessages = {
  labels: {
    email: 'Adresse e-mail',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    fullName: 'Nom complet',
    phone: 'Numéro de téléphone',
    mobile: 'Numéro de portable',
    ssn: 'Kennitala',
    dateOfBirth: 'Date de naissance',
    country: 'Pays',
    address: 'Adresse',
    zipcode: 'Code postal',
    city: 'Ville',
    name: 'Nom',
    licenseNumber: 'Numéro de permis de conduire',
    licensePhotoFront: 'Photo du permis (recto)',
    licensePhotoBack: 'Photo du permis (verso)',
    numberOfPassengers: 'Nombre de passagers',
    flightNumber: 'Numéro de vol',
    arrivalTime: 'Heure d’arrivée',
    specialComments: 'Commentaires particuliers',
    leaseStartDate: 'Date de début de location',
    leaseEndDate: 'Date de fin de location',
    deliveryTime: 'Heure de livraison',
    deliveryLocation: 'Lieu de livraison',
  },
  required: (label) => `Le champ «${NBSP}${label}${NBSP}» est obligatoire`,
  invalid: (label) => `Le champ «${NBSP}${label}${NBSP}» n’est pas valide`,
  minLength: (label, min) =>
    `Le champ «${NBSP}${label}${NBSP}» doit contenir au moins ${min}${NBSP}caractères`,
  emailInvalid: 'L’adresse e-mail n’est pas valide',
  phoneDigits: `Le numéro de téléphone doit comporter exactement ${PHONE_DIGITS}${NBSP}chiffres`,
  phoneFormat: 'Veuillez saisir un numéro de téléphone valide',
  phoneNational: (country) =>
    `Ce n’est pas un numéro de téléphone valide pour ce pays${NBSP}: ${country}. Pour un numéro d’un autre pays, commencez par + et l’indicatif du pays.`,
  mobileFormat: 'Veuillez saisir un numéro de portable valide',
  ssnDigits: `La kennitala doit comporter exactement ${KENNITALA_DIGITS}${NBSP}chiffres`,
  ssnFormat: 'Veuillez saisir une kennitala valide',
  dateOfBirthInvalid: 'La date de naissance n’est pas valide',
  minimumAge: `Vous devez avoir au moins ${MINIMUM_AGE}${NBSP}ans`,
  searchLabels: {
    pickupLocation: 'Lieu de prise en charge',
    returnLocation: 'Lieu de retour',
    pickupDate: 'Date de prise en charge',
    pickupTime: 'Heure de prise en charge',
    returnDate: 'Date de retour',
    returnTime: 'Heure de retour',
    coupon: 'Code promo',
  },
  maxLength: (label, max) =>
    `Le champ «${NBSP}${label}${NBSP}» doit contenir au plus ${max}${NBSP}caractères`,
  notInPast: (label) => `Le champ «${NBSP}${label}${NBSP}» ne peut pas être dans le passé`,
  notAvailable: (label) => `La valeur du champ «${NBSP}${label}${NBSP}» n’est pas disponible`,
  driverMinimumAge: (age) => `La personne qui conduit doit avoir au moins ${age}${NBSP}ans`,
  bookerDrivesRequired: 'Veuillez indiquer qui conduira',
  leaseMinimumLength: (days) => `La location doit durer au moins ${days}${NBSP}jours`,
  returnBeforePickup: 'Le retour doit avoir lieu après la prise en charge',
  tooManyDrivers: (max) => `Au plus ${max}${NBSP}conducteurs supplémentaires`,
};

const is: ValidationMessages = {
  labels: {
    email: 'Netfang',
    firstName: 'Fornafn',
    lastName: 'Eftirnafn',
    fullName: 'Fullt nafn',
    phone: 'Símanúmer',
    mobile: 'Farsímanúmer',
    ssn: 'Kennitala',
    dateOfBirth: 'Fæðingardagur',
    country: 'Land',
    address: 'Heimilisfang',
    zipcode: 'Póstnúmer',
    city: 'Staður',
    name: 'Nafn',
    licenseNumber: 'Ökuskírteinisnúmer',
    licensePhotoFront: 'Mynd af ökuskírteini (framhlið)',
    licensePhotoBack: 'Mynd af ökuskírteini (bakhlið)',
    numberOfPassengers: 'Fjöldi farþega',
    flightNumber: 'Flugnúmer',
    arrivalTime: 'Komutími',
    specialComments: 'Athugasemdir',
    leaseStartDate: 'Upphafsdagur leigu',
    leaseEndDate: 'Lokadagur leigu',
    deliveryTime: 'Afhendingartími',
    deliveryLocation: 'Afhendingarstaður',
  },
  // Naming the field ("reiturinn") keeps the sentence correct whatever the label's gender and case.
  required: (label) => `Fylla þarf út reitinn „${label}“`,
  invalid: (label) => `Reiturinn „${label}“ er ógildur`,
  minLength: (label, min) => `Reiturinn „${label}“ verður að innihalda minnst ${min} stafi`,
  emailInvalid: 'Netfangið er ógilt',
  phoneDigits: `Símanúmer verður að vera nákvæmlega ${PHONE_DIGITS} tölustafir`,
  phoneFormat: 'Vinsamlegast sláðu inn gilt símanúmer',
  phoneNational: (country) =>
    `Þetta er ekki gilt símanúmer í landinu ${country}. Númer frá öðru landi byrjar á + og landsnúmeri.`,
  mobileFormat: 'Vinsamlegast sláðu inn gilt farsímanúmer',
  ssnDigits: `Kennitala verður að vera nákvæmlega ${KENNITALA_DIGITS} tölustafir`,
  ssnFormat: 'Vinsamlegast sláðu inn gilda kennitölu',
  dateOfBirthInvalid: 'Fæðingardagur er ógildur',
  minimumAge: `Þú verður að vera að minnsta kosti ${MINIMUM_AGE} ára`,
  searchLabels: {
    pickupLocation: 'Sækja á',
    returnLocation: 'Skila á',
    pickupDate: 'Dagsetning afhendingar',
    pickupTime: 'Tími afhendingar',
    returnDate: 'Dagsetning skila',
    returnTime: 'Tími skila',
    coupon: 'Afsláttarkóði',
  },
  maxLength: (label, max) => `Reiturinn „${label}“ má innihalda mest ${max} stafi`,
  notInPast: (label) => `Reiturinn „${label}“ má ekki vera liðin dagsetning`,
  notAvailable: (label) => `Valið í reitnum „${label}“ er ekki í boði`,
  driverMinimumAge: (age) => `Ökumaður verður að vera að minnsta kosti ${age} ára`,
  bookerDrivesRequired: 'Veldu hver ekur',
  leaseMinimumLength: (days) => `Leigan verður að vara í að minnsta kosti ${days} daga`,
  returnBeforePickup: 'Skil verða að vera eftir afhendingu',
  tooManyDrivers: (max) => `Mest ${max} aukaökumenn`,
};

export const VALIDATION_MESSAGES: Record<Locale, ValidationMessages> = { en, de, es, fr, is };

export function validationMessages(locale: Locale): ValidationMessages {
  return VALIDATION_MESSAGES[locale] ?? en;
}
