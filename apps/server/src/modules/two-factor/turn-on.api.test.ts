import { ApiRoutes } from '@focal/contracts/api-routes';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { companies, userRecoveryCodes, userSecretQuestions, userTwoFactor } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import {
  bearer,
  currentCompanyId,
  GOOD_PASSWORD,
  joinedMember,
  mailOf,
  randomIp,
} from '../../test/factories.ts';
import { codeOf, SECRET_ANSWERS, startSetup, turnedOn } from '../../test/two-factor.ts';
import { findUserByEmail } from '../users/service.ts';
import { verifyAnswer } from './answers.ts';
import { hashRecoveryCode } from './recovery-codes.ts';

const TURN_ON = ApiRoutes.turnOnTwoFactor.path;
const METADATA = ApiRoutes.getTwoFactorSetupMetadata.path;
const stateOf = async (api: Api, as: Record<string, string>) =>
  (await api.get(METADATA, { as })).json().data?.user2faState;
const userIdOf = async (api: Api, email: string) => (await findUserByEmail(api.deps.db, email))!.id;
const turnOn = (api: Api, as: Record<string, string>, secret: string, extra: object = {}) =>
  api.post(
    TURN_ON,
    {
      sixDigitVerificationCode: codeOf(secret),
      secretQuestions: SECRET_ANSWERS,
      currentPassword: GOOD_PASSWORD,
      ...extra,
    },
    { as, ip: randomIp() },
  );

