import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * PDFs through pdfmake (tables and text, fonts embedded, no browser), archival as PDF/A-2b (fonts
 * embedded, XMP metadata, an output intent, no scripts), and byte-stable: the creation date is the
 * document's own (never "now") and pdfkit derives the file id and the font subset tags from the
 * content, so the same document gives the same bytes, which a hash can prove later.
 */
const require = createRequire(import.meta.url);
type Pdfmake = {
  setFonts(fonts: object): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (file: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
};
const pdfmake = require('pdfmake') as Pdfmake;
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
/** The typed signatures' script face (contract-seal): Dancing Script, SIL Open Font License. */
const scriptDir = path.join(path.dirname(require.resolve('@expo-google-fonts/dancing-script/package.json')), '400Regular');

let configured = false;
function configure() {
  if (configured) return;
  const font = (file: string) => path.join(fontDir, file);
  const script = path.join(scriptDir, 'DancingScript_400Regular.ttf');
  pdfmake.setFonts({
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
    // One weight: a signature is never bold or italic.
    DancingScript: { normal: script, bold: script, italics: script, bolditalics: script },
  });
  // Nothing a document says may make the server fetch a URL or read a file: the fonts alone.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) =>
    [fontDir, scriptDir].some((dir) => path.resolve(file).startsWith(dir + path.sep)),
  );
  configured = true;
}

/**
 * `images`: pictures the content names (`{ image: 'logo' }`), as data URLs: a string crosses to the
 * render thread as it is, and pdfmake reads data URLs without the file or URL access refused above.
 */
export type PdfDocument = {
  content: unknown[];
  styles?: object;
  defaultStyle?: object;
  footer?: unknown;
  images?: Record<string, string>;
};

export type PdfMeta = { title: string; author: string; createdAt: Date };

/** On the calling thread: the server calls `renderPdfInThread` (render-thread.ts) instead. */
export async function renderPdf(doc: PdfDocument, meta: PdfMeta) {
  configure();
  return pdfmake
    .createPdf({
      ...doc,
      subset: 'PDF/A-2b',
      version: '1.7',
      pageSize: 'A4',
      pageMargins: [48, 56, 48, 56],
      defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2, ...doc.defaultStyle },
      info: {
        title: meta.title,
        author: meta.author,
        creator: 'Focal',
        producer: 'Focal',
        creationDate: meta.createdAt,
        modDate: meta.createdAt,
      },
    })
    .getBuffer();
}
