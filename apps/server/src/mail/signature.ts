import type { Db } from '../db/client.ts';
import { sanitizeEmailHtml } from '../lib/email-html.ts';
import { findEmailSettings } from '../modules/email-settings/repo.ts';
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
  const row = await findEmailSettings(db, companyId);
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

/** The plain-text form of sanitised HTML: block ends and breaks become new lines, tags go, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-4]|li|blockquote)>/gi, '\n')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) =>
      label.trim() === href.trim() ? label : `${label} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
