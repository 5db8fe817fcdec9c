import {
  type ContractData,
  contractDocument,
  contractHash,
  contractText,
  documentFromText,
  renderContract,
} from '@booking/rules/contract.ts';
import { contractData, driversOf } from '@booking/rules/contract-data.ts';
import { contractPdf, drawableText } from '@booking/rules/contract-pdf.ts';
import { CONTRACT_TEXTS } from '@booking/rules/contract-texts.ts';
import type { PriceSummary } from '@booking/rules/pricing.ts';
import { SEED_SETTINGS } from '@booking/seed/fleet.ts';
import { LOCALES, TIME_ZONE } from '@domain';
import { formatInTimeZone } from 'date-fns-tz';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

/**
 * The English agreement exactly as it was rendered before it had sections and languages
 * (booking/rules/contract.ts at the booking flow's first commit). Check-in signatures hash this
 * text: any difference would make every agreement shown before a deploy unsignable after it (the
 * customer is asked to review it again). Changed once on purpose: the title no longer prints the
 * template id, "(template 1830)".
 */
function legacyRenderContract(data: ContractData): string {
  const isk = (n: number) => `${new Intl.NumberFormat('is-IS').format(n)} kr`;
  const when = (d: Date) => formatInTimeZone(d, TIME_ZONE, 'yyyy-MM-dd HH:mm');
  const lines = [
    `${data.brandName} - Rental agreement`,
    `Reservation ${data.reference}`,
    '',
    `Renter: ${data.renter.name}, ${data.renter.email}${data.renter.phone ? `, ${data.renter.phone}` : ''}${data.renter.address ? `, ${data.renter.address}` : ''}`,
    ...data.drivers.map(
      (d, i) =>
        `Driver ${i + 1}: ${d.name}${d.dateOfBirth ? `, born ${d.dateOfBirth}` : ''}${d.licenseNumber ? `, licence ${d.licenseNumber}` : ''}`,
    ),
    '',
    `Vehicle: ${data.vehicleName}${data.orSimilar ? ' or similar' : ' (guaranteed model)'}`,
    `Pickup: ${data.pickupLocation}, ${when(data.pickupAt)} (Iceland time)`,
    `Return: ${data.returnLocation}, ${when(data.returnAt)} (Iceland time)`,
    `Insurance: ${data.insuranceName}; excess ${isk(data.price.excess)}; deposit ${isk(data.price.deposit)}`,
    `Extras: ${data.extras.length ? data.extras.join(', ') : 'none'}`,
    '',
    ...data.price.lines.map((l) => `${l.label}: ${isk(l.amount)}`),
    '',
    '1. The vehicle may only be driven by the drivers named above, who must hold a valid licence and be at least ' +
      `${data.minDriverAge} years old.`,
    data.fRoadAllowed
      ? '2. The vehicle may be driven on mountain roads marked F. River crossings are at the renter’s own risk and not insured.'
      : '2. Driving on mountain roads marked F and off-road driving are prohibited by the agreement and by Icelandic law.',
    '3. Damage by gravel, sand, ash, water and wind (doors) is covered only by the protections listed above.',
    '4. The renter pays fuel or charging, parking fines, speeding fines and tolls incurred during the rental.',
    '5. The rental price includes unlimited kilometres. Road tax on electric and hybrid vehicles is collected for the state.',
    '6. The vehicle is returned at the agreed place and time in the condition it was received, normal wear excepted.',
    '7. Icelandic law applies; disputes go before the District Court of Reykjavík.',
  ];
  return lines.join('\n');
}

const price: ContractData['price'] = {
  excess: 350000,
  deposit: 350000,
  lines: [
    { code: 'rental', label: 'Rental price', amount: 45900 },
    { code: 'discount', label: 'Discount', amount: -4590 },
    { code: 'extras', label: 'Extras', amount: 4500 },
    { code: 'insurance', label: 'Insurance', amount: 0 },
    { code: 'total', label: 'Total', amount: 45810 },
    { code: 'due_now', label: 'Due now', amount: 45810 },
    { code: 'pay_at_pickup', label: 'Pay at pickup', amount: 0 },
  ],
};

