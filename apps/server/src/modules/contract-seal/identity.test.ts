import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { p12File, sealInput } from '../../test/contract-seal-factories.ts';
import { checkSeal } from '../../test/pdf-seal.ts';
import { SealInputError } from './input.ts';
import { sealContract } from './seal.ts';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'focal-seal-identity-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** sealContract as a newly started process has it: its module (and its key cache) loaded afresh. */
async function freshSeal() {
  vi.resetModules();
  return (await import('./seal.ts')).sealContract;
}

const sealedBy = async (config: ReturnType<typeof loadConfig>, seal = sealContract) => {
  const sealed = await seal(
    { config: { contractSeal: config.contractSeal, publicUrl: config.publicUrl } },
    await sealInput(),
  );
  const check = checkSeal(sealed.pdf);
  expect(check.valid).toBe(true);
  return check.certificate!;
};

// A fresh start loads the sealing thread anew (1-2 s), and a generated key takes up to a second.
describe('the installation seal', { timeout: 30_000 }, () => {
  it('is generated with the first seal, kept in DATA_DIR (0600), and the same after a restart', async () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://photos.example' });
    expect(config.contractSeal).toEqual({ generatedFile: join(dir, 'contract-seal-key.pem') });

    const first = await sealedBy(config);
    const file = join(dir, 'contract-seal-key.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = readFileSync(file, 'utf8');
    expect(kept).toContain('-----BEGIN PRIVATE KEY-----');
    expect(new X509Certificate(kept).fingerprint256).toBe(first.fingerprint256);
    expect(first.subject).toContain('CN=Focal contract seal (photos.example)');
    expect(first.publicKey.asymmetricKeyDetails?.modulusLength).toBe(3072);

    const restarted = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://photos.example' });
    const afterRestart = await sealedBy(restarted, await freshSeal());
    expect(afterRestart.fingerprint256).toBe(first.fingerprint256);
    expect(readFileSync(file, 'utf8')).toBe(kept);
  });

  it('is the .p12 the configuration names, when it names one', async () => {
    const dir = dataDir();
    const { p12, certificatePem } = p12File('correct horse');
    const path = join(dir, 'operator.p12');
    writeFileSync(path, p12);
    const config = loadConfig({
      DATA_DIR: dir,
      CONTRACT_SEAL_P12_FILE: path,
      CONTRACT_SEAL_P12_PASSWORD: 'correct horse',
    });
    expect(config.contractSeal).toEqual({ p12File: path, p12Password: 'correct horse' });

    const certificate = await sealedBy(config);
    expect(certificate.fingerprint256).toBe(new X509Certificate(certificatePem).fingerprint256);
    // Nothing generated beside it.
    expect(() => statSync(join(dir, 'contract-seal-key.pem'))).toThrow();
  });

  it('fails the seal, to be retried, when the .p12 password is wrong', async () => {
    const dir = dataDir();
    const path = join(dir, 'operator.p12');
    writeFileSync(path, p12File('right').p12);
    const config = loadConfig({
      DATA_DIR: dir,
      CONTRACT_SEAL_P12_FILE: path,
      CONTRACT_SEAL_P12_PASSWORD: 'wrong',
    });
    const error = await sealContract({ config }, await sealInput()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SealInputError);
  });

  it('refuses to start with a .p12 that cannot be read, or a password without a file', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, CONTRACT_SEAL_P12_FILE: join(dir, 'missing.p12') })).toThrow(
      /CONTRACT_SEAL_P12_FILE: .*missing\.p12 is not a readable file/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, CONTRACT_SEAL_P12_PASSWORD: 'secret' })).toThrow(ConfigError);
  });
});
