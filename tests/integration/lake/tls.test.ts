import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureCertificate } from '@lake/tls.ts';
import { afterAll, describe, expect, it } from 'vitest';

// Browsers refuse second-level wildcards (`*.localhost`), so the name the Studio's client calls
// (`local.localhost`) must be in the certificate itself, or trusting the authority would not help.

const dir = mkdtempSync(join(tmpdir(), 'lake-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the lake certificate', () => {
  it('names the Studio’s API host, and is reissued by the same authority when an older one lacks it', async () => {
    const first = await ensureCertificate(dir);
    expect(new X509Certificate(first.cert).subjectAltName).not.toContain('DNS:local.localhost');
    const ca = readFileSync(first.caPath, 'utf8');

    const second = await ensureCertificate(dir, ['local.localhost']);
    const cert = new X509Certificate(second.cert);
    expect(cert.subjectAltName).toContain('DNS:local.localhost');
    expect(cert.checkHost('local.localhost')).toBe('local.localhost');
    // Same authority: whoever trusted it once need not do it again.
    expect(readFileSync(second.caPath, 'utf8')).toBe(ca);
    expect(cert.verify(new X509Certificate(ca).publicKey)).toBe(true);

    // Kept as it is on the next start.
    expect((await ensureCertificate(dir, ['local.localhost'])).cert).toBe(second.cert);
  });
});
