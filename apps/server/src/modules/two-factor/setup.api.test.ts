import { ApiRoutes } from '@focal/contracts/api-routes';
import { errorBodySchema } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { userTwoFactor } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { GOOD_PASSWORD, joinedMember } from '../../test/factories.ts';
import { codeOf, SECRET_ANSWERS, startSetup, turnedOn } from '../../test/two-factor.ts';
import { findUserByEmail } from '../users/service.ts';
import { openSecret } from '../../lib/secret-box.ts';

const METADATA = ApiRoutes.getTwoFactorSetupMetadata.path;
const rowOf = async (api: Api, userId: string) =>
  (await api.deps.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)))[0];
const qr = (api: Api, url: string) => api.get(url);

function expectNotFound(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(404);
  expect(errorBodySchema.parse(res.json()).errorCode).toBe('NotFound');
}

describe('setup metadata (spec 02 §3, §7)', () => {
  it('while off: a new secret, sealed at rest and unconfirmed, with its QR link and TURN_ON_2FA', async ({
    api,
  }) => {
    const { form, auth } = await api.signedInOwner({ companyName: 'Lumen Studio' });
    const res = await api.get(METADATA, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      user2faState: 'OFF',
      enforcement: {
        companyName: 'Lumen Studio',
        required: false,
        canChange: true,
        requiredElsewhere: false,
      },
      recoveryCodesLeft: null,
      enabledAt: null,
    });
    const setup = data.configure2faMetadata;
    // 160 bits in base32: 32 characters.
    expect(setup.twoFaSecret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Focal:${form.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: setup.twoFaSecret,
      issuer: 'Focal',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(setup.actions.TURN_ON_2FA).toEqual({ url: ApiRoutes.turnOnTwoFactor.path, method: 'POST' });
    expect(setup.actions.DOWNLOAD_QR_IMAGE).toMatchObject({ method: 'GET' });
    expect(setup.actions.DOWNLOAD_QR_IMAGE.url).toMatch(/^\/api\/auth\/2fa\/qr\/[\w.-]+$/);

    const user = (await findUserByEmail(api.deps.db, form.email))!;
    const row = await rowOf(api, user.id);
    expect(row).toMatchObject({ enabledAt: null, lastUsedStep: null });
    expect(row!.secretCiphertext).not.toContain(setup.twoFaSecret);
    expect(openSecret(api.deps.config.twoFactorKey, user.id, row!.secretCiphertext)).toBe(setup.twoFaSecret);
  });

  it('draws the pending secret as a PNG QR code, not cached, and only for the newest secret', async ({
    api,
  }) => {
    const { form, auth } = await api.signedInOwner();
    const first = await startSetup(api, auth);
    const second = await startSetup(api, auth);
    expect(second.twoFaSecret).not.toBe(first.twoFaSecret);

    const res = await qr(api, second.actions.DOWNLOAD_QR_IMAGE.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    // The image encodes exactly the otpauth address the metadata gave, at about 240 px.
    const expected = await QRCode.toBuffer(second.otpauthUrl, { type: 'png', width: 240, margin: 1 });
    expect(res.rawPayload.equals(expected)).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 240, height: 240 });
    expect(second.otpauthUrl).toContain(encodeURIComponent(form.email));

    // The first secret was replaced: its link shows nothing.
    expectNotFound(await qr(api, first.actions.DOWNLOAD_QR_IMAGE.url));
  });

  it('answers 404 for a forged, expired or foreign-purpose link, and once the secret is on', async ({
    api,
  }) => {
    const { form, auth } = await api.signedInOwner();
    const setup = await startSetup(api, auth);
    const user = (await findUserByEmail(api.deps.db, form.email))!;
    const link = setup.actions.DOWNLOAD_QR_IMAGE.url;
    const token = link.split('/').pop()!;
    const [head, payload, signature] = token.split('.');
    const forged = `${head}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expectNotFound(await qr(api, `/api/auth/2fa/qr/${forged}`));
    expectNotFound(await qr(api, '/api/auth/2fa/qr/not-a-token-at-all-0123456789'));
    // A token of another purpose for the same user (the resend-confirmation link's) opens nothing here.
    const other = await api.deps.tokens.signPurpose('resend-confirmation', user.id, '7d');
    expectNotFound(await qr(api, `/api/auth/2fa/qr/${other}`));
    const subject = JSON.parse(Buffer.from(payload!, 'base64url').toString()).sub as string;
    const expired = await api.deps.tokens.signPurpose('two-factor-qr', subject, new Date(Date.now() - 1000));
    expectNotFound(await qr(api, `/api/auth/2fa/qr/${expired}`));
    expect((await qr(api, link)).statusCode).toBe(200);

    await turnedOnWith(api, auth, setup.twoFaSecret);
    expectNotFound(await qr(api, link));
  });

  it('while on: the state, when, the recovery codes left and no secret', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const before = Date.now();
    await turnedOn(api, auth);
    const res = await api.get(METADATA, { as: auth });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ user2faState: 'ON', configure2faMetadata: null, recoveryCodesLeft: 10 });
    expect(Date.parse(data.enabledAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body).not.toMatch(/otpauth|twoFaSecret":"/);
  });

  it("tells a member the company's requirement without offering to change it", async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Northlight' });
    const member = await joinedMember(api, owner.auth);
    const data = (await api.get(METADATA, { as: member.auth })).json().data;
    expect(data.enforcement).toEqual({
      companyName: 'Northlight',
      required: false,
      canChange: false,
      requiredElsewhere: false,
    });
  });
});

/** Turns on with a setup already started (its secret known), as the stepper's Finish does. */
async function turnedOnWith(api: Api, auth: Record<string, string>, secret: string) {
  const res = await api.post(
    ApiRoutes.turnOnTwoFactor.path,
    {
      sixDigitVerificationCode: codeOf(secret),
      secretQuestions: SECRET_ANSWERS,
      currentPassword: GOOD_PASSWORD,
    },
    { as: auth },
  );
  expect(res.statusCode, res.body).toBe(200);
}
