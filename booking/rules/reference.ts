import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L, U/V: a reference read out over the phone must not be misheard or misread.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const BODY_LENGTH = 7;

function checkChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += ALPHABET.indexOf(body[i] ?? '') * (i + 1);
  return ALPHABET[sum % ALPHABET.length] ?? '';
}

/**
 * Eight characters shown as `ABCD-EFGH`: seven random ones (29^7 ≈ 17 billion) and a weighted
 * check character that catches any single misheard character and most swaps.
 */
export function newReference(): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  const code = body + checkChar(body);
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Canonical form of what a customer typed (case, spaces and dashes ignored), or null if it cannot be one. */
export function normalizeReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== BODY_LENGTH + 1) return null;
  for (const ch of compact) if (!ALPHABET.includes(ch)) return null;
  const body = compact.slice(0, BODY_LENGTH);
  if (checkChar(body) !== compact.slice(BODY_LENGTH)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}
