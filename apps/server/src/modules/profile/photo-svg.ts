import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

/**
 * An uploaded SVG, rebuilt from its parsed elements, attributes and text only, so the rasteriser
 * never sees what could reach outside the picture or run: no DOCTYPE or entity (xmldom never expands
 * one: a reference to one fails the parse, and the SVG is refused), no comment or processing
 * instruction, no <script>, <foreignObject> or animation (which could set a link), no event handler,
 * no link (href, xlink:href, src) but a same-document `#…` one, no url() but `url(#…)`, no <style>
 * that loads anything (url(), @import).
 */

/** Why an SVG was refused: the caller words it for the user. */
export type SvgRefusal = 'unreadable' | 'noSize' | 'tooComplex';

const DROPPED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'set',
  'discard',
]);
const LINK_ATTRIBUTES = new Set(['href', 'src']);
/**
 * Deeper than any drawing nests its groups (editors' exports stay under 30). The rebuild recurses
 * once a level, so a deeper document (200,000 nested groups fit in the body limit) is refused
 * before the call stack runs out.
 */
export const SVG_MAX_DEPTH = 256;
class TooDeep extends Error {}
/**
 * Tags (`<`) or attributes (`=`) past which an SVG is refused before it is parsed: more than a
 * drawing for an 80 px photo needs, and the parsed document costs about 1 KB a node. 600,000 nested
 * groups (4.2 MB) took 3.6 s and 550 MB; a heap limit on the parsing thread is no bound (Node aborts
 * the whole process when a worker reaches it by some allocations).
 */
export const SVG_MAX_PARTS = 50_000;

/** Whether `byte` occurs more than SVG_MAX_PARTS times (counting stops there). */
function tooMany(bytes: Buffer, byte: number): boolean {
  let count = 0;
  for (let at = bytes.indexOf(byte); at !== -1; at = bytes.indexOf(byte, at + 1)) {
    if (++count > SVG_MAX_PARTS) return true;
  }
  return false;
}
/** Any url( … ) that is not a fragment of this document. */
const FOREIGN_URL = /url\s*\(\s*(?!['"]?#)/i;
/**
 * Text that could load something: a foreign url(), an @import, or a backslash (a CSS escape can
 * spell `url` without the letters: `\75 rl(`).
 */
const loadsSomething = (text: string) => FOREIGN_URL.test(text) || /@import|\\/i.test(text);

/** Whether bytes are meant as XML (an SVG): the first character past a BOM and whitespace is '<'. */
export function looksLikeXml(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return head.trimStart().startsWith('<');
}

/** The rebuilt SVG, or why it is refused. */
export function cleanSvg(bytes: Buffer): { svg: string } | { refused: SvgRefusal } {
  if (tooMany(bytes, 0x3c) || tooMany(bytes, 0x3d)) return { refused: 'tooComplex' };
  let failed = false;
  const doc = (() => {
    try {
      return new DOMParser({
        onError: (level) => {
          if (level !== 'warning') failed = true;
        },
      }).parseFromString(bytes.toString('utf8'), 'image/svg+xml');
    } catch {
      return undefined;
    }
  })();
  const root = doc?.documentElement;
  if (failed || !root || root.localName !== 'svg') return { refused: 'unreadable' };
  const sized = (root.hasAttribute('width') && root.hasAttribute('height')) || root.hasAttribute('viewBox');
  if (!sized) return { refused: 'noSize' };
  try {
    return { svg: element(root, 0) };
  } catch (error) {
    if (error instanceof TooDeep) return { refused: 'unreadable' };
    throw error;
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function keepAttribute(name: string, localName: string, value: string): boolean {
  if (/^on/i.test(localName)) return false;
  if (LINK_ATTRIBUTES.has(localName.toLowerCase()) && !value.trim().startsWith('#')) return false;
  if (name.toLowerCase().startsWith('xml:base')) return false;
  return !loadsSomething(value);
}

function element(node: Element, depth: number): string {
  if (depth > SVG_MAX_DEPTH) throw new TooDeep();
  const name = node.tagName;
  const local = (node.localName ?? name).toLowerCase();
  if (DROPPED_ELEMENTS.has(local)) return '';
  if (local === 'style' && loadsSomething(node.textContent ?? '')) return '';
  const attributes = Array.from(node.attributes)
    .filter((a) => keepAttribute(a.name, a.localName ?? a.name, a.value))
    .map((a) => ` ${a.name}="${escapeAttribute(a.value)}"`)
    .join('');
  const children = Array.from(node.childNodes)
    .map((node) => child(node, depth + 1))
    .join('');
  return `<${name}${attributes}>${children}</${name}>`;
}

function child(node: Node, depth: number): string {
  // Elements, text and CDATA (as text) only: comments, processing instructions and the like go.
  if (node.nodeType === node.ELEMENT_NODE) return element(node as Element, depth);
  if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE) {
    return escapeText(node.nodeValue ?? '');
  }
  return '';
}
