/**
 * The price summary's lines and their names in each language: one wording wherever a customer
 * reads a price (the site's summary, the rental agreement, the e-mails), so a charge is never
 * called one thing on the page and another on the contract. The site's message catalogues carry
 * the same words (`booking.summary.lines`; a unit test keeps them equal).
 */
import type { Locale } from './locale.ts';

export const PRICE_LINE_CODES = [
  'rental',
  'discount',
  'extras',
  'insurance',
  'one_way_fee',
  'road_tax',
  'total',
  'due_now',
  'pay_at_pickup',
] as const;
export type PriceLineCode = (typeof PRICE_LINE_CODES)[number];

export const PRICE_LINE_LABELS: Record<Locale, Record<PriceLineCode, string>> = {
  en: {
    rental: 'Rental price',
    discount: 'Discount',
    extras: 'Extras',
    insurance: 'Insurance',
    one_way_fee: 'One-way fee',
    road_tax: 'Road tax',
    total: 'Total',
    due_now: 'Due now',
    pay_at_pickup: 'Pay at pickup',
  },
  de: {
    rental: 'Mietpreis',
    discount: 'Rabatt',
    extras: 'Extras',
    insurance: 'Versicherung',
    one_way_fee: 'Einweggebühr',
    road_tax: 'Straßenverkehrsabgabe',
    total: 'Gesamt',
    due_now: 'Jetzt fällig',
    pay_at_pickup: 'Bei Abholung zahlen',
  },
  es: {
    rental: 'Precio del alquiler',
    discount: 'Descuento',
    extras: 'Extras',
    insurance: 'Seguro',
    one_way_fee: 'Tasa de devolución en otra oficina',
    road_tax: 'Impuesto de circulación',
    total: 'Total',
    due_now: 'A pagar ahora',
    pay_at_pickup: 'A pagar en la recogida',
  },
  fr: {
    rental: 'Prix de location',
    discount: 'Remise',
    extras: 'Options',
    insurance: 'Assurance',
    one_way_fee: 'Frais d’abandon',
    road_tax: 'Taxe routière',
    total: 'Total',
    due_now: 'À payer maintenant',
    pay_at_pickup: 'À payer à la prise en charge',
  },
  is: {
    rental: 'Leiguverð',
    discount: 'Afsláttur',
    extras: 'Aukahlutir',
    insurance: 'Tryggingar',
    one_way_fee: 'Gjald fyrir skil á öðrum stað',
    road_tax: 'Vegagjald',
    total: 'Samtals',
    due_now: 'Greitt núna',
    pay_at_pickup: 'Greitt við afhendingu',
  },
};
