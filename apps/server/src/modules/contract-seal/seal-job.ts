import { X509Certificate, createHash, createPrivateKey, webcrypto } from 'node:crypto';
import { CryptoKeySigner, P12Signer, PDF, type Signer } from '@libpdf/core';
import { renderPdf } from '../pdf/render.ts';
import { certificateDocument } from './certificate-layout.ts';
import { contractDocument } from './contract-layout.ts';
import type { CheckedSealInput } from './input.ts';
import type { SealKey } from './seal-key.ts';

/** One contract to seal, as the sealing thread receives it. */
export type SealJob = { input: CheckedSealInput; key: SealKey; sealedAt: Date };

export type SealResult = {
  /** The sealed PDF. */
  pdf: Uint8Array;
  /** SHA-256 (hex) printed on the certificate: of `pdf`'s first `contractBytes` bytes. */
  sha256: string;
  /** Length of the first revision (the contract's pages, before the certificate was appended). */
  contractBytes: number;
};

async function signerOf(key: SealKey): Promise<Signer> {
  if (key.kind === 'p12') return P12Signer.create(key.p12, key.password);
  const keyObject = createPrivateKey({ key: Buffer.from(key.key), format: 'der', type: 'pkcs8' });
  if (keyObject.asymmetricKeyType !== 'rsa') throw new Error('the generated seal key is not an RSA key');
  const cryptoKey = await webcrypto.subtle.importKey(
    'pkcs8',
    key.key,
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new CryptoKeySigner(cryptoKey as CryptoKey, key.certificate, 'RSA', 'RSASSA-PKCS1-v1_5');
}

/** The seal certificate as the certificate page names it: its subject and SHA-256 fingerprint. */
function sealNamed(certificate: Uint8Array) {
  const x509 = new X509Certificate(certificate);
  return { subject: x509.subject.split('\n').join(', '), fingerprint: x509.fingerprint256 };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The sealed contract, in three revisions of one file:
 * 1. the contract's pages (text and signatures) exactly as pdfmake saved them: the hash is of these
 *    bytes, so anyone recomputes it from the sealed file alone (its first `contractBytes` bytes);
 * 2. an incremental update appending the certificate page (with that hash) and the audit trail;
 * 3. the PAdES signature (ETSI.CAdES.detached, B-B) over the whole file but its own /Contents.
 * Byte-stable but for the signature: the same input and `sealedAt` give the same first two revisions.
 */
export async function sealInThisThread({ input, key, sealedAt }: SealJob): Promise<SealResult> {
  const meta = { title: input.contract.title, author: input.contract.companyName, createdAt: sealedAt };
  const contract = new Uint8Array(await renderPdf(contractDocument(input), meta));
  const hash = sha256(contract);
  const signer = await signerOf(key);

  const doc = await PDF.load(contract);
  const stated = {
    sha256: hash,
    contractBytes: contract.byteLength,
    contractPages: doc.getPageCount(),
    sealedAt,
    seal: sealNamed(signer.certificate),
  };
  const certificate = await PDF.load(
    new Uint8Array(await renderPdf(certificateDocument(input, stated), meta)),
  );
  await doc.copyPagesFrom(certificate, [...Array(certificate.getPageCount()).keys()]);
  const withCertificate = await doc.save({ incremental: true });

  const { bytes } = await (
    await PDF.load(withCertificate)
  ).sign({
    signer,
    reason: `Sealed: ${input.contract.title}`.slice(0, 200),
    signingTime: sealedAt,
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-B',
  });
  // The promise the certificate makes: the contract's bytes open the sealed file unchanged.
  if (!Buffer.from(bytes.buffer, bytes.byteOffset, contract.byteLength).equals(contract)) {
    throw new Error('the sealed file does not start with the contract as hashed');
  }
  return { pdf: bytes, sha256: hash, contractBytes: contract.byteLength };
}