const data: ContractData = {
  brandName: 'Vegur Car Rental',
  reference: 'VG7K2MQ',
  vehicleName: 'Volkswagen Golf',
  orSimilar: true,
  pickupLocation: 'Keflavik Airport',
  returnLocation: 'Reykjavík',
  pickupAt: new Date('2026-06-15T12:00:00Z'),
  returnAt: new Date('2026-06-18T09:30:00Z'),
  renter: {
    name: 'Anna Jónsdóttir',
    email: 'anna@example.com',
    phone: '+3545551234',
    address: 'Laugavegur 1, Reykjavík',
  },
  drivers: [
    { name: 'Anna Jónsdóttir', dateOfBirth: '1990-04-02', licenseNumber: 'IS1234567' },
    { name: 'Þór Ægisson' },
  ],
  price,
  insuranceName: 'Collision damage waiver (CDW), included + Gravel protection (GP)',
  extras: ['GPS navigation × 1'],
  minDriverAge: 20,
  fRoadAllowed: false,
};

describe('the English agreement stays exactly as it was', () => {
  const variants: [string, ContractData][] = [
    ['full', data],
    [
      'guaranteed model, F roads, no extras, no phone or address',
      {
        ...data,
        orSimilar: false,
        fRoadAllowed: true,
        extras: [],
        renter: { name: 'Anna Jónsdóttir', email: 'anna@example.com' },
      },
    ],
    [
      'one driver without details, lease reference',
      { ...data, drivers: [{ name: 'Jo Doe' }], reference: 'L8X2M4P' },
    ],
    ['no drivers', { ...data, drivers: [] }],
  ];

  it.each(variants)('%s', (_name, variant) => {
    expect(renderContract(variant)).toBe(legacyRenderContract(variant));
    expect(renderContract(variant, 'en')).toBe(legacyRenderContract(variant));
    expect(contractHash(renderContract(variant))).toBe(contractHash(legacyRenderContract(variant)));
  });

  it('keeps the label the price summary carries in English', () => {
    const custom = {
      ...data,
      price: { ...price, lines: [{ code: 'total' as const, label: 'Grand total', amount: 1 }] },
    };
    expect(renderContract(custom)).toContain('Grand total: 1 kr');
  });
});

