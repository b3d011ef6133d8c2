import { openUpload } from '../../lib/images.ts';
import { type CheckedSealInput, SealInputError } from './input.ts';

/**
 * Each drawn signature decoded whole and written anew as a plain PNG by sharp, on libuv's threads:
 * the header was checked (signature-png.ts), and this finds a damaged body before the sealing thread
 * does, as input to refuse rather than a failure to retry for ever. Same bytes in, same bytes out.
 */
export async function redrawnSignatures(input: CheckedSealInput): Promise<CheckedSealInput> {
  const signers = await Promise.all(
    input.signers.map(async (signer, i) => {
      if (signer.signature.kind !== 'drawn') return signer;
      try {
        const png = await (await openUpload(Buffer.from(signer.signature.png))).png().toBuffer();
        return { ...signer, signature: { kind: 'drawn' as const, png } };
      } catch {
        throw new SealInputError(`signers.${i}.signature.png: not a readable PNG`);
      }
    }),
  );
  return { ...input, signers };
}
