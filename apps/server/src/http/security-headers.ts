import type { FastifyInstance } from 'fastify';
import type { ChatCspDirective, ChatCspSources } from './chat-widget.ts';

/**
 * The app's policy. `inlineScripts` are the CSP hashes ('sha256-…') of the inline scripts of the page
 * answered (spa.ts reads them from the built HTML at start): the first-paint script runs inline,
 * before any request, and nothing else inline may. `chat` adds the support chat widget's
 * origins to the directives it needs, only when the chat is configured.
 */
function appCsp(inlineScripts: readonly string[], chat: ChatCspSources = {}): string {
  const with_ = (directive: ChatCspDirective, ...own: string[]) =>
    [directive, ...own, ...(chat[directive] ?? [])].join(' ');
  return [
    "default-src 'self'",
    with_('script-src', "'self'", ...inlineScripts.map((hash) => `'${hash}'`)),
    // Mantine sets style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    with_('img-src', "'self'", 'data:', 'blob:'),
    with_('font-src', "'self'", 'data:'),
    with_('connect-src', "'self'"),
    // The HEIC decoder (heic-to, loaded only when an iPhone photo is picked) runs in a worker it
    // starts from a blob: address; without this, workers fall back to script-src, which has no blob:.
    "worker-src 'self' blob:",
    ...(chat['media-src'] ? [with_('media-src', "'self'")] : []),
    // The development mailbox shows messages in sandboxed srcdoc frames.
    with_('frame-src', "'self'", 'about:'),
    "frame-ancestors 'self'",
    with_('form-action', "'self'"),
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The API docs page (Swagger UI) needs inline styles and its own script; nothing else relaxes. Its
 * policy carries no hash: a browser ignores 'unsafe-inline' when a hash is listed.
 */
const DOCS_CSP = appCsp([]).replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/**
 * Headers that govern a document or a worker (what it may load, frame, open, send as referrer, use)
 * go on pages, sw.js, non-JSON API answers and the rest as before. The build's hashed assets (scripts,
 * stylesheets, fonts, images) are none of those: the page's policy governs them, and on each of the
 * 10-15 files a page loads those headers were ~500 bytes of nothing. nosniff stays on everything:
 * it keeps a file from being run as another type. An SVG opened alone is a document: it keeps them.
 */
function isHashedAsset(url: string, contentType: unknown): boolean {
  return url.startsWith('/assets/') && typeof contentType === 'string' && SUBRESOURCE.test(contentType);
}

const SUBRESOURCE = /^(?:text\/css|text\/javascript|application\/(?:javascript|json)|font\/|image\/(?!svg))/;

/**
 * An API answer in JSON is data, never a document: nothing in it loads, runs, frames or links, so the
 * pages' policy and the other document headers govern nothing there (OWASP's REST cheat sheet asks
 * nosniff, a policy that allows nothing and no framing). On /login's provider list they were ~500
 * bytes of the answer's ~700. An API answer of another type (the docs page, a file) keeps them all.
 */
function isJsonApiAnswer(url: string, contentType: unknown): boolean {
  return url.startsWith('/api/') && typeof contentType === 'string' && JSON_TYPE.test(contentType);
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * `scriptsOf` names the inline scripts of the page a path is answered with (spa.ts's
 * pageScriptHashes); an answer that is not a page (sw.js, a file the API sends) may run none.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  scriptsOf: (path: string) => readonly string[] = () => [],
  chat: ChatCspSources = {},
): void {
  // One policy per set of pages' scripts, written once.
  const policies = new Map<string, string>();
  const policyOf = (scripts: readonly string[]) => {
    const key = scripts.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) policies.set(key, (policy = appCsp(scripts, chat)));
    return policy;
  };
  const isPage = (contentType: unknown) =>
    typeof contentType === 'string' && contentType.startsWith('text/html');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    const contentType = reply.getHeader('content-type');
    if (isHashedAsset(request.url, contentType)) return payload;
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (isJsonApiAnswer(request.url, contentType)) {
      reply.header('content-security-policy', API_CSP);
      return payload;
    }
    const csp = request.url.startsWith('/api/docs')
      ? DOCS_CSP
      : policyOf(isPage(contentType) ? scriptsOf(request.url.split('?')[0]!) : []);
    reply.header('content-security-policy', csp);
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    return payload;
  });
}
