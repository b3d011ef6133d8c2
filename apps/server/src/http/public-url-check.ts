import { isApiPath } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';

/** What a Host header may look like to be named in the log (a name or address, and a port). */
const PLAIN_HOST = /^[A-Za-z0-9.\-:[\]]{1,255}$/;
/** Other addresses named at most: the set is bounded whatever the clients send. */
const MAX_NAMED = 20;

/**
 * Focal's links (emails, sign-in returns, the checkout frame) are built from PUBLIC_URL. A browser
 * that opened the app at another address (127.0.0.1 for localhost, a LAN address) signs in there,
 * where those links do not lead. The first page asked for at each other address says, once, in the
 * server's log (`npm start`'s terminal), which address to open.
 */
export function registerPublicUrlCheck(app: FastifyInstance, publicUrl: string) {
  const expected = new URL(publicUrl).host;
  const named = new Set<string>();
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' || isApiPath(request.url)) return;
    const { host } = request;
    if (host === expected || named.has(host) || named.size >= MAX_NAMED || !PLAIN_HOST.test(host)) return;
    named.add(host);
    request.log.warn(
      `Focal was opened at ${request.protocol}://${host}, but its links (emails, sign-in returns) lead to ` +
        `PUBLIC_URL, ${publicUrl}: open ${publicUrl} instead, or set PUBLIC_URL to the address people use.`,
    );
  });
}
