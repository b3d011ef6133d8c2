import DOMPurify from 'dompurify';

let configured = false;

/** Links in server HTML open in a new tab and cannot reach back into this one. */
function configure() {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML from the server (toasts, the response-success modal) as safe markup: formatting and links,
 * no scripts, no event handlers, no styles, no forms or frames.
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