describe('turning two-factor on (spec 02 §4 Finish)', () => {
  it('confirms the secret with its code, hashes the answers, and answers ten recovery codes once', async ({
    api,
  }) => {
    const { form, auth } = await api.signedInOwner();
    const userId = await userIdOf(api, form.email);
    const setup = await startSetup(api, auth);
    const res = await turnOn(api, auth, setup.twoFaSecret);
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    const [row] = await api.deps.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(row!.enabledAt).toBeInstanceOf(Date);
    // The setup's code counts as used: the same step cannot open a sign-in.
    expect(row!.lastUsedStep).toBeGreaterThanOrEqual(Math.floor(Date.now() / 30_000) - 1);

    const questions = await api.deps.db
      .select()
      .from(userSecretQuestions)
      .where(eq(userSecretQuestions.userId, userId))
      .orderBy(userSecretQuestions.position);
    expect(questions.map((q) => q.questionId)).toEqual(SECRET_ANSWERS.map((q) => q.question));
    // Nothing but an argon2id encoding: parameters, salt and hash in base64. (A "does not contain
    // the answer" check failed by chance: a random base64 hash holds "rex" about once in 300.)
    for (const q of questions)
      expect(q.answerHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    // Trimmed, NFKC-normalised and case-folded before hashing: "  ＲＥＸ " is "Rex".
    expect(await verifyAnswer(questions[0]!.answerHash, '  ＲＥＸ ')).toBe(true);
    expect(await verifyAnswer(questions[0]!.answerHash, 'Rax')).toBe(false);

    const stored = await api.deps.db
      .select()
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, userId));
    expect(stored.map((c) => c.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replaceAll('-', ''));
    expect(await stateOf(api, auth)).toBe('ON');
  });

  it("mails the user, ends the user's other sessions and keeps the caller's", async ({ api }) => {
    const { form, auth } = await api.signedInOwner();
    const other = await api.post(
      ApiRoutes.login.path,
      { email: form.email, password: form.password },
      { ip: randomIp() },
    );
    const otherAuth = bearer(other.json().data);
    expect(await stateOf(api, otherAuth)).toBe('OFF');
    await turnedOn(api, auth);

    expect((await api.get(METADATA, { as: otherAuth })).statusCode).toBe(401);
    expect(await stateOf(api, auth)).toBe('ON');
    const [mail] = await mailOf(api, { id: await userIdOf(api, form.email), email: form.email });
    expect(mail).toMatchObject({
      kind: 'security',
      to: form.email,
      subject: 'Two-factor authentication is on for your Focal account',
    });
    expect(mail!.text).toMatch(/turned on for your Focal account on \d{1,2} \w+ \d{4} at \d\d:\d\d UTC/);
    expect(mail!.text).toContain('http://focal.test/forgot');
    expect(mail!.text).toContain('This was not me: http://focal.test/2fa/not-me/');
  });

  it('refuses a wrong code (400 TwoFactorCodeInvalid) and changes nothing', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const setup = await startSetup(api, auth);
    const right = codeOf(setup.twoFaSecret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const res = await api.post(
      TURN_ON,
      { sixDigitVerificationCode: wrong, secretQuestions: SECRET_ANSWERS, currentPassword: GOOD_PASSWORD },
      { as: auth },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'TwoFactorCodeInvalid',
      errorTitle: 'That code did not work',
      errorMessage: expect.stringContaining('Enter the 6-digit code'),
    });
    // A code of the secret this setup replaced fails the same way.
    const newer = await startSetup(api, auth);
    expect((await turnOn(api, auth, setup.twoFaSecret)).json().errorCode).toBe('TwoFactorCodeInvalid');
    expect((await turnOn(api, auth, newer.twoFaSecret)).statusCode).toBe(200);
  });

  it('asks to start again without a pending setup, and refuses a second turn-on', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const none = await api.post(
      TURN_ON,
      { sixDigitVerificationCode: '123456', secretQuestions: SECRET_ANSWERS, currentPassword: GOOD_PASSWORD },
      { as: auth },
    );
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ errorCode: 'Conflict', errorTitle: 'Start the setup again' });

    const { secret } = await turnedOn(api, auth);
    const again = await turnOn(api, auth, secret);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorTitle).toBe('Two-factor authentication is already on');
  });

  it('lets one of two simultaneous Finishes through', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const setup = await startSetup(api, auth);
    const answers = await Promise.all([1, 2].map(() => turnOn(api, auth, setup.twoFaSecret)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("requires the company's team to use it when its owner asks (enforce2FA), and never for a member", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    const companyId = await currentCompanyId(api, owner.auth);
    const memberSetup = await startSetup(api, member.auth);
    const refused = await turnOn(api, member.auth, memberSetup.twoFaSecret, { enforce2FA: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('Forbidden');
    expect(await stateOf(api, member.auth)).toBe('OFF');

    await turnedOn(api, owner.auth, { enforce2FA: true });
    const [company] = await api.deps.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.twoFactorRequired).toBe(true);
    const enforcement = (await api.get(METADATA, { as: member.auth })).json().data.enforcement;
    expect(enforcement).toMatchObject({ required: true, canChange: false });
  });

  it("refuses the contract's invalid setups before touching anything", async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const setup = await startSetup(api, auth);
    const code = codeOf(setup.twoFaSecret);
    const [a, b, c] = SECRET_ANSWERS;
    for (const body of [
      { sixDigitVerificationCode: '12345', secretQuestions: SECRET_ANSWERS },
      { sixDigitVerificationCode: '12a456', secretQuestions: SECRET_ANSWERS },
      { sixDigitVerificationCode: code, secretQuestions: [a, b] },
      { sixDigitVerificationCode: code, secretQuestions: [a, b, { ...c, question: a!.question }] },
      {
        sixDigitVerificationCode: code,
        secretQuestions: [a, b, { ...c, answer: ` ${a!.answer.toUpperCase()} ` }],
      },
      { sixDigitVerificationCode: code, secretQuestions: [a, b, { ...c, answer: 'x' }] },
      { sixDigitVerificationCode: code, secretQuestions: [a, b, { ...c, question: 'favourite-colour' }] },
    ]) {
      const res = await api.post(TURN_ON, body, { as: auth });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('ValidationFailed');
    }
    expect(await stateOf(api, auth)).toBe('OFF');
  });
});
