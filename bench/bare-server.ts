/**
 * The throughput baseline: a bare Fastify server answering `{ hello: 'world' }` on every GET /, no plugins,
 * no logging. `node bench/bare-server.ts` listens on PORT (default: a free one) on 127.0.0.1 and answers
 * /healthz too, so the benchmark can wait for it as it waits for Focal.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/healthz', async () => ({ status: 'ok' }));

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare Fastify listening at ${address}`);
