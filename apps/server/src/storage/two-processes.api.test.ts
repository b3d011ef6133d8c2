import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { CompanyPaths } from '@focal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { currentCompanyId, signedInOwner } from '../test/factories.ts';
import { newBucket, s3Env, startS3Server } from '../test/s3-server.ts';
import { createSecondApp, createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 11 §6: with the S3_* settings, files live in a bucket that every API process shares, so a
 * logo uploaded through one process is served by another that has a DATA_DIR of its own. The S3
 * server is real (s3rver, on loopback).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
const otherDataDir = mkdtempSync(join(tmpdir(), 'focal-other-process-'));
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3Env(s3.endpoint, await newBucket(s3.endpoint)));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(otherDataDir, { recursive: true, force: true });
});

describe('two API processes over one database and one bucket', () => {
  it('serve the same logo, whichever process stored it', async () => {
    const other = await createSecondApp(t, { dataDir: otherDataDir });
    try {
      const { auth } = await signedInOwner(t);
      const companyId = await currentCompanyId(t, auth);
      const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c85a28' } })
        .png()
        .toBuffer();
      const res = await t.call({
        method: 'PUT',
        url: CompanyPaths.logo(companyId),
        headers: { ...auth, 'content-type': 'image/png' },
        payload: png,
      });
      expect(res.statusCode, res.body).toBe(200);
      const logoUrl: string = res.json().data.logoUrl;
      const there = await other.inject({ method: 'GET', url: logoUrl });
      expect(there.statusCode).toBe(200);
      expect(there.headers['content-type']).toBe('image/webp');
      expect(there.rawPayload.equals((await t.call({ method: 'GET', url: logoUrl })).rawPayload)).toBe(true);
      expect((await sharp(there.rawPayload).metadata()).width).toBe(30);
    } finally {
      await other.close();
    }
  });
});

describe('the S3 secret', () => {
  it('never reaches the log, neither with the settings nor with a failing bucket', async () => {
    let log = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const secret = 'focal-s3-secret-0123456789abcdef';
    // A bucket that does not exist: serving a file fails on the S3 side and is logged.
    const broken = await createTestApp({
      ...s3Env(s3.endpoint, 'focal-no-such-bucket'),
      S3_SECRET_ACCESS_KEY: secret,
      LOG_LEVEL: 'info',
    });
    const app = await buildApp(broken.deps, { logStream: sink });
    try {
      const res = await app.inject({ method: 'GET', url: `/files/logos/${'a'.repeat(64)}.webp` });
      expect(res.statusCode).toBe(500);
      app.log.info({ config: broken.deps.config }, 'a configuration logged by mistake');
      app.log.info(broken.deps.config.s3, 'the S3 settings logged by mistake');
      expect(log).toContain('a configuration logged by mistake');
      expect(log).toContain('[redacted]');
      expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await broken.close();
    }
  });
});
