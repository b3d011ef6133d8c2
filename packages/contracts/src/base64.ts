// No zod here: a check the schemas call (profile photos, drawn signatures, a seal's logo).

const NOT_BASE64 = /[^A-Za-z0-9+/]/;

/**
 * Whether `text` is base64 (up to two `=` at its end) after `prefix` (a data URL's, say: the text
 * itself, or a pattern anchored at the start), which `optional` lets it leave out. Scanned for a
 * character outside the alphabet rather than matched whole: one pattern over the whole text,
 * `[…]+={0,2}$`, kept a backtracking point per character, and V8 threw on a 5.6 MB photo (a 500)
 * the first time it ran it.
 */
export function isBase64Text(text: string, prefix: string | RegExp, optional = false): boolean {
  const prefixed =
    typeof prefix === 'string' ? (text.startsWith(prefix) ? prefix : null) : prefix.exec(text)?.[0];
  if (!prefixed && !optional) return false;
  const body = prefixed ? text.slice(prefixed.length) : text;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const letters = body.slice(0, body.length - padding);
  return letters.length > 0 && !NOT_BASE64.test(letters);
}
