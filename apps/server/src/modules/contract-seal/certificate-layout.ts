import type { PdfDocument } from '../pdf/render.ts';
import type { CheckedSealInput } from './input.ts';
import { SealText } from './messages.ts';
import { utcTime } from './time.ts';

const T = SealText.certificate;
const A = SealText.audit;
const GREY = '#666666';

/** What the certificate states about the sealed bytes and the seal. */
export type CertificateFacts = {
  /** SHA-256 (hex) of the contract's pages: the file's first revision. */
  sha256: string;
  /** The first revision's length in bytes: the hash is of bytes 0 to this. */
  contractBytes: number;
  contractPages: number;
  sealedAt: Date;
  seal: { subject: string; fingerprint: string };
};

const known = (value: string | null | undefined) =>
  value ? value : { text: T.unknown, color: GREY, italics: true };
const row = (label: string, value: unknown) => [{ text: label, color: GREY }, value];
const facts = (rows: unknown[][]) => ({
  table: { widths: [130, '*'], body: rows },
  layout: 'noBorders',
  margin: [0, 0, 0, 10],
});

function signerFacts(signer: CheckedSealInput['signers'][number], companyName: string) {
  return {
    unbreakable: true,
    stack: [
      { text: signer.name, bold: true, margin: [0, 4, 0, 2] },
      facts([
        row(T.name, signer.name),
        row(T.email, known(signer.email)),
        row(
          T.role,
          signer.party === 'studio' ? `${SealText.party.studio}: ${companyName}` : SealText.party.client,
        ),
        ...(signer.consentedAt ? [row(T.consented, utcTime(signer.consentedAt))] : []),
        row(T.time, utcTime(signer.signedAt)),
        row(T.timeIso, signer.signedAt.toISOString()),
        row(T.ip, known(signer.ip)),
        row(T.userAgent, known(signer.userAgent)),
        row(T.method, signer.signature.kind === 'typed' ? SealText.typedNote : SealText.drawnNote),
      ]),
    ],
  };
}

function auditTable(events: CheckedSealInput['events']) {
  if (events.length === 0) return { text: A.empty, color: GREY };
  const origin = (ip?: string | null, userAgent?: string | null) =>
    [ip, userAgent].filter(Boolean).join('\n');
  const actor = (name?: string | null, email?: string | null) => [name, email].filter(Boolean).join('\n');
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [70, 62, 95, '*', 90],
      body: [
        [A.time, A.event, A.actor, A.origin, A.detail].map((text) => ({ text, bold: true })),
        ...events.map((event) => [
          event.at.toISOString(),
          A.kinds[event.kind] ?? event.kind,
          actor(event.actorName, event.actorEmail),
          { text: origin(event.ip, event.userAgent), fontSize: 7 },
          event.detail ?? '',
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 7.5,
  };
}

/** The certificate page and the audit trail's pages, appended to the contract's before the seal. */
export function certificateDocument(input: CheckedSealInput, stated: CertificateFacts): PdfDocument {
  const { contract } = input;
  return {
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 8] },
      section: { fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
      hash: { fontSize: 8.5, bold: true },
    },
    content: [
      { text: T.heading, style: 'title' },
      { text: T.intro, color: GREY, margin: [0, 0, 0, 8] },
      { text: T.document, style: 'section' },
      facts([
        row(T.title, contract.title),
        row(T.contractId, contract.id),
        row(T.pagesLabel, T.pages(stated.contractPages)),
        row(T.hashLabel, { text: stated.sha256, style: 'hash' }),
        row('', { text: T.hashOf(stated.contractBytes), color: GREY, fontSize: 8 }),
        row(T.sealedAt, `${utcTime(stated.sealedAt)} (${stated.sealedAt.toISOString()})`),
        row(T.sealedBy, stated.seal.subject),
        row(T.fingerprint, { text: stated.seal.fingerprint, fontSize: 7.5 }),
      ]),
      { text: T.signers, style: 'section' },
      ...input.signers.map((signer) => signerFacts(signer, contract.companyName)),
      { text: A.title, style: 'title', pageBreak: 'before' },
      auditTable(input.events),
    ],
    footer: (current: number, count: number) => ({
      columns: [
        { text: `${contract.title}: ${T.heading.toLowerCase()}`, color: GREY, fontSize: 7.5 },
        { text: SealText.page(current, count), alignment: 'right', color: GREY, fontSize: 7.5 },
      ],
      margin: [48, 16, 48, 0],
    }),
  };
}
