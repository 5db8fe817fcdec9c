export { signValue, verifyValue } from '@domain/signed-value.ts';

/** The secret for signing session cookies; only development may fall back to a fixed one. */
export function sessionSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.SESSION_SECRET;
  if (secret && secret.length >= 32) return secret;
  if (env.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET must be set to at least 32 characters in production');
  }
  return 'development-only-session-secret-do-not-use-in-production';
}