describe('the agreement as a document', () => {
  it('has headed sections whose lines are the text', () => {
    const document = contractDocument(data, 'en');
    expect(document.title).toBe('Vegur Car Rental - Rental agreement');
    expect(document.sections.map((s) => s.heading)).toEqual([
      'Reservation',
      'Renter and drivers',
      'Vehicle, rental period and cover',
      'Price',
      'Terms',
    ]);
    expect(contractText(document)).toBe(renderContract(data));
    for (const section of document.sections)
      for (const line of section.lines) expect(renderContract(data)).toContain(line);
  });

  it('adds the cancellation terms from the tenant settings when asked', () => {
    const withTerms = {
      ...data,
      cancellation: {
        freeCancellationHours: 48,
        termsChangeMinHours: 24,
        bookedAt: new Date('2026-05-01T10:00:00Z'),
      },
    };
    const document = contractDocument(withTerms, 'en');
    const section = document.sections.find((s) => s.heading === 'Cancellation and changes');
    expect(section?.lines).toEqual([
      // 48 hours before 2026-06-15 12:00 in Iceland
      'Free cancellation until 2026-06-13 12:00 (Iceland time), 48 hours before pickup: everything paid is refunded.',
      'Later cancellations are made by request, with a reason; a refund of what was paid is decided case by case.',
      'Dates, times, locations and vehicle can be changed online until 24 hours before pickup.',
    ]);
    expect(document.sections.at(-1)?.heading).toBe('Terms');
    expect(renderContract(withTerms)).toContain('Free cancellation until 2026-06-13 12:00');
  });

  it('says plainly that no free cancellation applies to a booking made after its deadline', () => {
    // Booked the day before pickup: the 48-hour deadline had passed when the booking was made.
    const late = {
      ...data,
      cancellation: {
        freeCancellationHours: 48,
        termsChangeMinHours: 24,
        bookedAt: new Date('2026-06-14T18:00:00Z'),
      },
    };
    const lines = contractDocument(late, 'en').sections.find(
      (s) => s.heading === 'Cancellation and changes',
    )?.lines;
    expect(lines).toEqual([
      'No free cancellation applies: this booking was made less than 48 hours before pickup.',
      'A cancellation is made by request, with a reason; a refund of what was paid is decided case by case.',
      'Online changes are not possible: this booking was made less than 24 hours before pickup.',
    ]);
    expect(renderContract(late)).not.toContain('2026-06-13');
    for (const locale of ['de', 'es', 'fr', 'is'] as const) {
      const text = renderContract(late, locale);
      expect(text).not.toContain('2026-06-13');
      expect(text).not.toContain('13.06.2026');
    }
    // Booked 30 hours ahead: no free cancellation, but changes are still open online.
    const between = {
      ...late,
      cancellation: { ...late.cancellation, bookedAt: new Date('2026-06-14T06:00:00Z') },
    };
    const middle = contractDocument(between, 'en').sections.find(
      (s) => s.heading === 'Cancellation and changes',
    );
    expect(middle?.lines[0]).toMatch(/^No free cancellation applies/);
    expect(middle?.lines.at(-1)).toBe(
      'Dates, times, locations and vehicle can be changed online until 24 hours before pickup.',
    );
  });

  it('round-trips a stored text for the signed PDF', () => {
    const text = renderContract(data, 'de');
    const document = documentFromText(text);
    expect(document.title).toBe('Vegur Car Rental – Mietvertrag');
    expect(contractText(document)).toBe(text);
    expect(document.sections.every((s) => s.heading === '')).toBe(true);
  });
});

