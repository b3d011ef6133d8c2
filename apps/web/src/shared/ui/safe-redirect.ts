/** Only same-app paths: never follow `//host` or `https://...` from navigation state. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (target.startsWith('/login')) return fallback;
  return target;
}
