import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnSignature, sealInput } from '../../test/contract-seal-factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { checkSeal, firstRevision } from '../../test/pdf-seal.ts';
import { SealInputError } from './input.ts';
import { type SealDeps, sealContract } from './seal.ts';

const deps = (): SealDeps => ({
  config: {
    contractSeal: {
      generatedFile: join(mkdtempSync(join(tmpdir(), 'focal-seal-')), 'contract-seal-key.pem'),
    },
    publicUrl: 'https://studio.example',
  },
});
const shared = deps();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// The first seal of a file starts the sealing thread and makes a key: a few seconds on a busy machine.
describe('a sealed contract', { timeout: 30_000 }, () => {
  it('carries a PAdES signature that an independent check verifies over the whole file', async () => {
    const sealed = await sealContract(shared, await sealInput());
    const check = checkSeal(sealed.pdf);
    expect(check.problems).toEqual([]);
    expect(check.valid).toBe(true);
    expect(check.subFilter).toBe('ETSI.CAdES.detached');
    expect(check.coversWholeFile).toBe(true);
    expect(check.signingCertificateV2).toBe(true);
    expect(check.certificate?.subject).toContain('CN=Focal contract seal (studio.example)');
  });

  it('fails the check when one byte of the signed range changes', async () => {
    const sealed = await sealContract(shared, await sealInput());
    // A byte of the contract's own pages, and one of the certificate's revision.
    for (const at of [Math.floor(sealed.contractBytes / 2), sealed.contractBytes + 40]) {
      const tampered = Buffer.from(sealed.pdf);
      tampered[at] = tampered[at]! ^ 0x01;
      const check = checkSeal(tampered);
      expect(check.valid).toBe(false);
      expect(check.problems).toContain('messageDigest is not the digest of the byte range');
    }
  });

  it('prints on its certificate page every signer and the hash of the contract pages as sealed', async () => {
    const input = await sealInput();
    const sealed = await sealContract(shared, input);
    const pages = await pdfText(sealed.pdf);
    // The certificate's pages: from its title to the audit trail's.
    const from = pages.findIndex((page) => page.includes('Signing certificate'));
    const to = pages.findIndex((page) => page.startsWith('Audit trail'));
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    const certificate = pages.slice(from, to).join(' ');

    // The hash printed, recomputed from the sealed file alone: its first revision's bytes.
    const printed = /\b[0-9a-f]{64}\b/.exec(certificate)?.[0];
    const length = Number(/first ([\d,]+) bytes/.exec(certificate)?.[1]?.replaceAll(',', ''));
    expect(printed).toBe(sealed.sha256);
    expect(length).toBe(sealed.contractBytes);
    expect(firstRevision(sealed.pdf).length).toBe(length);
    expect(sha256(sealed.pdf.subarray(0, length))).toBe(printed);

    for (const signer of input.signers) {
      expect(certificate).toContain(signer.name);
      expect(certificate).toContain(signer.email!);
      expect(certificate).toContain(signer.signedAt.toISOString());
      expect(certificate).toContain(`${signer.signedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC`);
      expect(certificate).toContain(signer.ip!);
      expect(certificate).toContain(signer.userAgent!);
    }
    expect(certificate.match(/Consented to e-signing \(UTC\)/g)).toHaveLength(3);
    const audit = pages.slice(to).join(' ');
    expect(audit.match(/ Signed /g)).toHaveLength(3);
    expect(audit).toContain('2001:db8::5');
  });

  it('keeps the contract pages, text and signatures, as the first revision, before the certificate', async () => {
    const sealed = await sealContract(shared, await sealInput());
    const contractPages = await pdfText(firstRevision(sealed.pdf));
    const all = await pdfText(sealed.pdf);
    const text = contractPages.join(' ');
    expect(text).toContain('Wedding photography agreement');
    expect(text).toContain('Coverage: 8 hours');
    expect(text).toContain('Online gallery');
    expect(text).toContain('Bob Client'); // typed, in the script face, and the name under it
    expect(text).not.toContain('Signing certificate');
    expect(all.slice(0, contractPages.length)).toEqual(contractPages);
    expect(all.length).toBeGreaterThan(contractPages.length);
  });

  it('prints the same contract pages, so the same hash, for the same input', async () => {
    const input = await sealInput();
    const [first, second] = [await sealContract(shared, input), await sealContract(shared, input)];
    expect(second.sha256).toBe(first.sha256);
  });
});

describe('input the seal refuses', { timeout: 30_000 }, () => {
  const refused = async (change: (input: Awaited<ReturnType<typeof sealInput>>) => void, reason: RegExp) => {
    const input = await sealInput();
    change(input);
    const error = await sealContract(shared, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SealInputError);
    expect((error as Error).message).toMatch(reason);
  };

  it('refuses a body past its bound, too many signers or events', async () => {
    await refused((i) => void (i.contract.bodyHtml = `<p>${'a'.repeat(400_001)}</p>`), /bodyHtml/);
    await refused((i) => void (i.signers = Array(11).fill(i.signers[1])), /signers/);
    await refused((i) => void (i.events = Array(2_001).fill(i.events[0])), /events/);
    await refused((i) => void (i.signers[0]!.name = 'Ann\u0000'), /signers\.0\.name: control characters/);
  });

  it('refuses a drawn signature too large, too wide or not a PNG by its header, or damaged', async () => {
    const drawn = (png: Buffer) => (i: Awaited<ReturnType<typeof sealInput>>) =>
      void (i.signers[0]!.signature = { kind: 'drawn', png });
    await refused(drawn(await drawnSignature(2400, 400)), /larger than 1600×800 pixels/);
    await refused(drawn(Buffer.from('GIF89a not a png at all, padded to length')), /not a PNG/);
    // A sound header over a damaged body: found when the picture is decoded, before the sealing thread.
    const damaged = await drawnSignature();
    damaged.fill(0x55, 60);
    await refused(drawn(damaged), /signers\.0\.signature\.png: not a readable PNG/);
    const huge = Buffer.concat([await drawnSignature(), Buffer.alloc(600 * 1024)]);
    await refused(drawn(huge), /larger than 524288 bytes/);
  });

  it('refuses HTML nested past its depth, found in the sealing thread', async () => {
    const deep = `${'<blockquote>'.repeat(60)}deep${'</blockquote>'.repeat(60)}`;
    await refused((i) => void (i.contract.bodyHtml = deep), /nested deeper than 40/);
  });
});
