import { randomBytes, randomUUID } from 'node:crypto';

// 1-128 characters of letters, digits, underscore, dot, dash, no double dots.
const DOCUMENT_ID = /^[A-Za-z0-9_.-]{1,128}$/;
// Dataset names: lowercase letters, digits, underscore, dash, at most 64 characters.
const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export const isValidDocumentId = (id: string): boolean =>
  DOCUMENT_ID.test(id) && !id.includes('..') && !id.startsWith('.') && !id.endsWith('.');

export const isValidDatasetName = (name: string): boolean => DATASET_NAME.test(name);

export const DRAFTS_PREFIX = 'drafts.';
export const VERSIONS_PREFIX = 'versions.';

export const isDraftId = (id: string): boolean => id.startsWith(DRAFTS_PREFIX);
export const isVersionId = (id: string): boolean => id.startsWith(VERSIONS_PREFIX);

export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) {
    const rest = id.slice(VERSIONS_PREFIX.length);
    const dot = rest.indexOf('.');
    return dot === -1 ? rest : rest.slice(dot + 1);
  }
  return id;
}

export const draftIdOf = (id: string): string => `${DRAFTS_PREFIX}${publishedIdOf(id)}`;

/** Ids with a path (a dot) are private: only authenticated readers may see them. */
export const isPublicId = (id: string): boolean => !id.includes('.');

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Revision-style random ids like the ones Sanity hands out (22 alphanumerics). */
export function randomRevision(length = 22): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export const newDocumentId = (): string => randomUUID();

export const randomKey = (): string => randomRevision(12);
