import type sanitizeHtml from 'sanitize-html';

/**
 * Announcement HTML as it may leave the server (issue 5): bold, italics, line breaks,
 * spans and links to http(s) or app-relative addresses. Everything else is stripped, its text kept;
 * script and style bodies are dropped whole. The client sanitises again (shared/html).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'a', 'br', 'span'],
  // target and rel are ours (transformTags below): any the row had are replaced.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  // Relative addresses (`/subscription/plans`) stay; `//host` is another site and goes.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open elsewhere and cannot reach back into the app's tab.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
    }),
  },
};

let sanitizer: typeof sanitizeHtml | null = null;

/** sanitize-html (and postcss under it) loads with the first announcements asked for, not at start. */
export async function loadAnnouncementSanitizer(): Promise<void> {
  sanitizer ??= (await import('sanitize-html')).default;
}

export function sanitizeAnnouncementHtml(html: string): string {
  if (!sanitizer) throw new Error('loadAnnouncementSanitizer() must run first');
  return sanitizer(html, OPTIONS);
}