describe('five languages', () => {
  const full = {
    ...data,
    cancellation: {
      freeCancellationHours: 72,
      termsChangeMinHours: 24,
      bookedAt: new Date('2026-05-01T10:00:00Z'),
    },
  };
  const english = contractDocument(full, 'en');

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has its own wording for every line', (locale) => {
    const document = contractDocument(full, locale);
    expect(document.sections).toHaveLength(english.sections.length);
    expect(document.title).not.toBe(english.title);
    document.sections.forEach((section, i) => {
      expect(section.heading).not.toBe(english.sections[i]?.heading);
      expect(section.lines).toHaveLength(english.sections[i]?.lines.length ?? -1);
    });
    const text = contractText(document);
    expect(text).not.toMatch(/undefined|NaN|\{|\}/);
    // Names, places and amounts are data and stay as they are; only the wording changes
    for (const kept of [
      'Anna Jónsdóttir',
      'Keflavik Airport',
      'IS1234567',
      '45.900 kr',
      '-4.590 kr',
      'VG7K2MQ',
    ])
      expect(text).toContain(kept);
    for (const clause of CONTRACT_TEXTS.en.clauses(20, false)) expect(text).not.toContain(clause.slice(3));
  });

  it('German', () => {
    const document = contractDocument(full, 'de');
    expect(document.sections.map((s) => s.heading)).toEqual([
      'Reservierung',
      'Mieter und Fahrer',
      'Fahrzeug, Mietzeit und Versicherung',
      'Preis',
      'Stornierung und Änderungen',
      'Bedingungen',
    ]);
    const text = contractText(document);
    expect(text).toContain('Fahrer 1: Anna Jónsdóttir, geboren am 02.04.1990, Führerschein IS1234567');
    expect(text).toContain('Fahrzeug: Volkswagen Golf oder ähnlich');
    expect(text).toContain('Abholung: Keflavik Airport, 15.06.2026, 12:00 (isländische Zeit)');
    expect(text).toContain(
      'Versicherung: Collision damage waiver (CDW), included + Gravel protection (GP); Selbstbeteiligung 350.000 kr; Kaution 350.000 kr',
    );
    expect(text).toContain('Mietpreis: 45.900 kr');
    expect(text).toContain(
      'Kostenlose Stornierung bis 12.06.2026, 12:00 (isländische Zeit), 72 Stunden vor der Abholung',
    );
    expect(text).toContain('mindestens 20 Jahre alt sein');
  });

  it('Icelandic, Spanish and French details', () => {
    const is = renderContract(full, 'is');
    expect(is).toContain('Ökutæki: Volkswagen Golf eða sambærilegt');
    expect(is).toContain('Afhending: Keflavik Airport, 15.06.2026 kl. 12:00 (íslenskur tími)');
    expect(is).toContain('Leiguverð: 45.900 kr');
    expect(renderContract({ ...full, orSimilar: false }, 'es')).toContain(
      'Vehículo: Volkswagen Golf (modelo garantizado)',
    );
    expect(renderContract(full, 'es')).toContain(
      'Devolución: Reykjavík, 18/06/2026 09:30 (hora de Islandia)',
    );
    const fr = renderContract({ ...full, extras: [] }, 'fr');
    expect(fr).toContain('Options\u00a0: aucune');
    expect(fr).toContain('Locataire\u00a0: Anna Jónsdóttir, anna@example.com');
    expect(renderContract({ ...full, fRoadAllowed: true }, 'fr')).toContain(
      'routes de montagne signalées F. Les traversées',
    );
  });

  it('hashes differ per language (a signature names the wording signed)', () => {
    const hashes = new Set(LOCALES.map((l) => contractHash(renderContract(data, l))));
    expect(hashes.size).toBe(LOCALES.length);
  });
});

