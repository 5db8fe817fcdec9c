// The rental agreement, template 1830, rendered from a reservation. Pure. The
// template id is configuration (stored with each signature), never printed in the agreement.
import { createHash } from 'node:crypto';
import { type Locale, policyDeadlines } from '../../domain/index.ts';
import { contractTexts } from './contract-texts.ts';
import type { PriceSummary } from './pricing.ts';

export const CONTRACT_TEMPLATE_ID = 1830;
/** Shown where the reservation's reference will be: nothing is booked yet. */
export const PREVIEW_REFERENCE = '—';
export const CHECKIN_PAYMENT_OPTION_ID = 540;

export interface ContractData {
  brandName: string;
  /** The booking reference; "—" before the reservation exists (the Contract step's preview). */
  reference: string;
  vehicleName: string;
  orSimilar: boolean;
  pickupLocation: string;
  returnLocation: string;
  pickupAt: Date;
  returnAt: Date;
  renter: { name: string; email: string; phone?: string; address?: string };
  drivers: { name: string; licenseNumber?: string; dateOfBirth?: string }[];
  price: Pick<PriceSummary, 'lines' | 'excess' | 'deposit'>;
  insuranceName: string;
  extras: string[];
  /** Extra drivers and how many of them are free: listed with the extras, the free ones as free. */
  extraDrivers?: { count: number; free: number } | null;
  minDriverAge: number;
  fRoadAllowed: boolean;
  /**
   * The tenant's cancellation and change terms. Optional so that the agreement signed at
   * check-in keeps the exact text (and hash) it has always had.
   */
  cancellation?: { freeCancellationHours: number; termsChangeMinHours?: number; bookedAt: Date };
}

export interface ContractSection {
  heading: string;
  lines: string[];
}

export interface ContractDocument {
  title: string;
  sections: ContractSection[];
}

const isk = (n: number) => `${new Intl.NumberFormat('is-IS').format(n)} kr`;

/** The agreement as headed sections in `locale`, for the screen and the PDF. */
export function contractDocument(data: ContractData, locale: Locale = 'en'): ContractDocument {
  const t = contractTexts(locale);
  const label = (name: string, value: string) => `${name}${t.colon}${value}`;
  const renter = [
    data.renter.name,
    data.renter.email,
    ...(data.renter.phone ? [data.renter.phone] : []),
    ...(data.renter.address ? [data.renter.address] : []),
  ].join(', ');
  const drivers = data.drivers.map((d, i) =>
    label(
      t.driver(i + 1),
      [
        d.name,
        ...(d.dateOfBirth ? [t.born(t.date(d.dateOfBirth))] : []),
        ...(d.licenseNumber ? [t.licence(d.licenseNumber)] : []),
      ].join(', '),
    ),
  );
  const extras = [
    ...data.extras,
    ...(data.extraDrivers ? [t.extraDrivers(data.extraDrivers.count, data.extraDrivers.free)] : []),
  ];
  const sections: ContractSection[] = [
    {
      heading: t.headings.reservation,
      // Before payment there is no reference: say so instead of "Reservation —".
      lines: [data.reference === PREVIEW_REFERENCE ? t.referencePending : t.reference(data.reference)],
    },
    { heading: t.headings.parties, lines: [label(t.renter, renter), ...drivers] },
    {
      heading: t.headings.vehicle,
      lines: [
        label(t.vehicle, `${data.vehicleName}${data.orSimilar ? t.orSimilar : t.guaranteed}`),
        label(t.pickup, `${data.pickupLocation}, ${t.dateTime(data.pickupAt)} ${t.icelandTime}`),
        label(t.return, `${data.returnLocation}, ${t.dateTime(data.returnAt)} ${t.icelandTime}`),
        label(
          t.insurance,
          `${data.insuranceName}; ${t.excess} ${isk(data.price.excess)}; ${t.deposit} ${isk(data.price.deposit)}`,
        ),
        label(t.extras, extras.length ? extras.join(', ') : t.none),
      ],
    },
    {
      heading: t.headings.price,
      // English keeps the label the price summary carries (the text signed at check-in).
      lines: data.price.lines.map((l) =>
        label(locale === 'en' ? l.label : (t.priceLabels[l.code] ?? l.label), isk(l.amount)),
      ),
    },
  ];
  if (data.cancellation) {
    const { freeCancellationHours, termsChangeMinHours, bookedAt } = data.cancellation;
    // From the booking's own dates: a deadline already past when it was made is never quoted.
    const deadlines = policyDeadlines(data.cancellation, data.pickupAt, bookedAt);
    const changes =
      termsChangeMinHours === undefined
        ? []
        : [
            deadlines.changesUntil
              ? t.termsChange(termsChangeMinHours)
              : t.noTermsChange(termsChangeMinHours),
          ];
    sections.push({
      heading: t.headings.cancellation,
      lines: [
        ...(deadlines.freeCancellationUntil
          ? t.cancellation(t.dateTime(deadlines.freeCancellationUntil), freeCancellationHours)
          : t.noFreeCancellation(freeCancellationHours)),
        ...changes,
      ],
    });
  }
  sections.push({ heading: t.headings.terms, lines: t.clauses(data.minDriverAge, data.fRoadAllowed) });
  return { title: t.title(data.brandName), sections };
}

/**
 * The agreement as plain text: the title, then each section's lines, sections apart by an empty
 * line (the first follows the title directly). Headings are layout, not terms: they are not part
 * of the text, so the text and its hash read the same as before the agreement had sections.
 */
export function contractText(document: ContractDocument): string {
  const [first, ...rest] = document.sections;
  const head = [document.title, ...(first?.lines ?? [])].join('\n');
  return [head, ...rest.map((s) => s.lines.join('\n'))].join('\n\n');
}

/** Plain text, one paragraph per line, so the hash is stable and the PDF is a faithful copy. */
export function renderContract(data: ContractData, locale: Locale = 'en'): string {
  return contractText(contractDocument(data, locale));
}

/**
 * A stored agreement text (what was signed) back as a document for the PDF: the first line is
 * the title, each paragraph a section without a heading.
 */
export function documentFromText(text: string): ContractDocument {
  const [title = '', ...rest] = text.split('\n');
  const sections: ContractSection[] = [];
  let lines: string[] = [];
  for (const line of rest) {
    if (line === '') {
      if (lines.length) sections.push({ heading: '', lines });
      lines = [];
    } else lines.push(line);
  }
  if (lines.length) sections.push({ heading: '', lines });
  return { title, sections };
}

export function contractHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
