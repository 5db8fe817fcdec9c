// What the rental agreement says, gathered from a reservation (or a booking about to be made)
// and the tenant's catalogue. Pure: the services load, this assembles.
import type { Locale } from '../../domain/index.ts';
import {
  type ContractData,
  type ContractDocument,
  contractDocument,
  contractHash,
  contractText,
  PREVIEW_REFERENCE,
} from './contract.ts';

export { PREVIEW_REFERENCE };

import type { PriceSummary } from './pricing.ts';
import {
  type Extra,
  type InsurancePackage,
  type LocalizedNames,
  nameIn,
  type TenantSettings,
  type VehicleClass,
} from './types.ts';

/** The parts of the catalogue the agreement names (a loaded `Catalogue` fits). */
export interface ContractCatalogue {
  settings: TenantSettings;
  classes: Pick<VehicleClass, 'id' | 'name' | 'names' | 'orSimilar' | 'minDriverAge' | 'fRoadAllowed'>[];
  insurance: Pick<InsurancePackage, 'id' | 'name' | 'names' | 'kind'>[];
  extras: Pick<Extra, 'id' | 'name' | 'names'>[];
  locations: { id: string; title: string; titles?: LocalizedNames }[];
}

/** A location's title in `locale` (the content's own wording), else its id. */
export function placeName(
  catalogue: Pick<ContractCatalogue, 'locations'>,
  id: string,
  locale: Locale,
): string {
  const location = catalogue.locations.find((l) => l.id === id);
  return location ? nameIn(location.title, location.titles, locale) : id;
}

/** A vehicle class's name in `locale` (the content's own wording), else its id. */
export function vehicleName(
  catalogue: Pick<ContractCatalogue, 'classes'>,
  classId: string,
  locale: Locale,
): string {
  const vehicle = catalogue.classes.find((c) => c.id === classId);
  return vehicle ? nameIn(vehicle.name, vehicle.names, locale) : classId;
}

/**
 * The extra drivers a price covers and how many of them are free, from its breakdown: a rental's
 * free extra driver is named in its documents as a free line, not left out.
 */
export function extraDriversOf(
  price: Pick<PriceSummary, 'breakdown'> | null | undefined,
  freeExtraDrivers: number,
): { count: number; free: number } | null {
  const line = price?.breakdown?.extras?.find((e) => e.id === 'extra_drivers');
  if (!line || line.quantity <= 0) return null;
  const free = line.amount === 0 ? line.quantity : Math.min(line.quantity, Math.max(0, freeExtraDrivers));
  return { count: line.quantity, free };
}

export interface DriverLike {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  licenseNumber?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
}

export interface ContractSource {
  reference: string;
  classId: string;
  pickupLocationId: string;
  returnLocationId: string;
  pickupAt: Date;
  returnAt: Date;
  /** As the reservation stores it (lower case). */
  email: string;
  customer: DriverLike;
  /** Main driver first, then the extra drivers. */
  drivers: DriverLike[];
  options: {
    insurancePackageId?: string;
    insuranceAddons?: string[];
    extras?: { id: string; quantity: number }[];
  };
  price: PriceSummary;
  /**
   * Print the tenant's cancellation and change terms (the booking preview does; see ContractData),
   * computed from the pickup and this moment, when the booking is made.
   */
  withCancellationTerms?: { bookedAt: Date };
}

/** The booker is the main driver unless the answer was "Someone else". */
export function driversOf(
  customer: DriverLike,
  mainDriver: (DriverLike & { isCustomer?: string }) | null | undefined,
  extraDrivers: DriverLike[] | null | undefined,
): DriverLike[] {
  const main = !mainDriver || mainDriver.isCustomer === 'Yes' ? customer : mainDriver;
  return [main, ...(extraDrivers ?? [])];
}

