import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { INFO_PAGES, infoPageHtml } from './pages.ts';

/**
 * GET /help, /terms and /privacy (spec 01 §2.3's help, terms and privacy links; the sign-up's terms
 * text links here): a redirect to the address the installation configured, else its own page.
 */
export function infoPageRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const page of INFO_PAGES) {
    const html = infoPageHtml(page);
    app.get(`/${page}`, { schema: { hide: true } }, (_req, reply) => {
      const elsewhere = deps.config.infoPages[page];
      if (elsewhere) return reply.redirect(elsewhere, 302);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    });
  }
}
