import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { sealInput } from '../../test/contract-seal-factories.ts';
import { checkSeal } from '../../test/pdf-seal.ts';
import type { SealInput } from './input.ts';
import { type ContractSealJob, type SealStore, sealOnce } from './seal-queue.ts';
import type { SealedContract } from './seal.ts';

const job: ContractSealJob = { companyId: 'company-a', contractId: 'contract-1' };
const config = (contractSeal: Config['contractSeal']) => ({
  config: { contractSeal, publicUrl: 'https://studio.example' } as Config,
});
/** One generated key for the file's tests: a key takes up to a second to make. */
const keyDir = mkdtempSync(join(tmpdir(), 'focal-seal-queue-'));
const generated = () => config({ generatedFile: join(keyDir, 'key.pem') });

/** A contracts module's store, recording what the worker asked of it. */
function store(input: SealInput | null) {
  const calls = { completed: [] as SealedContract[], refused: [] as string[] };
  const implementation: SealStore = {
    load: async () => input,
    complete: async (_job, sealed) => void calls.completed.push(sealed),
    refuse: async (_job, reason) => void calls.refused.push(reason),
    stuck: async () => [],
  };
  return { implementation, calls };
}

// The first seal of a file starts the sealing thread and makes a key: a few seconds on a busy machine.
describe('one delivery of a sealing job', { timeout: 30_000 }, () => {
  it('seals the stored contract and hands the whole seal to the one completing transaction', async () => {
    const { implementation, calls } = store(await sealInput());
    expect(await sealOnce(generated(), implementation, job)).toBe('sealed');
    expect(calls.completed).toHaveLength(1);
    expect(checkSeal(calls.completed[0]!.pdf).valid).toBe(true);
    expect(calls.refused).toEqual([]);
  });

  it('does nothing for a contract that needs no seal any more (sealed by an earlier delivery, voided)', async () => {
    const { implementation, calls } = store(null);
    expect(await sealOnce(generated(), implementation, job)).toBe('skipped');
    expect(calls).toEqual({ completed: [], refused: [] });
  });

  it('records input the seal refuses, without an error that would retry it', async () => {
    const input = await sealInput();
    input.signers = [];
    const { implementation, calls } = store(input);
    expect(await sealOnce(generated(), implementation, job)).toBe('refused');
    expect(calls.refused[0]).toMatch(/^contract cannot be sealed: signers/);
    expect(calls.completed).toEqual([]);
  });

  it('throws, for pg-boss to retry, and stores nothing when the seal fails', async () => {
    const { implementation, calls } = store(await sealInput());
    const unreadable = config({ p12File: join(tmpdir(), 'no-such-seal.p12'), p12Password: '' });
    await expect(sealOnce(unreadable, implementation, job)).rejects.toThrow(/ENOENT/);
    expect(calls).toEqual({ completed: [], refused: [] });
  });
});