const fullName = (d: DriverLike) => `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim();

/** A cover's or extra's name in the agreement's language when the content has it, else English. */
function itemName(item: { name: string; names?: LocalizedNames } | undefined, locale: Locale) {
  return item ? nameIn(item.name, item.names, locale) : undefined;
}

export function contractData(
  catalogue: ContractCatalogue,
  source: ContractSource,
  locale: Locale = 'en',
): ContractData {
  const vehicle = catalogue.classes.find((c) => c.id === source.classId);
  const place = (id: string) => placeName(catalogue, id, locale);
  const { options, customer, price } = source;
  // The package chosen, or the one every rental includes (the first package, CDW).
  const packageId = options.insurancePackageId ?? catalogue.insurance.find((i) => i.kind === 'package')?.id;
  const insuranceName = [packageId, ...(options.insuranceAddons ?? [])]
    .map(
      (id) =>
        itemName(
          catalogue.insurance.find((i) => i.id === id),
          locale,
        ) ?? id,
    )
    .join(' + ');
  const { settings } = catalogue;
  return {
    brandName: settings.brandName,
    reference: source.reference,
    vehicleName: vehicleName(catalogue, source.classId, locale),
    orSimilar: vehicle?.orSimilar ?? true,
    pickupLocation: place(source.pickupLocationId),
    returnLocation: place(source.returnLocationId),
    pickupAt: source.pickupAt,
    returnAt: source.returnAt,
    renter: {
      name: fullName(customer),
      email: source.email,
      phone: customer.phone,
      address: [customer.address, customer.city].filter(Boolean).join(', ') || undefined,
    },
    drivers: source.drivers.map((d) => ({
      name: fullName(d),
      licenseNumber: d.licenseNumber,
      dateOfBirth: d.dateOfBirth,
    })),
    price,
    insuranceName,
    extras: (options.extras ?? []).map(
      (e) =>
        `${
          itemName(
            catalogue.extras.find((x) => x.id === e.id),
            locale,
          ) ?? e.id
        } × ${e.quantity}`,
    ),
    extraDrivers: extraDriversOf(price, settings.freeExtraDrivers),
    minDriverAge: vehicle?.minDriverAge ?? 20,
    fRoadAllowed: vehicle?.fRoadAllowed ?? false,
    ...(source.withCancellationTerms
      ? {
          cancellation: {
            freeCancellationHours: settings.freeCancellationHours,
            termsChangeMinHours: settings.termsChangeMinHours,
            bookedAt: source.withCancellationTerms.bookedAt,
          },
        }
      : {}),
  };
}

/** A booking about to be made, as `POST /reservations` takes it (after validation). */
export interface BookingForContract {
  classId: string;
  pickupLocationId: string;
  returnLocationId: string;
  pickupAt: Date;
  returnAt: Date;
  customer: DriverLike & { email: string };
  mainDriver: DriverLike & { isCustomer?: string };
  extraDrivers: DriverLike[];
  options?: ContractSource['options'];
}

/**
 * The agreement the Contract step shows for a booking not yet made: reference "—", with the
 * tenant's cancellation terms, in the visitor's language. A reservation created from the same
 * body and price gets the same text, so its hash can be checked against what was accepted.
 */
export function bookingContract(
  catalogue: ContractCatalogue,
  booking: BookingForContract,
  price: PriceSummary,
  locale: Locale,
  now: Date,
): { document: ContractDocument; text: string; sha256: string } {
  const document = contractDocument(
    contractData(
      catalogue,
      {
        reference: PREVIEW_REFERENCE,
        classId: booking.classId,
        pickupLocationId: booking.pickupLocationId,
        returnLocationId: booking.returnLocationId,
        pickupAt: booking.pickupAt,
        returnAt: booking.returnAt,
        email: booking.customer.email.toLowerCase(),
        customer: booking.customer,
        drivers: driversOf(booking.customer, booking.mainDriver, booking.extraDrivers),
        options: booking.options ?? {},
        price,
        withCancellationTerms: { bookedAt: now },
      },
      locale,
    ),
    locale,
  );
  const text = contractText(document);
  return { document, text, sha256: contractHash(text) };
}

/** What a reservation stores of the booking it was made from (a `ReservationRow` fits). */
export interface BookedReservation {
  classId: string;
  pickupLocationId: string;
  returnLocationId: string;
  pickupAt: Date;
  returnAt: Date;
  email: string;
  customer: unknown;
  mainDriver: unknown;
  extraDrivers: unknown;
  options: unknown;
  price: unknown;
  locale: string;
  createdAt: Date;
  contractSha256: string | null;
}

/**
 * The agreement the customer accepted at the Contract step, rebuilt from the reservation (its
 * booking, price, language and the moment it was made), or null when the rebuilt text's hash is
 * not the accepted one (the catalogue changed since): a document is sent only as it was accepted.
 */
export function acceptedContract(
  catalogue: ContractCatalogue,
  reservation: BookedReservation,
  locale: Locale,
): { document: ContractDocument; text: string; sha256: string } | null {
  if (!reservation.contractSha256) return null;
  const contract = bookingContract(
    catalogue,
    {
      classId: reservation.classId,
      pickupLocationId: reservation.pickupLocationId,
      returnLocationId: reservation.returnLocationId,
      pickupAt: reservation.pickupAt,
      returnAt: reservation.returnAt,
      customer: { ...(reservation.customer as DriverLike), email: reservation.email },
      mainDriver: (reservation.mainDriver ?? { isCustomer: 'Yes' }) as DriverLike & { isCustomer?: string },
      extraDrivers: (reservation.extraDrivers ?? []) as DriverLike[],
      options: (reservation.options ?? {}) as ContractSource['options'],
    },
    reservation.price as PriceSummary,
    locale,
    reservation.createdAt,
  );
  return contract.sha256 === reservation.contractSha256 ? contract : null;
}
