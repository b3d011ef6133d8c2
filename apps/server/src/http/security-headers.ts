import type { FastifyInstance } from 'fastify';

const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine sets style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The development mailbox shows messages in sandboxed srcdoc frames.
  "frame-src 'self' about:",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** The API docs page (Swagger UI) needs inline styles and its own script; nothing else relaxes. */
const DOCS_CSP = APP_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', request.url.startsWith('/api/docs') ? DOCS_CSP : APP_CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
