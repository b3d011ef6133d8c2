/** Texts of the sealed contract's PDF: its signature block, certificate page and audit trail. */
import { CONTRACT_EVENT_LABELS } from '@focal/contracts/contracts/api';

/** By the trail's `kind` (any text: an unknown one is shown as it is). Consent is no event of its
 * own: the signed event and the certificate's signer rows carry it. */
const kinds: Record<string, string> = CONTRACT_EVENT_LABELS;

export const SealText = {
  signatures: 'Signatures',
  party: { client: 'Client', studio: 'For the studio' } as Record<'client' | 'studio', string>,
  signedOn: (utc: string) => `Signed ${utc}`,
  typedNote: 'Signed by typing the name',
  drawnNote: 'Signed by drawing',
  page: (current: number, count: number) => `Page ${current} of ${count}`,

  certificate: {
    heading: 'Signing certificate',
    intro:
      'This page and the audit trail after it were added when the last party signed. The whole file was then ' +
      'sealed with a digital signature: a PDF reader shows it as signed and tells if anything changed since.',
    document: 'Document',
    title: 'Title',
    contractId: 'Contract reference',
    pagesLabel: 'Signed pages',
    pages: (count: number) =>
      count === 1 ? 'Page 1 (the contract as signed)' : `Pages 1 to ${count} (the contract as signed)`,
    hashLabel: 'SHA-256 of the signed contract',
    hashOf: (bytes: number) =>
      `Computed over the first ${bytes.toLocaleString('en-US')} bytes of this file: the contract's pages as they ` +
      'were saved before this certificate was added (the file\u2019s first revision).',
    sealedAt: 'Sealed',
    sealedBy: 'Seal certificate',
    fingerprint: 'Certificate SHA-256 fingerprint',
    signers: 'Signers',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    consented: 'Consented to e-signing (UTC)',
    time: 'Signed (UTC)',
    timeIso: 'Signed (ISO 8601)',
    ip: 'IP address',
    userAgent: 'User agent',
    method: 'Signature',
    unknown: 'not recorded',
  },

  audit: {
    title: 'Audit trail',
    time: 'Time (UTC)',
    event: 'Event',
    actor: 'By',
    origin: 'IP address and user agent',
    detail: 'Detail',
    kinds,
    empty: 'No events recorded.',
  },
};
