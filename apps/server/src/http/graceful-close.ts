import type { FastifyInstance } from 'fastify';

/**
 * Once shutdown begins, answers still in flight tell the client to close the connection, so
 * keep-alive sockets do not hold the process open after the last request is done.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
