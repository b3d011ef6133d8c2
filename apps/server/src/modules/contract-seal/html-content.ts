import { Parser } from 'htmlparser2';
import { SealInputError } from './input.ts';

/**
 * The contract's HTML (tiptap's output under the email HTML rules: headings, paragraphs, bold, italic,
 * underline, strike, lists, links, line breaks, quotes; pictures as their alt text) as pdfmake content. A streaming parse over
 * a stack, never recursion: nesting past MAX_DEPTH is refused, and the body's length is bounded
 * before (input.ts), so the work is linear in the input.
 */
const MAX_DEPTH = 40;

type Run = { text: string; bold?: true; italics?: true; decoration?: string; link?: string; color?: string };
type Paragraph = { style: string; runs: Run[]; alignment?: string };
/** A block container: the document, a list item, a quote; lists hold their items' blocks. */
type Container = { tag: string; blocks: unknown[]; items: unknown[][] };

const HEADINGS: Record<string, string> = { h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };
const PARAGRAPHS = new Set(['p', ...Object.keys(HEADINGS)]);
const BLOCKS = new Set([...PARAGRAPHS, 'ul', 'ol', 'li', 'blockquote', 'hr', 'div']);
/** Elements whose text is no part of the document. */
const HIDDEN = new Set(['script', 'style', 'template', 'head', 'title']);
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'col', 'area', 'base', 'source']);
// One optional space run, then a word: linear (issue 29's rule on expressions).
const ALIGNMENT = /text-align:\s?(left|center|right|justify)/;

/** Styles the content names; the layout merges them into the document's. */
export const BODY_STYLES = {
  h1: { fontSize: 16, bold: true, margin: [0, 10, 0, 4] },
  h2: { fontSize: 13.5, bold: true, margin: [0, 9, 0, 3] },
  h3: { fontSize: 11.5, bold: true, margin: [0, 8, 0, 2] },
  h4: { fontSize: 10, bold: true, margin: [0, 6, 0, 2] },
  p: { margin: [0, 0, 0, 6] },
  quote: { margin: [16, 0, 0, 6], color: '#444444' },
} as const;

const sameFormat = (a: Run, b: Run) =>
  a.bold === b.bold && a.italics === b.italics && a.decoration === b.decoration && a.link === b.link;

const safeLink = (href: string | undefined) =>
  href && /^(?:https?:\/\/|mailto:)/i.test(href) && href.length <= 2_000 ? href : undefined;