describe('contractData', () => {
  const catalogue = {
    settings: SEED_SETTINGS.cars,
    classes: [
      { id: 'golf', name: 'Volkswagen Golf', orSimilar: true, minDriverAge: 21, fRoadAllowed: false },
    ],
    insurance: [
      { id: 'cdw', name: 'CDW', kind: 'package' as const },
      { id: 'premium', name: 'Premium', kind: 'package' as const },
      { id: 'gravel', name: 'Gravel', kind: 'addon' as const },
    ],
    extras: [{ id: 'gps', name: 'GPS' }],
    locations: [{ id: 'kef', title: 'Keflavik Airport' }],
  };
  const source = {
    reference: '—',
    classId: 'golf',
    pickupLocationId: 'kef',
    returnLocationId: 'rvk',
    pickupAt: data.pickupAt,
    returnAt: data.returnAt,
    email: 'anna@example.com',
    customer: {
      firstName: 'Anna',
      lastName: 'Jónsdóttir',
      phone: '+3545551234',
      address: 'Laugavegur 1',
      city: 'Reykjavík',
    },
    drivers: [{ firstName: 'Jón', lastName: 'Jónsson' }],
    options: { insuranceAddons: ['gravel'], extras: [{ id: 'gps', quantity: 1 }] },
    price: price as PriceSummary,
  };

  it('names everything from the catalogue, default package first', () => {
    const result = contractData(catalogue, source);
    expect(result).toMatchObject({
      brandName: 'Vegur Car Rental',
      reference: '—',
      vehicleName: 'Volkswagen Golf',
      pickupLocation: 'Keflavik Airport',
      returnLocation: 'rvk',
      renter: { name: 'Anna Jónsdóttir', address: 'Laugavegur 1, Reykjavík' },
      drivers: [{ name: 'Jón Jónsson' }],
      insuranceName: 'CDW + Gravel',
      extras: ['GPS × 1'],
      minDriverAge: 21,
    });
    expect(result.cancellation).toBeUndefined();
    const bookedAt = new Date('2026-05-01T10:00:00Z');
    expect(contractData(catalogue, { ...source, withCancellationTerms: { bookedAt } }).cancellation).toEqual({
      freeCancellationHours: SEED_SETTINGS.cars.freeCancellationHours,
      termsChangeMinHours: SEED_SETTINGS.cars.termsChangeMinHours,
      bookedAt,
    });
  });

  it('names covers and extras in the agreement’s language when the content has it, else in English', () => {
    const localized = {
      ...catalogue,
      insurance: [
        {
          id: 'cdw',
          name: 'CDW',
          names: { en: 'CDW', de: 'Haftungsbeschränkung (CDW)' },
          kind: 'package' as const,
        },
        { id: 'gravel', name: 'Gravel', names: { is: 'Malarvörn' }, kind: 'addon' as const },
      ],
      extras: [{ id: 'gps', name: 'GPS', names: { de: 'Navigationsgerät', fr: 'GPS (navigation)' } }],
    };
    expect(contractData(localized, source, 'de')).toMatchObject({
      insuranceName: 'Haftungsbeschränkung (CDW) + Gravel',
      extras: ['Navigationsgerät × 1'],
    });
    expect(contractData(localized, source, 'is')).toMatchObject({
      insuranceName: 'CDW + Malarvörn',
      extras: ['GPS × 1'],
    });
    // English is what check-in has always signed: unchanged by the other languages.
    expect(contractData(localized, source)).toMatchObject({
      insuranceName: 'CDW + Gravel',
      extras: ['GPS × 1'],
    });
  });

  it('names places and the vehicle in the agreement’s language from the content, else in English', () => {
    const localized = {
      ...catalogue,
      classes: [{ ...catalogue.classes[0]!, names: { de: 'VW Golf Kombi' } }],
      locations: [
        {
          id: 'kef',
          title: 'Keflavik Airport',
          titles: { de: 'Flughafen Keflavík', is: 'Keflavíkurflugvöllur' },
        },
        { id: 'rvk', title: 'Reykjavik Office', titles: { de: 'Büro Reykjavík' } },
      ],
    };
    expect(contractData(localized, source, 'de')).toMatchObject({
      vehicleName: 'VW Golf Kombi',
      pickupLocation: 'Flughafen Keflavík',
      returnLocation: 'Büro Reykjavík',
    });
    expect(contractData(localized, source, 'is')).toMatchObject({
      vehicleName: 'Volkswagen Golf',
      pickupLocation: 'Keflavíkurflugvöllur',
      returnLocation: 'Reykjavik Office',
    });
  });

  it('lists the free extra driver with the extras, as free, in every language', () => {
    const withDriver = (amount: number, quantity: number) =>
      ({
        ...price,
        breakdown: {
          days: [],
          months: null,
          insurance: [],
          extras: [{ id: 'extra_drivers', quantity, amount }],
        },
      }) as unknown as PriceSummary;
    const free = contractData(catalogue, { ...source, price: withDriver(0, 1) }, 'de');
    expect(free.extraDrivers).toEqual({ count: 1, free: 1 });
    expect(renderContract(free, 'de')).toContain('Extras: GPS × 1, Zusatzfahrer × 1 (kostenlos)');
    const paid = contractData(catalogue, { ...source, price: withDriver(5000, 2) }, 'en');
    expect(renderContract(paid, 'en')).toContain('Extras: GPS × 1, Extra driver × 2 (1 free)');
    for (const locale of LOCALES) {
      expect(renderContract({ ...free, extras: [] }, locale)).toContain(
        CONTRACT_TEXTS[locale].extraDrivers(1, 1),
      );
    }
    // No extra driver: nothing is added.
    expect(contractData(catalogue, source).extraDrivers).toBeNull();
  });

  it('the signer line: when in Iceland time as the document’s language writes it, no address when unknown', () => {
    const at = new Date('2026-11-27T12:05:00Z');
    const de = CONTRACT_TEXTS.de;
    expect(de.signedBy('Anna Jónsdóttir', de.dateTime(at), null)).toBe(
      'Unterschrieben von Anna Jónsdóttir am 27.11.2026, 12:05 (isländische Zeit)',
    );
    expect(CONTRACT_TEXTS.is.signedBy('Anna', CONTRACT_TEXTS.is.dateTime(at), '203.0.113.9')).toBe(
      'Undirritað af Anna 27.11.2026 kl. 12:05 (íslenskur tími), IP-tala 203.0.113.9',
    );
    for (const locale of LOCALES) {
      const t = CONTRACT_TEXTS[locale];
      const line = t.signedBy('Anna', t.dateTime(at), null);
      expect(line).not.toMatch(/unknown|T12:05|Z$/);
    }
  });

  it('driversOf: the booker drives unless someone else does', () => {
    const customer = { firstName: 'Anna' };
    const other = { firstName: 'Jón', isCustomer: 'Someone else' };
    expect(driversOf(customer, { isCustomer: 'Yes' }, [{ firstName: 'X' }])).toEqual([
      customer,
      { firstName: 'X' },
    ]);
    expect(driversOf(customer, other, null)).toEqual([other]);
    expect(driversOf(customer, undefined, undefined)).toEqual([customer]);
  });
});

