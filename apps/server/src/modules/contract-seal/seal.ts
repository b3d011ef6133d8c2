import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { jobThread } from '../../lib/job-thread.ts';
import { SERVER_SRC } from '../../paths.ts';
import { SEAL_REFUSED, type SealInput, SealInputError, checkSealInput } from './input.ts';
import { redrawnSignatures } from './drawn-signatures.ts';
import { sealKey } from './identity.ts';
import type { SealJob, SealResult } from './seal-job.ts';

/**
 * Sealing in a thread of its own (seal-worker.ts): two renders, a merge and a signature take some
 * 100-300 ms of CPU, and a long contract more, time no request should wait behind. The input is
 * bounded before it is sent (input.ts); the heap bound is the renderer's with room for the pictures.
 */
const run = jobThread<SealJob, SealResult>(
  join(SERVER_SRC, 'modules/contract-seal/seal-worker.ts'),
  'contract sealer',
  384,
);

export type SealDeps = { config: Pick<Config, 'contractSeal' | 'publicUrl'> };

export type SealedContract = {
  /** The sealed PDF: the contract's pages, the certificate, the audit trail, and the PAdES signature. */
  pdf: Buffer;
  /** SHA-256 (hex) the certificate prints: of the first `contractBytes` bytes of `pdf`. */
  sha256: string;
  contractBytes: number;
};

/** The seal certificate's name: the installation's host, so a reader sees whose seal it is. */
const commonName = (publicUrl: string) => `Focal contract seal (${new URL(publicUrl).host})`;

/**
 * The contract sealed: a SealInputError when the input is beyond the bounds (never worth a retry);
 * any other error (the key unreadable, the thread stopped) is worth retrying later, and leaves nothing
 * behind: the caller stores the result only once this has returned.
 */
export async function sealContract(deps: SealDeps, input: SealInput): Promise<SealedContract> {
  const checked = await redrawnSignatures(checkSealInput(input));
  const key = await sealKey(deps.config.contractSeal, commonName(deps.config.publicUrl));
  const sealedAt = checked.sealedAt ?? new Date();
  try {
    const { pdf, sha256, contractBytes } = await run({ input: checked, key, sealedAt });
    return { pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), sha256, contractBytes };
  } catch (error) {
    // The thread's errors arrive as messages: a refusal of the input is told apart by its words.
    const message = error instanceof Error ? error.message : String(error);
    const at = message.indexOf(SEAL_REFUSED);
    if (at >= 0) throw new SealInputError(message.slice(at + SEAL_REFUSED.length).trim());
    throw error;
  }
}
