import { X509Certificate, createHash, verify } from 'node:crypto';
import forge from 'node-forge';

/**
 * An independent check of a sealed PDF's signature, as a reader does it, by hand: the last
 * signature's /ByteRange and /Contents are read from the bytes, the digest recomputed over the
 * ranges, the CMS parsed (node-forge's ASN.1), its messageDigest compared and its signature checked
 * with the certificate it carries (node:crypto). Nothing here comes from the library that signed.
 */
export type SealCheck = {
  valid: boolean;
  problems: string[];
  subFilter: string | null;
  /** The ranges are the whole file but the /Contents hex string. */
  coversWholeFile: boolean;
  /** PAdES's ESS signing-certificate-v2 attribute is present and names the certificate. */
  signingCertificateV2: boolean;
  certificate: X509Certificate | null;
};

const OID = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  data: '1.2.840.113549.1.7.1',
};

type Asn1 = forge.asn1.Asn1;
const children = (node: Asn1) => node.value as Asn1[];
const oidOf = (node: Asn1) => forge.asn1.derToOid(node.value as string);
const der = (node: Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');

function signatureDictionary(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return null;
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 100));
  if (!range) return null;
  const [start, firstLength, second, secondLength] = range.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  // The dictionary that holds the /ByteRange: from the `<<` before it to some way after.
  const dictStart = text.lastIndexOf('<<', at);
  const subFilter = /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(text.slice(dictStart, second + 400))?.[1] ?? null;
  const hole = text.slice(start + firstLength, second);
  const hex = /^<([0-9A-Fa-f]+)>$/.exec(hole)?.[1];
  return {
    byteRange: [start, firstLength, second, secondLength] as const,
    subFilter,
    contents: hex ? Buffer.from(hex, 'hex') : null,
  };
}

/** /Contents is the DER padded with zeros: its first element alone, by the length its header gives. */
function firstElement(bytes: Buffer): Buffer {
  const short = bytes[1]!;
  if (short < 0x80) return bytes.subarray(0, 2 + short);
  const count = short & 0x7f;
  return bytes.subarray(0, 2 + count + bytes.readUIntBE(2, count));
}

export function checkSeal(pdf: Buffer): SealCheck {
  const problems: string[] = [];
  const result: SealCheck = {
    valid: false,
    problems,
    subFilter: null,
    coversWholeFile: false,
    signingCertificateV2: false,
    certificate: null,
  };
  const dict = signatureDictionary(pdf);
  if (!dict?.contents) {
    problems.push('no signature');
    return result;
  }
  result.subFilter = dict.subFilter;
  const [start, firstLength, second, secondLength] = dict.byteRange;
  result.coversWholeFile = start === 0 && second + secondLength === pdf.length && second > firstLength;
  if (!result.coversWholeFile) problems.push('the byte range leaves part of the file out');
  const digest = createHash('sha256')
    .update(pdf.subarray(start, start + firstLength))
    .update(pdf.subarray(second, second + secondLength))
    .digest();

  const contentInfo = forge.asn1.fromDer(
    forge.util.createBuffer(firstElement(dict.contents).toString('binary')),
  );
  const signedData = children(children(contentInfo)[1]!)[0]!;
  const parts = children(signedData);
  const certificates = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  const signerInfos = parts[parts.length - 1]!;
  const signerInfo = children(signerInfos)[0]!;
  const fields = children(signerInfo);
  const signedAttrs = fields.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  const signature = fields.find((p, i) => i > 3 && p.type === forge.asn1.Type.OCTETSTRING);
  if (!certificates || !signedAttrs || !signature) {
    problems.push('the CMS lacks a certificate, signed attributes or a signature');
    return result;
  }
  const certificate = new X509Certificate(der(children(certificates)[0]!));
  result.certificate = certificate;

  const attributes = new Map(
    children(signedAttrs).map((attr) => [oidOf(children(attr)[0]!), children(children(attr)[1]!)[0]!]),
  );
  const messageDigest = attributes.get(OID.messageDigest);
  if (!messageDigest || Buffer.from(messageDigest.value as string, 'binary').compare(digest) !== 0) {
    problems.push('messageDigest is not the digest of the byte range');
  }
  const contentType = attributes.get(OID.contentType);
  if (!contentType || oidOf(contentType) !== OID.data) problems.push('contentType is not id-data');
  const essV2 = attributes.get(OID.signingCertificateV2);
  if (essV2) {
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 starts with the
    // hash algorithm only when it is not SHA-256, then certHash.
    const certId = children(children(children(essV2)[0]!)[0]!);
    const certHash = certId.find((p) => p.type === forge.asn1.Type.OCTETSTRING);
    const expected = createHash('sha256').update(certificate.raw).digest();
    result.signingCertificateV2 =
      !!certHash && Buffer.from(certHash.value as string, 'binary').equals(expected);
  }

  // The signature is over the signed attributes DER-encoded as a SET (RFC 5652 §5.4), not as [0].
  const attributesDer = der(signedAttrs);
  attributesDer[0] = 0x31;
  const signed = verify(
    'sha256',
    attributesDer,
    certificate.publicKey,
    Buffer.from(signature.value as string, 'binary'),
  );
  if (!signed) problems.push('the signature does not verify with the certificate');
  result.valid = problems.length === 0;
  return result;
}

/**
 * The file's first revision: up to and including its first `%%EOF` line, as a writer that appends
 * incremental updates leaves it.
 */
export function firstRevision(pdf: Buffer): Buffer {
  const end = pdf.indexOf('%%EOF');
  if (end < 0) throw new Error('no %%EOF');
  let stop = end + 5;
  while (pdf[stop] === 0x0d || pdf[stop] === 0x0a) stop++;
  return pdf.subarray(0, stop);
}
