// engine-dependent: one code sent twice at once turns two-factor off once.
import { ApiRoutes } from '@focal/contracts/api-routes';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { userRecoveryCodes, userSecretQuestions, userTwoFactor } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, createdCompany, joinedMember, mailOf, onPlan, randomIp } from '../../test/factories.ts';
import { codeOf, turnedOn } from '../../test/two-factor.ts';
import { findUserByEmail } from '../users/service.ts';
import { useStep } from './repo.ts';

const TURN_OFF = ApiRoutes.turnOffTwoFactor.path;
const METADATA = ApiRoutes.getTwoFactorSetupMetadata.path;
const turnOff = (api: Api, as: Record<string, string>, code: string) =>
  api.post(TURN_OFF, { sixDigitVerificationCode: code }, { as, ip: randomIp() });
const stateOf = async (api: Api, as: Record<string, string>) =>
  (await api.get(METADATA, { as })).json().data?.user2faState;

describe('turning two-factor off (My profile → Security)', () => {
  it("with a current code: everything of it goes, the user is mailed, other sessions end, the caller's stays", async ({
    api,
  }) => {
    const { form, auth } = await api.signedInOwner();
    const user = (await findUserByEmail(api.deps.db, form.email))!;
    const other = bearer(
      (
        await api.post(
          ApiRoutes.login.path,
          { email: form.email, password: form.password },
          { ip: randomIp() },
        )
      ).json().data,
    );
    const { secret } = await turnedOn(api, auth);

    const res = await turnOff(api, auth, codeOf(secret, 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null });
    for (const table of [userTwoFactor, userSecretQuestions, userRecoveryCodes])
      expect(await api.deps.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    expect((await api.get(METADATA, { as: other })).statusCode).toBe(401);
    expect(await stateOf(api, auth)).toBe('OFF');
    const [mail] = await mailOf(api, user);
    expect(mail).toMatchObject({
      kind: 'security',
      subject: 'Two-factor authentication is off for your Focal account',
    });
    expect(mail!.text).toContain('http://focal.test/forgot');
  });

  it('refuses the code that turned it on, a wrong code, and one code twice at once', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const { secret, code } = await turnedOn(api, auth);
    // The setup's own code opens nothing again (the code itself: a step may have passed since).
    const replay = await turnOff(api, auth, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('TwoFactorCodeInvalid');
    const next = codeOf(secret, 1);
    const wrong = String((Number(next) + 1) % 1_000_000).padStart(6, '0');
    expect((await turnOff(api, auth, wrong)).json().errorCode).toBe('TwoFactorCodeInvalid');
    expect(await stateOf(api, auth)).toBe('ON');

    const both = await Promise.all([turnOff(api, auth, next), turnOff(api, auth, next)]);
    expect(both.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
    expect(await stateOf(api, auth)).toBe('OFF');
  });

  it('stores a used step compare-and-set: the same or an earlier step never twice, whoever asks first', async ({
    api,
  }) => {
    const { form, auth } = await api.signedInOwner();
    const userId = (await findUserByEmail(api.deps.db, form.email))!.id;
    await turnedOn(api, auth);
    const [row] = await api.deps.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    const step = row!.lastUsedStep!;
    const attempts = await Promise.all([1, 2, 3].map(() => useStep(api.deps.db, userId, step + 1)));
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await useStep(api.deps.db, userId, step)).toBe(false);
    expect(await useStep(api.deps.db, userId, step + 2)).toBe(true);
  });

  it('answers 409 when it is not on', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const res = await turnOff(api, auth, '123456');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'Conflict',
      errorTitle: 'Two-factor authentication is off',
    });
  });

  it('is refused, naming the company, while a company of the user requires it', async ({ api }) => {
    const owner = await api.signedInOwner({ companyName: 'Harbour Light' });
    // The member joins first: once the company requires it, a sign-in without it is asked to set it up.
    const member = await joinedMember(api, owner.auth);
    const memberFactor = await turnedOn(api, member.auth);
    const ownerFactor = await turnedOn(api, owner.auth, { enforce2FA: true });
    const refused = await turnOff(api, member.auth, codeOf(memberFactor.secret, 1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'Conflict',
      errorTitle: 'Two-factor authentication is required',
      errorMessage: expect.stringContaining('Harbour Light requires two-factor authentication'),
    });
    expect(await stateOf(api, member.auth)).toBe('ON');

    // The owner too, from another company of theirs: the requirement binds wherever it is.
    await onPlan(api, owner.form.email, 'MASTER');
    const second = await createdCompany(api, owner.auth, 'Harbour Second');
    const ownerRefused = await turnOff(api, second.auth, codeOf(ownerFactor.secret, 1));
    expect(ownerRefused.json().errorMessage).toContain('Harbour Light');
  });
});
