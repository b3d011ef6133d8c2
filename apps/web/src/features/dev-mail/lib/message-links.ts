export type MessageLink = { href: string; text: string };

const isWebLink = (href: string) => {
  try {
    const url = new URL(href, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The links of a message, so they can be shown as real anchors beside the sandboxed preview
 * (links inside a sandbox without scripts or top navigation cannot open the app).
 * Parsing with DOMParser runs no scripts and loads nothing.
 */
export function messageLinks(html: string, text: string): MessageLink[] {
  const links: MessageLink[] = [];
  const seen = new Set<string>();
  const add = (href: string, label: string) => {
    if (!isWebLink(href) || seen.has(href)) return;
    seen.add(href);
    links.push({ href, text: label.trim() || href });
  };
  if (html) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const anchor of doc.querySelectorAll('a[href]')) {
      add(anchor.getAttribute('href') ?? '', anchor.textContent ?? '');
    }
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) add(match[0], match[0]);
  return links;
}