describe('the PDF', () => {
  async function helveticaSet() {
    const pdf = await PDFDocument.create();
    return new Set((await pdf.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  }

  it('keeps what WinAnsi draws and maps the rest', async () => {
    const set = await helveticaSet();
    expect(drawableText('Þórunn Ægisdóttir, Ölfus, Ísafjörður – Straße, Françoise, Señor €', set)).toBe(
      'Þórunn Ægisdóttir, Ölfus, Ísafjörður – Straße, Françoise, Señor €',
    );
    expect(drawableText('Erdős Łukasz Dvořák Đorđe', set)).toBe('Erdos Lukasz Dvorák Dorde');
    expect(drawableText('−4.590 kr → 1\u202f000', set)).toBe('-4.590 kr -> 1\u00a0000');
    expect(drawableText('山田 🚗', set)).toBe('?? ?');
  });

  it('is an A4 PDF that draws every language, with Icelandic letters intact', async () => {
    for (const locale of LOCALES) {
      const document = contractDocument(
        { ...data, renter: { ...data.renter, name: 'Łukasz Erdős 山田' } },
        locale,
      );
      const bytes = await contractPdf(document, { language: locale });
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const loaded = await PDFDocument.load(bytes);
      expect(loaded.getTitle()).toBe(document.title);
      const [width, height] = [loaded.getPage(0).getWidth(), loaded.getPage(0).getHeight()];
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    }
    const is = await PDFDocument.load(await contractPdf(contractDocument(data, 'is')));
    expect(is.getTitle()).toBe('Vegur Car Rental – Leigusamningur');
  });

  it('wraps long lines and breaks pages', async () => {
    const long = {
      title: 'Long',
      sections: [
        { heading: 'Many', lines: Array.from({ length: 120 }, (_, i) => `Line ${i} ${'word '.repeat(30)}`) },
        { heading: '', lines: [`unbreakable-${'x'.repeat(400)}`] },
      ],
    };
    const loaded = await PDFDocument.load(await contractPdf(long));
    expect(loaded.getPageCount()).toBeGreaterThan(3);
    const short = await PDFDocument.load(await contractPdf(contractDocument(data)));
    expect(short.getPageCount()).toBe(1);
  });

  it('adds the signature block', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const plain = await contractPdf(contractDocument(data));
    const signed = await contractPdf(contractDocument(data), {
      signature: { lines: ['Signed by Anna Jónsdóttir'], note: `Contract SHA-256: ${'a'.repeat(64)}`, png },
    });
    expect(signed.byteLength).toBeGreaterThan(plain.byteLength);
  });
});
