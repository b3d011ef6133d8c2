import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { sealInput } from '../../test/contract-seal-factories.ts';
import { checkSeal } from '../../test/pdf-seal.ts';
import type { SealInput } from './input.ts';
import {
  CONTRACT_SEAL,
  CONTRACT_SEAL_QUEUE,
  type ContractSealJob,
  requestSeal,
  type SealStore,
  startSealWorker,
} from './seal-queue.ts';
import type { SealedContract } from './seal.ts';

it.override('appOptions', { workers: true });

/** Until `check` holds, or 20 s. */
async function until(check: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return check();
}

/**
 * A contracts module's store over a map: a contract 'sealing' until `complete` (one step, as its
 * transaction is) makes it 'completed'; `failures` loads fail first, as a database or disk might.
 */
function memoryStore(input: SealInput, failures: number) {
  const state = new Map<string, 'sealing' | 'completed'>();
  const sealed = new Map<string, SealedContract>();
  let failing = failures;
  let loads = 0;
  const store: SealStore = {
    load: async (job) => {
      loads++;
      if (failing-- > 0) throw new Error('the database is away for a moment');
      return state.get(job.contractId) === 'sealing' ? input : null;
    },
    complete: async (job, result) => {
      if (state.get(job.contractId) !== 'sealing') return;
      sealed.set(job.contractId, result);
      state.set(job.contractId, 'completed');
    },
    refuse: async () => {
      throw new Error('not refused in these tests');
    },
    stuck: async () =>
      [...state].filter(([, s]) => s === 'sealing').map(([contractId]) => ({ companyId: 'c', contractId })),
  };
  return { store, state, sealed, loads: () => loads };
}

// The first seal starts the sealing thread and makes a key.
describe('the contract sealing worker', { timeout: 60_000 }, () => {
  it('retries a failed delivery until the contract is sealed, once, and the sweep finds the ones left sealing', async ({
    api,
  }) => {
    const queue = api.deps.queue!;
    // The production settings (made at start once a feature lists the queue), with pauses of a second
    // so that a retry comes within the test.
    await queue.createQueue(CONTRACT_SEAL, CONTRACT_SEAL_QUEUE);
    await queue.updateQueue(CONTRACT_SEAL, { retryDelay: 1, retryBackoff: false });
    const memory = memoryStore(await sealInput(), 1);
    memory.state.set('left-sealing', 'sealing'); // as a stopped process leaves one: no job waiting
    const worker = await startSealWorker(
      api.deps as typeof api.deps & { queue: NonNullable<typeof queue> },
      memory.store,
    );
    try {
      memory.state.set('signed-now', 'sealing');
      const job: ContractSealJob = { companyId: 'c', contractId: 'signed-now' };
      await requestSeal(queue, job);
      await requestSeal(queue, job); // asked twice: one job waits
      expect(await until(() => memory.state.get('signed-now') === 'completed')).toBe(true);
      expect(await until(() => memory.state.get('left-sealing') === 'completed')).toBe(true);
      for (const id of ['signed-now', 'left-sealing'])
        expect(checkSeal(memory.sealed.get(id)!.pdf).valid).toBe(true);
      // One failed load, then one per contract (plus at most the second request's, finding it done).
      expect(memory.loads()).toBeGreaterThanOrEqual(3);
      expect(memory.loads()).toBeLessThanOrEqual(4);
    } finally {
      await worker.close();
    }
  });
});
