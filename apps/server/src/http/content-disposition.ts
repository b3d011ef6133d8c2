/**
 * A Content-Disposition header for a file name a user chose: an ASCII fallback with the quote,
 * backslash, percent and semicolon replaced (nothing can close the value or start another), and the
 * real name in RFC 5987's encoded form.
 */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment') {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
