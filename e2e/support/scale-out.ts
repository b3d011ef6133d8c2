import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/pg-cluster.ts';
import { startServer, type StartedServer } from './server.ts';

export type ScaleOut = {
  /** The API process, with no workers: a queued import certainly waits until startWorkers(). */
  api: StartedServer;
  /** Starts a worker process over the same database; its jobs run from then on. */
  startWorkers(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The scale-out layout on a throwaway PostgreSQL cluster: an API process (WORKERS=0, the demo seeded
 * for its administrator) and, when the spec says so, a worker process over the same database. Specs
 * about background work use it to see a task in progress without racing it.
 */
export async function startScaleOut(): Promise<ScaleOut> {
  const cluster: Cluster = await startCluster();
  let api: StartedServer | undefined;
  let workers: StartedServer | undefined;
  const stop = async () => {
    await workers?.stop();
    await api?.stop();
    await cluster.stop();
  };
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database focal_e2e');
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = '/focal_e2e';
    const shared = {
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      TWO_FACTOR_KEY: randomBytes(32).toString('base64'),
    };
    api = await startServer({ ...shared, WORKERS: '0', SEED_DEMO: '1' });
    const started = api;
    return {
      api: started,
      startWorkers: async () => {
        workers ??= await startServer({ ...shared, WORKERS: '1', SEED_DEMO: '0' });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
