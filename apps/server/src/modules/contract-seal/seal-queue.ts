import type { AppDeps } from '../../deps.ts';
import { safeError } from '../../http/logging.ts';
import type { Queue } from '../../queue/queue.ts';
import { startSweep } from '../../queue/sweep.ts';
import type { SealInput } from './input.ts';
import { SealInputError } from './input.ts';
import { type SealedContract, sealContract } from './seal.ts';

/**
 * The sealing queue. `short`: one waiting job per contract (singletonKey = contract id), so the
 * sweep that re-sends stuck contracts never piles them up. A failure is retried with doubling pauses
 * (10 s, 20 s, … about 40 min for the last of 8); past that the sweep sends it again, so a contract is
 * never left 'sealing' for good, as Documenso's stuck "pending" documents were.
 */
export const CONTRACT_SEAL = 'contract-seal';
export const CONTRACT_SEAL_QUEUE = {
  policy: 'short',
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
} as const;

export type ContractSealJob = { companyId: string; contractId: string };

/**
 * What the contracts module gives the sealing worker: the stored contract, and the one transaction
 * that keeps its seal. It owns the tables; this module owns the PDF.
 */
export type SealStore = {
  /** The contract's seal input as stored now; null when it needs no seal (sealed already, voided, gone). */
  load(job: ContractSealJob): Promise<SealInput | null>;
  /**
   * In ONE transaction: the sealed bytes and hash stored, the state 'sealing' → 'completed' (only from
   * 'sealing': a second delivery of the same job then changes nothing), the audit trail's 'completed'
   * event, and the mails of the sealed PDF to every party put in the outbox.
   */
  complete(job: ContractSealJob, sealed: SealedContract): Promise<void>;
  /** Input the seal refuses (SealInputError): recorded for the studio to see; never retried. */
  refuse(job: ContractSealJob, reason: string): Promise<void>;
  /** Contracts still 'sealing' since longer than `olderThanSeconds`: the sweep sends them again. */
  stuck(olderThanSeconds: number): Promise<ContractSealJob[]>;
};

/** Asks for a contract's seal: call it in (or right after) the transaction that sets 'sealing'. */
export const requestSeal = (queue: Queue, job: ContractSealJob) =>
  queue.send(CONTRACT_SEAL, job, { singletonKey: job.contractId });

/**
 * One delivery of a job: sealed and completed, or refused, or an error thrown for pg-boss to retry.
 * Nothing is written before the seal is whole, so a failure at any point leaves the contract as it was.
 */
export async function sealOnce(deps: Pick<AppDeps, 'config'>, store: SealStore, job: ContractSealJob) {
  const input = await store.load(job);
  if (!input) return 'skipped' as const;
  let sealed: SealedContract;
  try {
    sealed = await sealContract(deps, input);
  } catch (error) {
    if (!(error instanceof SealInputError)) throw error;
    await store.refuse(job, error.message);
    return 'refused' as const;
  }
  await store.complete(job, sealed);
  return 'sealed' as const;
}

/** How often, and after how long in 'sealing', the sweep re-sends a contract. */
const SWEEP_MS = 60_000;
const STUCK_SECONDS = 15 * 60;

/**
 * The sealing worker, for the contracts module's feature.ts (`queues: [[CONTRACT_SEAL,
 * CONTRACT_SEAL_QUEUE]]`, `startWorkers: (deps) => startSealWorker(deps, store)`). One job at a time
 * per process: sealing is CPU work in one thread.
 */
export async function startSealWorker(deps: AppDeps & { queue: Queue }, store: SealStore) {
  const { queue } = deps;
  const stopping = new AbortController();
  await queue.work<ContractSealJob>(
    CONTRACT_SEAL,
    { pollingIntervalSeconds: 1, localConcurrency: 1 },
    async ([job]) => {
      if (!job) return;
      try {
        await sealOnce(deps, store, job.data);
      } catch (error) {
        // Said once per failed attempt, so an operator sees why a contract is still 'sealing'.
        console.error('contract seal failed; it will be tried again', {
          contractId: job.data.contractId,
          error: safeError(error),
        });
        throw error;
      }
    },
  );
  const stopSweep = await startSweep('contract seal sweep', SWEEP_MS, stopping.signal, async () => {
    for (const job of await store.stuck(STUCK_SECONDS)) await requestSeal(queue, job);
  });
  return {
    close: async () => {
      stopSweep();
      stopping.abort();
    },
  };
}
