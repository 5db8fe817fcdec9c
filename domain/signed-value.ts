/**
 * The one signed-cookie format: `base64url(json).base64url(hmac-sha256)`, for the site's own
 * cookies and the booking service's reservation session alike (the site checks the latter).
 * Web Crypto only, so the same code runs in the proxy, route handlers and the booking service, on
 * any instance that shares the secret (no server-side session store).
 */
const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

const IMPORTS = {
  HMAC: { algorithm: { name: 'HMAC', hash: 'SHA-256' }, usages: ['sign', 'verify'] },
  HKDF: { algorithm: 'HKDF', usages: ['deriveKey'] },
} as const satisfies Record<
  string,
  { algorithm: AlgorithmIdentifier | HmacImportParams; usages: KeyUsage[] }
>;

/**
 * The secret as Web Crypto key material, imported once per secret and use: an HMAC key that signs
 * values here, or HKDF material other keys are derived from (web/lib/sealed-cookie.ts).
 */
export function secretKey(secret: string, use: keyof typeof IMPORTS): Promise<CryptoKey> {
  const cacheKey = `${use}:${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    const { algorithm, usages } = IMPORTS[use];
    key = crypto.subtle.importKey('raw', encoder.encode(secret), algorithm, false, [...usages]);
    keyCache.set(cacheKey, key);
  }
  return key;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of a base64url text, or null for anything else (never throws on hostile input). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  // atob throws on impossible lengths (`abc.A`): a forged cookie is absent, not a 500 on every page.
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export async function signValue(payload: unknown, secret: string): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', await secretKey(secret, 'HMAC'), encoder.encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The payload when the signature is valid, otherwise null (never throws on hostile input). */
export async function verifyValue(value: string | undefined | null, secret: string): Promise<unknown> {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const body = value.slice(0, dot);
  const signature = fromBase64Url(value.slice(dot + 1));
  if (!signature) return null;
  // crypto.subtle.verify compares in constant time.
  const ok = await crypto.subtle.verify(
    'HMAC',
    await secretKey(secret, 'HMAC'),
    signature,
    encoder.encode(body),
  );
  if (!ok) return null;
  try {
    const bytes = fromBase64Url(body);
    return bytes ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  } catch {
    return null;
  }
}

/**
 * The payload of a signed value without checking the signature: only for a value that was just
 * verified (reading its expiry), never for deciding anything.
 */
export function unverifiedPayload(value: string): unknown {
  const dot = value.indexOf('.');
  const bytes = fromBase64Url(dot < 0 ? value : value.slice(0, dot));
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
