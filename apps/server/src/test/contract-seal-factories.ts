import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import sharp from 'sharp';
import type { SealInput } from '../modules/contract-seal/input.ts';

/** A drawn signature as a signature pad sends it: a transparent PNG with one stroke. */
export async function drawnSignature(width = 600, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <path d="M10 ${height * 0.7} C ${width * 0.2} 10, ${width * 0.4} ${height}, ${width * 0.9} ${height * 0.3}"
      stroke="#102040" stroke-width="4" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A contract with two clients (one drew, one typed) and the studio, and its audit trail. */
export async function sealInput(overrides: Partial<SealInput> = {}): Promise<SealInput> {
  const at = (minute: number) => new Date(Date.UTC(2026, 11, 7, 9, minute, 15));
  return {
    contract: {
      id: 'c0ffee00-0000-4000-8000-000000000034',
      title: 'Wedding photography agreement',
      bodyHtml:
        '<h1>Agreement</h1><p>This agreement is between <strong>Ann Client</strong> and <em>Studio Light</em>.</p>' +
        '<ul><li><p>Coverage: 8 hours</p></li><li><p>Delivery: 6 weeks</p><ol><li><p>Online gallery</p></li></ol></li></ul>' +
        '<p style="text-align: center">See <a href="https://example.com/terms">the terms</a>.</p>',
      companyName: 'Studio Light',
    },
    signers: [
      {
        name: 'Ann Client',
        email: 'ann@example.com',
        party: 'client',
        consentedAt: at(1),
        signedAt: at(1),
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
        signature: { kind: 'drawn', png: await drawnSignature() },
      },
      {
        name: 'Bob Client',
        email: 'bob@example.com',
        party: 'client',
        consentedAt: at(5),
        signedAt: at(5),
        ip: '2001:db8::5',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        signature: { kind: 'typed', text: 'Bob Client' },
      },
      {
        name: 'Sam Studio',
        email: 'sam@studio.example',
        party: 'studio',
        consentedAt: at(9),
        signedAt: at(9),
        ip: '198.51.100.2',
        userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
        signature: { kind: 'typed', text: 'Sam Studio' },
      },
    ],
    events: [
      { kind: 'created', at: at(0), actorName: 'Sam Studio', actorEmail: 'sam@studio.example' },
      { kind: 'sent', at: at(0), actorName: 'Sam Studio', actorEmail: 'sam@studio.example' },
      { kind: 'opened', at: at(1), actorName: 'Ann Client', ip: '203.0.113.7', userAgent: 'Mobile Safari' },
      {
        kind: 'signed',
        at: at(1),
        actorName: 'Ann Client',
        actorEmail: 'ann@example.com',
        ip: '203.0.113.7',
      },
      {
        kind: 'signed',
        at: at(5),
        actorName: 'Bob Client',
        actorEmail: 'bob@example.com',
        ip: '2001:db8::5',
      },
      {
        kind: 'signed',
        at: at(9),
        actorName: 'Sam Studio',
        actorEmail: 'sam@studio.example',
        ip: '198.51.100.2',
      },
    ],
    sealedAt: at(10),
    ...overrides,
  };
}

/** A .p12 as an operator would give one: an RSA key and a self-signed certificate, 3DES, `password`. */
export function p12File(
  password: string,
  commonName = 'Operator seal',
): { p12: Buffer; certificatePem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }) as string);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '0a1b2c';
  cert.validity.notBefore = new Date(Date.UTC(2026, 0, 1));
  cert.validity.notAfter = new Date(Date.UTC(2036, 0, 1));
  cert.setSubject([{ name: 'commonName', value: commonName }]);
  cert.setIssuer([{ name: 'commonName', value: commonName }]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    certificatePem: forge.pki.certificateToPem(cert),
  };
}
