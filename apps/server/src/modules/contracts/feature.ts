import { CONTRACT_SEAL, CONTRACT_SEAL_QUEUE, startSealWorker } from '../contract-seal/seal-queue.ts';
import type { Feature } from '../feature.ts';
import { contractRoutes } from './routes.ts';
import { contractSealStore } from './seal-store.ts';

export const feature: Feature = {
  routes: contractRoutes,
  // A fully signed contract is sealed by this job (retried; the sweep re-sends one left 'sealing').
  queues: [[CONTRACT_SEAL, CONTRACT_SEAL_QUEUE]],
  startWorkers: (deps) => startSealWorker(deps, contractSealStore(deps)),
};
