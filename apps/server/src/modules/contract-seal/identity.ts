import { X509Certificate, createPrivateKey, generateKeyPair, sign } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { Config } from '../../config.ts';
import type { SealKey } from './seal-key.ts';

/** A .p12 of a key and a few certificates is a few kB; anything far larger is not one. */
const MAX_P12_BYTES = 256 * 1024;
/** The generated certificate's life: longer than any contract is kept, so a seal never shows expired. */
const VALID_YEARS = 30;

/**
 * The key and certificate an installation seals with (config.contractSeal): the .p12 that
 * CONTRACT_SEAL_P12_FILE names, or a key generated the first time a contract is sealed and kept in
 * DATA_DIR (mode 0600, as the JWT secret is) for every seal after, restarts included.
 */
export function sealKey(settings: Config['contractSeal'], commonName: string): Promise<SealKey> {
  const path = 'p12File' in settings ? settings.p12File : settings.generatedFile;
  let loading = loaded.get(path);
  if (!loading) {
    loading =
      'p12File' in settings
        ? readP12(settings.p12File, settings.p12Password)
        : readOrGenerate(path, commonName);
    loaded.set(path, loading);
    // A failure (a file unreadable for now) is tried again with the next seal, not remembered.
    loading.catch(() => loaded.delete(path));
  }
  return loading;
}
const loaded = new Map<string, Promise<SealKey>>();

async function readP12(file: string, password: string): Promise<SealKey> {
  const p12 = await readFile(file);
  if (p12.byteLength > MAX_P12_BYTES)
    throw new Error(`CONTRACT_SEAL_P12_FILE is larger than ${MAX_P12_BYTES} bytes`);
  return { kind: 'p12', p12: new Uint8Array(p12), password };
}

/** The generated key file: the private key (PKCS#8) and its certificate, PEM, one after the other. */
function fromPem(pem: string): SealKey {
  const key = createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' });
  const certificate = /-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----/.exec(pem)?.[0];
  if (!certificate) throw new Error('the contract seal key file holds no certificate');
  return {
    kind: 'pkcs8',
    key: new Uint8Array(key),
    certificate: new Uint8Array(new X509Certificate(certificate).raw),
  };
}

async function readOrGenerate(path: string, commonName: string): Promise<SealKey> {
  try {
    return fromPem(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pem = await generatePem(commonName);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  // Written aside, then linked in place: two processes starting together keep one key, the first.
  const aside = `${path}.${process.pid}.${Date.now()}`;
  await writeFile(aside, pem, { mode: 0o600, flag: 'wx' });
  try {
    await link(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
  return fromPem(await readFile(path, 'utf8'));
}

/**
 * A new RSA-3072 key (made on libuv's threads, off the event loop) and a self-signed certificate for
 * it, built by node-forge and signed by node:crypto: it names the installation, is no CA, and may
 * sign documents (keyUsage digitalSignature and nonRepudiation, extKeyUsage documentSigning and
 * emailProtection).
 */
async function generatePem(commonName: string): Promise<string> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 3072 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }) as string);
  // A positive 127-bit serial: random, as RFC 5280 asks of a CA, and never read as negative.
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(16)).slice(1)}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
  const name = [
    { name: 'commonName', value: commonName.slice(0, 64) },
    { name: 'organizationName', value: 'Focal' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    // id-kp-documentSigning (RFC 9336), by its number: node-forge has no name for it; and
    // emailProtection, which readers checking as S/MIME (NSS: poppler, Firefox) ask of a signer.
    { name: 'extKeyUsage', emailProtection: true, '1.3.6.1.5.5.7.3.36': true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.siginfo.algorithmOid = forge.pki.oids.sha256WithRSAEncryption!;
  cert.signatureOid = forge.pki.oids.sha256WithRSAEncryption!;
  // node-forge's own `sign` needs its key object; its typings omit the TBS builder it signs with.
  const tbs = (
    forge.pki as unknown as { getTBSCertificate(c: forge.pki.Certificate): forge.asn1.Asn1 }
  ).getTBSCertificate(cert);
  cert.tbsCertificate = tbs;
  const tbsDer = Buffer.from(forge.asn1.toDer(tbs).getBytes(), 'binary');
  cert.signature = sign('sha256', tbsDer, privateKey).toString('binary');
  return `${privateKey.export({ type: 'pkcs8', format: 'pem' }) as string}${forge.pki.certificateToPem(cert)}`;
}
