import type sanitizeHtml from 'sanitize-html';
import { FILES_URL_PREFIX } from '../storage/file-store.ts';

/**
 * The rules of the one sanitizer for HTML a studio writes into its emails (templates, the
 * signature). What a mail client renders safely and what our editor produces: paragraphs, emphasis,
 * lists, headings, quotes, links to web or mail addresses, and images from the web (https) or our
 * own file store. Anything else is removed; script and style bodies go whole. `findUnsafeWith`
 * names what this would remove, so a save can refuse unsafe input instead of silently changing it.
 * They run in the sanitizer's own thread (email-html-worker.ts); email-html.ts is the door.
 */
const TEXT_ALIGN = [/^(left|right|center|justify)$/];
const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4', 'div', 'span', 'li', 'blockquote'];

const EMAIL_HTML_TAGS: readonly string[] = [
  ...['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li'],
  ...['h1', 'h2', 'h3', 'h4', 'blockquote', 'span', 'div', 'img'],
];
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
};
/** Image sizes are plain pixel counts (what mail clients honour); nothing else rides on them. */
const PIXELS = /^\d{1,4}$/;

/** Links: web and mail addresses only (no javascript:, data:, relative or protocol-relative ones). */
function isSafeEmailHref(href: string): boolean {
  return /^(https?:\/\/[^\s/]|mailto:)/i.test(href.trim());
}

/** Images: https, or a file in our own store (no data:, http: or other hosts' relative paths). */
function isSafeEmailImageSrc(src: string): boolean {
  const value = src.trim();
  return /^https:\/\/[^\s/]/i.test(value) || (value.startsWith(FILES_URL_PREFIX) && !value.includes('..'));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...EMAIL_HTML_TAGS],
  allowedAttributes: ATTRIBUTES,
  // Address checks are ours (transformTags): sanitize-html's scheme list would also let relative links through.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, { 'text-align': TEXT_ALIGN }])),
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open a new window that cannot reach back; target and rel are ours, not the input's.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs:
        attribs.href && isSafeEmailHref(attribs.href)
          ? { href: attribs.href.trim(), target: '_blank', rel: 'noopener noreferrer' }
          : {},
    }),
    img: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: imageAttributes(attribs) }),
  },
  // An image without a safe source is nothing; dropping it keeps no empty <img> behind.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function imageAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (!attribs.src || !isSafeEmailImageSrc(attribs.src)) return {};
  const kept: sanitizeHtml.Attributes = { src: attribs.src.trim() };
  if (attribs.alt !== undefined) kept.alt = attribs.alt;
  for (const size of ['width', 'height'] as const) {
    if (attribs[size] !== undefined && PIXELS.test(attribs[size])) kept[size] = attribs[size];
  }
  return kept;
}

/** The HTML as it may be stored and sent: everything outside the allow-list above removed. */
export function sanitizeWith(sanitize: typeof sanitizeHtml, html: string): string {
  return sanitize(html, OPTIONS);
}

/** One thing the sanitizer would remove, named for the person who wrote it. */
export interface UnsafeHtmlPart {
  /** `tag` (a whole element), `attribute`, `link` (href), `image` (src) or `style`. */
  kind: 'tag' | 'attribute' | 'link' | 'image' | 'style';
  /** E.g. `<script>`, `onerror on <img>`, `javascript:alert(1)`, `position on <div>`. */
  what: string;
}

function styleProblems(tag: string, style: string): UnsafeHtmlPart[] {
  const problems: UnsafeHtmlPart[] = [];
  for (const declaration of style.split(';')) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    const property = (colon < 0 ? declaration : declaration.slice(0, colon)).trim().toLowerCase();
    const value = colon < 0 ? '' : declaration.slice(colon + 1).trim();
    const allowed =
      ALIGNABLE.includes(tag) && property === 'text-align' && TEXT_ALIGN.some((re) => re.test(value));
    if (!allowed) problems.push({ kind: 'style', what: `${property || declaration.trim()} on <${tag}>` });
  }
  return problems;
}

function tagProblems(tag: string, attribs: sanitizeHtml.Attributes): UnsafeHtmlPart[] {
  if (!EMAIL_HTML_TAGS.includes(tag)) return [{ kind: 'tag', what: `<${tag}>` }];
  const problems: UnsafeHtmlPart[] = [];
  const allowed = ATTRIBUTES[tag] ?? [];
  for (const [name, value] of Object.entries(attribs)) {
    if (!allowed.includes(name)) problems.push({ kind: 'attribute', what: `${name} on <${tag}>` });
    else if (tag === 'a' && name === 'href' && !isSafeEmailHref(value))
      problems.push({ kind: 'link', what: value });
    else if (tag === 'img' && name === 'src' && !isSafeEmailImageSrc(value)) {
      problems.push({ kind: 'image', what: value.length > 60 ? `${value.slice(0, 60)}…` : value });
    } else if (tag === 'img' && (name === 'width' || name === 'height') && !PIXELS.test(value)) {
      problems.push({ kind: 'attribute', what: `${name}="${value}" on <img>` });
    } else if (name === 'style') problems.push(...styleProblems(tag, value));
  }
  if (tag === 'img' && !attribs.src) problems.push({ kind: 'image', what: '<img> without a source' });
  return problems;
}

/**
 * What `sanitizeWith` would remove from this HTML (its tags, attributes, addresses and styles),
 * each named once, in the order met; empty when the HTML is safe as written. Comments and the
 * browser's own normalisation (quotes, entity spelling) are not reported: they carry nothing unsafe.
 */
export function findUnsafeWith(sanitize: typeof sanitizeHtml, html: string): UnsafeHtmlPart[] {
  const found = new Map<string, UnsafeHtmlPart>();
  sanitize(html, {
    ...OPTIONS,
    onOpenTag: (name, attribs) => {
      for (const part of tagProblems(name.toLowerCase(), attribs))
        found.set(`${part.kind}:${part.what}`, part);
    },
  });
  return [...found.values()];
}
