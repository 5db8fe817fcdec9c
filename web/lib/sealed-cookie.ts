/**
 * Encrypted cookie values (AES-256-GCM, key derived from `SESSION_SECRET` with HKDF) for what a
 * signature alone must not expose: the personal details a visitor typed into the booking form
 * travel in the cookie between steps, and a signed cookie is readable by anyone holding it.
 * GCM authenticates as well, so a tampered value never decrypts. Web Crypto only, like
 * domain/signed-value.ts (whose key import and base64url it shares), so any instance sharing the
 * secret can read it.
 */
import { fromBase64Url, secretKey, toBase64Url } from '@domain/signed-value.ts';

const encoder = new TextEncoder();
const aesKeys = new Map<string, Promise<CryptoKey>>();
// A fixed, purpose-specific salt: the same secret also signs cookies (HMAC), and HKDF keeps the
// two keys independent.
const SALT = encoder.encode('vegur/sealed-cookie/v1');

function aesKey(secret: string): Promise<CryptoKey> {
  let key = aesKeys.get(secret);
  if (!key) {
    key = (async () =>
      crypto.subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: encoder.encode('aes-gcm') },
        await secretKey(secret, 'HKDF'),
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ))();
    aesKeys.set(secret, key);
  }
  return key;
}

const IV_BYTES = 12;

export async function sealValue(payload: unknown, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = encoder.encode(JSON.stringify(payload));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(secret), plain),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** The payload when the value decrypts and authenticates, otherwise null (never throws). */
export async function unsealValue(value: string | undefined | null, secret: string): Promise<unknown> {
  if (!value) return null;
  const bytes = fromBase64Url(value);
  if (!bytes || bytes.length <= IV_BYTES + 16) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      await aesKey(secret),
      bytes.subarray(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
