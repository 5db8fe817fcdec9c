/**
 * Which reservations still need a catalogue document ("a class or extra that existing
 * bookings use cannot be deleted, only retired"). The booking service counts them
 * (`GET /staff/catalogue/usage`); the Studio's guarded Delete and Unpublish actions ask it and
 * show the reason below when they refuse. Pure: no I/O.
 */
import { ASSIGNABLE_STATUSES } from './desk.ts';

/** The catalogue kinds reservations point at, as the staff API names them. */
export const CATALOGUE_USAGE_KINDS = ['class', 'location', 'cover', 'extra'] as const;
export type CatalogueUsageKind = (typeof CATALOGUE_USAGE_KINDS)[number];

/**
 * Each Studio document type a reservation can point at: the kind, and the field holding the id
 * the booking service knows it by (the same fields the content webhook sends).
 */
export const CATALOGUE_USAGE_DOCUMENTS = {
  vehicleBase: { kind: 'class', idField: 'classId' },
  location: { kind: 'location', idField: 'locationId' },
  insuranceCover: { kind: 'cover', idField: 'coverId' },
  rentalExtra: { kind: 'extra', idField: 'extraId' },
} as const satisfies Record<string, { kind: CatalogueUsageKind; idField: string }>;
export type CatalogueUsageDocumentType = keyof typeof CATALOGUE_USAGE_DOCUMENTS;

export function isCatalogueUsageDocument(schemaType: string): schemaType is CatalogueUsageDocumentType {
  return Object.hasOwn(CATALOGUE_USAGE_DOCUMENTS, schemaType);
}

/**
 * A reservation needs its catalogue while the car has not come back: the same statuses a unit
 * can still be assigned in, with a return still ahead.
 */
export const USAGE_STATUSES = ASSIGNABLE_STATUSES;

export interface CatalogueUsage {
  kind: CatalogueUsageKind;
  id: string;
  /** Pickup still ahead. */
  upcoming: number;
  /** Picked up (or pickup time passed), not returned yet. */
  active: number;
}

const NOUN: Record<CatalogueUsageKind, string> = {
  class: 'class',
  location: 'location',
  cover: 'insurance cover',
  extra: 'extra',
};

/** What the editor can do instead: the switch that takes it out of new bookings and keeps it. */
const INSTEAD: Record<CatalogueUsageKind, string> = {
  class: 'take it out of service instead (switch "Retired" on and publish)',
  location: 'hide it instead (switch "Hidden" on and publish)',
  cover: 'retire it instead (switch "Retired" on and publish)',
  extra: 'retire it instead (switch "Retired" on and publish)',
};

/**
 * Why the document may not be deleted or unpublished, or null when no reservation needs it,
 * e.g. "12 upcoming reservations use this class; take it out of service instead (…)".
 */
export function catalogueUsageReason(usage: CatalogueUsage): string | null {
  const total = usage.active + usage.upcoming;
  if (total === 0) return null;
  const parts = [
    usage.active > 0 ? `${usage.active} active` : null,
    usage.upcoming > 0 ? `${usage.upcoming} upcoming` : null,
  ].filter((part): part is string => part !== null);
  const subject = `${parts.join(' and ')} reservation${total === 1 ? '' : 's'}`;
  return `${subject} ${total === 1 ? 'uses' : 'use'} this ${NOUN[usage.kind]}; ${INSTEAD[usage.kind]}.`;
}