export function htmlToContent(html: string): unknown[] {
  const root: Container = { tag: 'root', blocks: [], items: [] };
  const containers: Container[] = [root];
  const open: string[] = [];
  const marks = {
    bold: 0,
    italics: 0,
    underline: 0,
    strike: 0,
    hidden: 0,
    links: [] as (string | undefined)[],
  };
  let paragraph: Paragraph | null = null;

  const container = () => containers[containers.length - 1]!;
  const flush = () => {
    if (!paragraph) return;
    const runs = paragraph.runs.length ? paragraph.runs : [{ text: ' ' }];
    // A paragraph's last line break draws an empty line in pdfmake: tiptap ends none with one on purpose.
    const last = runs[runs.length - 1]!;
    if (runs.length > 1 && last.text === '\n') runs.pop();
    container().blocks.push({
      text: runs,
      style: paragraph.style,
      ...(paragraph.alignment && { alignment: paragraph.alignment }),
    });
    paragraph = null;
  };
  const startParagraph = (style: string, alignment?: string) => {
    flush();
    paragraph = { style, runs: [], ...(alignment && { alignment }) };
  };
  const addRun = (value: string) => {
    const link = marks.links.findLast((l) => l !== undefined);
    paragraph ??= { style: container().tag === 'blockquote' ? 'quote' : 'p', runs: [] };
    const decoration = marks.underline || link ? 'underline' : marks.strike ? 'lineThrough' : undefined;
    const run = {
      text: value,
      ...(marks.bold && { bold: true }),
      ...(marks.italics && { italics: true }),
      ...(decoration && { decoration }),
      ...(link && { link, color: '#1a4fa0' }),
    } as Run;
    // The parser hands text over in pieces (around each entity): one run per stretch of one format.
    const last = paragraph.runs[paragraph.runs.length - 1];
    if (last && last.text !== '\n' && value !== '\n' && sameFormat(last, run)) last.text += value;
    else paragraph.runs.push(run);
  };

  const onOpen = (tag: string, attributes: Record<string, string>) => {
    if (!VOID.has(tag)) {
      open.push(tag);
      if (open.length > MAX_DEPTH)
        throw new SealInputError(`contract.bodyHtml: nested deeper than ${MAX_DEPTH}`);
    }
    if (HIDDEN.has(tag)) marks.hidden++;
    if (marks.hidden) return;
    if (BLOCKS.has(tag)) flush();
    const alignment = ALIGNMENT.exec(attributes.style ?? '')?.[1];
    if (PARAGRAPHS.has(tag))
      startParagraph(HEADINGS[tag] ?? (container().tag === 'blockquote' ? 'quote' : 'p'), alignment);
    else if (tag === 'ul' || tag === 'ol' || tag === 'li' || tag === 'blockquote') {
      containers.push({ tag, blocks: [], items: [] });
    } else if (tag === 'hr') {
      container().blocks.push({
        canvas: [{ type: 'line', x1: 0, y1: 4, x2: 499, y2: 4, lineWidth: 0.5, lineColor: '#999999' }],
        margin: [0, 4, 0, 8],
      });
    } else if (tag === 'br') addRun('\n');
    else if (tag === 'img') {
      // The server fetches nothing while it renders: a picture in the text is printed as its description.
      const alt = attributes.alt?.trim();
      if (alt) {
        marks.italics++;
        addRun(`[${alt}]`);
        marks.italics--;
      }
    } else if (tag === 'strong' || tag === 'b') marks.bold++;
    else if (tag === 'em' || tag === 'i') marks.italics++;
    else if (tag === 'u') marks.underline++;
    else if (tag === 's' || tag === 'strike' || tag === 'del') marks.strike++;
    else if (tag === 'a') marks.links.push(safeLink(attributes.href));
  };

  const onClose = (tag: string, implied: boolean) => {
    if (VOID.has(tag)) return;
    if (implied && open[open.length - 1] !== tag) return;
    open.pop();
    if (HIDDEN.has(tag)) {
      marks.hidden--;
      return;
    }
    if (marks.hidden) return;
    if (BLOCKS.has(tag)) flush();
    if (tag === 'ul' || tag === 'ol' || tag === 'li' || tag === 'blockquote') {
      const closed = containers.pop()!;
      const parent = container();
      if (tag === 'li') {
        // A list item outside any list is kept as its blocks.
        if (parent.tag === 'ul' || parent.tag === 'ol') parent.items.push(closed.blocks);
        else parent.blocks.push(...closed.blocks);
      } else if (tag === 'blockquote') parent.blocks.push(...closed.blocks);
      else if (closed.items.length || closed.blocks.length) {
        const items = [...closed.items, ...(closed.blocks.length ? [closed.blocks] : [])].map((blocks) => ({
          stack: blocks,
        }));
        parent.blocks.push({ [tag]: items, margin: [0, 0, 0, 6] });
      }
    } else if (tag === 'strong' || tag === 'b') marks.bold--;
    else if (tag === 'em' || tag === 'i') marks.italics--;
    else if (tag === 'u') marks.underline--;
    else if (tag === 's' || tag === 'strike' || tag === 'del') marks.strike--;
    else if (tag === 'a') marks.links.pop();
  };

  const onText = (raw: string) => {
    if (marks.hidden) return;
    const value = raw.replace(/\s+/g, ' ');
    // Whitespace between blocks is the HTML's layout, not the contract's text.
    if (value === ' ' && !paragraph) return;
    addRun(value);
  };

  const parser = new Parser(
    { onopentag: onOpen, onclosetag: onClose, ontext: onText },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  // Elements left open at the end (a truncated body) still give their blocks.
  while (containers.length > 1) onClose(containers[containers.length - 1]!.tag, false);
  return root.blocks;
}
