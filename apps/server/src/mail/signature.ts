import type { Db } from '../db/client.ts';
import { sanitizeEmailHtml } from '../lib/email-html.ts';
import { emailSettingsOf } from '../modules/email-settings/settings.ts';
import { FILES_URL_PREFIX, fileUrl } from '../storage/file-store.ts';

/** A company's signature as it goes into a mail: sanitised HTML, and its image's absolute address. */
export type Signature = { html: string; imageUrl: string | null };

/**
 * The signature of a company's settings (none when it has neither text nor image). Sanitised again
 * here, whatever the save did, and our own file addresses made absolute: a mail client has no base
 * address.
 */
export async function companySignature(
  db: Db,
  publicUrl: string,
  companyId: string,
): Promise<Signature | null> {
  const row = await emailSettingsOf(db, companyId);
  if (!row.signatureHtml.trim() && !row.signatureImagePath) return null;
  const html = absoluteFileUrls(await sanitizeEmailHtml(row.signatureHtml), publicUrl);
  return { html, imageUrl: row.signatureImagePath ? `${publicUrl}${fileUrl(row.signatureImagePath)}` : null };
}

const absoluteFileUrls = (html: string, publicUrl: string) =>
  html.replaceAll(`src="${FILES_URL_PREFIX}`, `src="${publicUrl}${FILES_URL_PREFIX}`);

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The mail with the signature after its body: in the HTML before `</body>` when there is one, and
 * in the text after the usual "-- " separator, as plain text.
 */
export function withSignature<M extends { html: string; text: string }>(
  mail: M,
  signature: Signature | null,
): M {
  if (!signature) return mail;
  const image = signature.imageUrl
    ? `<p><img src="${escapeAttribute(signature.imageUrl)}" alt="" style="max-width:320px;height:auto"></p>`
    : '';
  const block = `<div class="focal-signature" style="margin-top:24px">${signature.html}${image}</div>`;
  const closing = mail.html.lastIndexOf('</body>');
  const html =
    closing === -1
      ? `${mail.html}${block}`
      : `${mail.html.slice(0, closing)}${block}${mail.html.slice(closing)}`;
  const signatureText = htmlToText(signature.html);
  const text = signatureText ? `${mail.text}\n\n-- \n${signatureText}` : mail.text;
  return { ...mail, html, text };
}

/**
 * The plain-text form of sanitised HTML: block ends and breaks become new lines, a link its text
 * and address, other tags go, entities read. It reads the sanitizer's output (`<` and `>` only
 * around tags, attribute values in double quotes: lib/email-html.ts), a template body of up to
 * 100,000 characters among them, so every step is linear in the length (issue 29 §1): no pattern
 * here tries a start again over text another start already read.
 */
export function htmlToText(html: string): string {
  const text = linksAsText(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-4]|li|blockquote)>/gi, '\n'),
  )
    .replace(/<[^<>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  // Spaces before a line end go; the lookbehind starts a match only where the run starts.
  return text
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const LINK_OPEN = /<a\s[^<>]*>/gi;
const LINK_CLOSE = /<\/a>/gi;
const LINE_END = /[\n\r\u2028\u2029]/g;
const HREF = /\shref="([^"]*)"/i;

/** The next match of a global pattern at or after `from`, as its index (-1 when there is none). */
function nextIndex(pattern: RegExp, text: string, from: number): number {
  pattern.lastIndex = from;
  return pattern.exec(text)?.index ?? -1;
}

/**
 * `<a href="…">label</a>` as `label (address)`, or the label alone when it is the address. A label
 * runs to the first `</a>` on the same line (a link whose label has a line break stays as tags, for
 * the tag pass to remove). The next `</a>` and line end are found once and kept until passed, so
 * many openings without a close are one scan, not one scan each.
 */
function linksAsText(html: string): string {
  let out = '';
  let copied = 0;
  let close = -2;
  let lineEnd = -2;
  LINK_OPEN.lastIndex = 0;
  for (let open = LINK_OPEN.exec(html); open; open = LINK_OPEN.exec(html)) {
    const labelStart = LINK_OPEN.lastIndex;
    if (close !== -1 && close < labelStart) close = nextIndex(LINK_CLOSE, html, labelStart);
    if (close === -1) break;
    if (lineEnd !== -1 && lineEnd < labelStart) lineEnd = nextIndex(LINE_END, html, labelStart);
    const href = HREF.exec(open[0])?.[1];
    if (href === undefined || (lineEnd !== -1 && lineEnd < close)) continue;
    const label = html.slice(labelStart, close);
    out += html.slice(copied, open.index) + (label.trim() === href.trim() ? label : `${label} (${href})`);
    copied = close + '</a>'.length;
    LINK_OPEN.lastIndex = copied;
  }
  return out + html.slice(copied);
}
