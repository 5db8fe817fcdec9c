import type { L, Tenant } from '../lib.ts';

export const BRAND: Record<Tenant, { name: string; email: string; phone: string; phoneSecondary: string }> = {
  cars: {
    name: 'Vegur Car Rental',
    email: 'cars@vegur.is',
    phone: '+354 519 4400',
    phoneSecondary: '+354 519 4401',
  },
  campers: {
    name: 'Vegur Campers',
    email: 'campers@vegur.is',
    phone: '+354 519 4500',
    phoneSecondary: '+354 519 4501',
  },
  lease: {
    name: 'Vegur Lease',
    email: 'lease@vegur.is',
    phone: '+354 519 4600',
    phoneSecondary: '+354 519 4601',
  },
};

export const OFFICES = {
  keflavik: { street: 'Blikavöllur 2', postalCode: '235', city: 'Keflavíkurflugvöllur' },
  reykjavik: { street: 'Vatnsmýrarvegur 10', postalCode: '101', city: 'Reykjavík' },
};

export const OFFICE_TITLES: Record<keyof typeof OFFICES, L> = {
  keflavik: {
    en: 'Keflavik Airport',
    de: 'Flughafen Keflavík',
    es: 'Aeropuerto de Keflavík',
    fr: 'Aéroport de Keflavík',
    is: 'Keflavíkurflugvöllur',
  },
  reykjavik: {
    en: 'Reykjavik office',
    de: 'Büro Reykjavík',
    es: 'Oficina de Reikiavik',
    fr: 'Agence de Reykjavik',
    is: 'Skrifstofa í Reykjavík',
  },
};

export const MAP_LINKS = {
  keflavik: 'https://www.google.com/maps/search/?api=1&query=63.9985,-22.6056',
  reykjavik: 'https://www.google.com/maps/search/?api=1&query=64.1332,-21.9391',
};

export const MAP_EMBEDS = {
  keflavik:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3000!2d-22.6056!3d63.9985!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sis',
  reykjavik:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3000!2d-21.9391!3d64.1332!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sis',
};

export const SOCIALS: Record<Tenant, { platform: string; url: string }[]> = {
  cars: [
    { platform: 'facebook', url: 'https://www.facebook.com/vegurcarrental' },
    { platform: 'instagram', url: 'https://www.instagram.com/vegurcarrental' },
    { platform: 'tripadvisor', url: 'https://www.tripadvisor.com/vegur-car-rental' },
  ],
  campers: [
    { platform: 'facebook', url: 'https://www.facebook.com/vegurcampers' },
    { platform: 'instagram', url: 'https://www.instagram.com/vegurcampers' },
    { platform: 'youtube', url: 'https://www.youtube.com/@vegurcampers' },
    { platform: 'tiktok', url: 'https://www.tiktok.com/@vegurcampers' },
  ],
  lease: [
    { platform: 'facebook', url: 'https://www.facebook.com/vegurlease' },
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/vegur-lease' },
  ],
};

/** What each brand calls its vehicles, for sentences that name them. */
export const NOUN: Record<Tenant, L> = {
  cars: { en: 'car', de: 'Mietwagen', es: 'coche', fr: 'voiture', is: 'bíl' },
  campers: { en: 'camper', de: 'Camper', es: 'camper', fr: 'van aménagé', is: 'húsbíl' },
  lease: { en: 'car', de: 'Fahrzeug', es: 'coche', fr: 'véhicule', is: 'bíl' },
};
