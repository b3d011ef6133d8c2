import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { Queue, QueueDefinition } from '../queue/queue.ts';

/** What the background workers get: the app's parts, with the queue they work on. */
type WorkerDeps = AppDeps & { queue: Queue };

/**
 * A server feature as its own folder declares it (`feature.ts`), so that adding one edits no other
 * feature's lines: its routes, the queues it sends to, and its background workers. modules/features.ts
 * lists them; buildApp registers the routes, every process creates the queues, and the worker
 * process (or `npm start`'s) starts the workers.
 */
export type Feature = {
  routes?(app: FastifyInstance, deps: AppDeps): void | Promise<void>;
  queues?: readonly QueueDefinition[];
  startWorkers?(deps: WorkerDeps): Promise<{ close(): unknown } | void>;
};
