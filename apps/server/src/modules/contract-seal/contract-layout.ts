import type { PdfDocument } from '../pdf/render.ts';
import { BODY_STYLES, htmlToContent } from './html-content.ts';
import type { CheckedSealInput } from './input.ts';
import { SealText } from './messages.ts';
import { utcTime } from './time.ts';

/** The typed signature's face (render.ts registers it): Dancing Script, SIL Open Font License. */
const SCRIPT_FONT = 'DancingScript';
const WIDTH = 499;
const GREY = '#666666';

type Signer = CheckedSealInput['signers'][number];

/** The signature itself, in a box of one height whatever its kind, so that the lines under them align. */
function signatureMark(signer: Signer, image: string) {
  const mark =
    signer.signature.kind === 'typed'
      ? { text: signer.signature.text, font: SCRIPT_FONT, fontSize: 24, margin: [0, 30, 0, 0] }
      : { image, fit: [220, 64], margin: [0, 2, 0, 0] };
  return { table: { widths: ['*'], heights: [68], body: [[mark]] }, layout: 'noBorders' };
}

function signatureBlock(signer: Signer, index: number, companyName: string) {
  const party =
    signer.party === 'studio' ? `${SealText.party.studio}: ${companyName}` : SealText.party.client;
  return {
    unbreakable: true,
    width: '*',
    stack: [
      signatureMark(signer, `signature${index}`),
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 230, y2: 0, lineWidth: 0.6, lineColor: '#333333' }] },
      { text: signer.name, bold: true, margin: [0, 3, 0, 0] },
      { text: party, color: GREY },
      ...(signer.email ? [{ text: signer.email, color: GREY }] : []),
      { text: SealText.signedOn(utcTime(signer.signedAt)), color: GREY },
    ],
    margin: [0, 0, 0, 16],
  };
}

/** Pairs of signature blocks side by side: two parties fit across the page. */
function signatureRows(input: CheckedSealInput) {
  const blocks = input.signers.map((signer, i) => signatureBlock(signer, i, input.contract.companyName));
  const rows: unknown[] = [];
  for (let i = 0; i < blocks.length; i += 2) {
    rows.push({ columns: [blocks[i], blocks[i + 1] ?? { text: '', width: '*' }], columnGap: 24 });
  }
  return rows;
}

/**
 * The contract as signed: the company's header, the title, the final text, then every signature.
 * These pages are the file's first revision, the bytes the certificate's hash is of.
 */
export function contractDocument(input: CheckedSealInput): PdfDocument {
  const { contract } = input;
  const images: Record<string, string> = {};
  input.signers.forEach((signer, i) => {
    if (signer.signature.kind === 'drawn') {
      images[`signature${i}`] =
        `data:image/png;base64,${Buffer.from(signer.signature.png).toString('base64')}`;
    }
  });
  if (contract.companyLogo) images.logo = contract.companyLogo;
  const header = contract.companyLogo
    ? {
        columns: [
          { image: 'logo', fit: [160, 64] },
          { text: contract.companyName, alignment: 'right', color: GREY },
        ],
      }
    : { text: contract.companyName, color: GREY };
  return {
    images,
    styles: {
      ...BODY_STYLES,
      title: { fontSize: 18, bold: true, margin: [0, 16, 0, 12] },
      section: { fontSize: 13, bold: true, margin: [0, 18, 0, 10] },
    },
    content: [
      header,
      { text: contract.title, style: 'title' },
      ...htmlToContent(contract.bodyHtml),
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: WIDTH, y2: 0, lineWidth: 0.5, lineColor: '#bbbbbb' }],
        margin: [0, 12, 0, 0],
      },
      { text: SealText.signatures, style: 'section' },
      ...signatureRows(input),
    ],
    footer: (current: number, count: number) => ({
      columns: [
        { text: contract.title, color: GREY, fontSize: 7.5 },
        { text: SealText.page(current, count), alignment: 'right', color: GREY, fontSize: 7.5 },
      ],
      margin: [48, 16, 48, 0],
    }),
  };
}
