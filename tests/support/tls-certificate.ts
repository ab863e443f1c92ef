/**
 * A throwaway certificate for `localhost` and its subdomains (the studio calls its API at
 * `<project>.localhost`), made with the system's openssl for a fake that must speak HTTPS; the
 * browser contexts that use it ignore that no authority signed it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function localhostCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'localhost-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
