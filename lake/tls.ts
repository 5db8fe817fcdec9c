import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TlsFiles {
  key: string;
  cert: string;
  caPath: string;
}

const DAY = 86_400_000;

function stillValid(certPem: string, names: readonly string[] = []): boolean {
  try {
    const cert = new X509Certificate(certPem);
    const altNames = (cert.subjectAltName ?? '').split(', ');
    return (
      new Date(cert.validTo).getTime() - Date.now() > 7 * DAY &&
      names.every((name) => altNames.includes(`DNS:${name}`))
    );
  } catch {
    return false;
  }
}

/**
 * A local certificate authority (trusted once by the developer, see docs/lake.md) and a server
 * certificate it signs for localhost. Only the server certificate is renewed when it runs out,
 * so the trust step is not repeated.
 */
export async function ensureCertificate(
  dataDir: string,
  extraNames: readonly string[] = [],
): Promise<TlsFiles> {
  const dir = join(dataDir, 'tls');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const caPath = join(dir, 'lake-ca.pem');
  const caKeyPath = join(dir, 'lake-ca-key.pem');
  const certPath = join(dir, 'server.pem');
  const keyPath = join(dir, 'server-key.pem');
  if (!existsSync(caPath) || !existsSync(caKeyPath) || !stillValid(readFileSync(caPath, 'utf8'))) {
    const ca = await generate([{ name: 'commonName', value: 'Vegur local content lake CA' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 3650 * DAY),
      extensions: [
        { name: 'basicConstraints', cA: true, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
      ],
    });
    writeFileSync(caKeyPath, ca.private, { mode: 0o600 });
    writeFileSync(caPath, ca.cert);
    // A new authority invalidates the old server certificate.
    writeFileSync(certPath, '');
  }
  const existingCert = existsSync(certPath) ? readFileSync(certPath, 'utf8') : '';
  // Browsers refuse second-level wildcards such as `*.localhost`, so the Studio's API host
  // (`<projectId>.localhost`) is named explicitly; a certificate without it is reissued by the
  // same authority (nothing to trust again).
  if (!existingCert || !existsSync(keyPath) || !stillValid(existingCert, extraNames)) {
    const leaf = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 397 * DAY),
      ca: { key: readFileSync(caKeyPath, 'utf8'), cert: readFileSync(caPath, 'utf8') },
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 2, value: '*.localhost' },
            ...extraNames.map((value) => ({ type: 2 as const, value })),
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    });
    writeFileSync(keyPath, leaf.private, { mode: 0o600 });
    writeFileSync(certPath, leaf.cert);
  }
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), caPath };
}
