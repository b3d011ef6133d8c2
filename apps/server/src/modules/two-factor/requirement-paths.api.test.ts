import { ApiRoutes } from '@focal/contracts/api-routes';
import { TeamPaths, type TwoFactorSetupData } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { bearer, currentCompanyId, inviteByMail, joinedMember, randomIp } from '../../test/factories.ts';
import { client } from '../../test/job-factories.ts';
import { codeOf, SECRET_ANSWERS, turnedOn } from '../../test/two-factor.ts';
import { secondStepOf } from '../../test/two-factor-sign-in.ts';

/**
 * Issue 29 §7: a company's two-factor requirement held only at a fresh sign-in. A user without
 * two-factor accepted an invitation to a company requiring it while signed in and got its tokens,
 * read its clients and refreshed. Every path that issues a user's tokens now answers the 213 setup
 * instead (one rule, two-factor/sign-in-gate.ts unmetRequirementStep).
 */
const refresh = (api: Api, refreshToken: string) =>
  api.post(ApiRoutes.refreshTokens.path, { refresh_token: refreshToken }, { ip: randomIp() });

/** An owner with two-factor on who requires it of the company's team. */
async function requiringOwner(api: Api) {
  const owner = await api.signedInOwner({ companyName: 'Strict Studio' });
  await turnedOn(api, owner.tokens, { enforce2FA: true });
  return { ...owner, companyId: await currentCompanyId(api, owner.auth) };
}

describe("a company's two-factor requirement on every path that issues tokens", () => {
  it('an invitation accepted while signed in answers the setup, not tokens, and the setup then signs in', async ({
    api,
  }) => {
    const owner = await requiringOwner(api);
    await client(api, owner.companyId, 'Private', 'Client');
    const invitee = await api.signedInOwner({ companyName: 'Home Studio' });
    const { token } = await inviteByMail(api, owner.auth, invitee.form.email);

    const accepted = await api.post(TeamPaths.acceptInvitation(token), undefined, { as: invitee.auth });
    const step = secondStepOf<TwoFactorSetupData>(accepted, '213');
    expect(step).toMatchObject({ enforce: true, companyName: 'Strict Studio' });

    // Its session cannot be renewed into the company either (each 213 starts a new pending setup).
    const latest = secondStepOf<TwoFactorSetupData>(await refresh(api, invitee.tokens.refresh_token), '213');

    // The setup the answer names signs in, into the company that required it.
    const setUp = await api.post(
      ApiRoutes.setupTwoFactorAtLogin.path,
      {
        authorizationKey: latest.authorizationKey,
        sixDigitVerificationCode: codeOf(latest.configure2faMetadata.twoFaSecret),
        secretQuestions: SECRET_ANSWERS,
      },
      { ip: randomIp() },
    );
    expect(setUp.statusCode, setUp.body).toBe(200);
    expect(await currentCompanyId(api, bearer(setUp.json().data))).toBe(owner.companyId);
    const clients = await api.get(ApiRoutes.listClients.path, { as: bearer(setUp.json().data) });
    expect(clients.statusCode, clients.body).toBe(200);
    expect(JSON.stringify(clients.json().data)).toContain('Private');
  });

  it('a member signed in before the owner required it gets no new tokens: refresh and switch answer the setup', async ({
    api,
  }) => {
    const owner = await api.signedInOwner({ companyName: 'Later Strict' });
    const member = await joinedMember(api, owner.auth);
    const companyId = await currentCompanyId(api, owner.auth);
    // Before the requirement, the member's session renews as usual.
    const renewed = await refresh(api, member.tokens.refresh_token);
    expect(renewed.statusCode, renewed.body).toBe(200);

    await turnedOn(api, owner.tokens, { enforce2FA: true });
    const step = secondStepOf<TwoFactorSetupData>(
      await refresh(api, renewed.json().data.refresh_token),
      '213',
    );
    expect(step.companyName).toBe('Later Strict');
    const switched = await api.post(
      ApiRoutes.switchCompany.path,
      { companyId },
      { as: bearer(renewed.json().data) },
    );
    secondStepOf(switched, '213');
  });

  it('a member with two-factor on keeps refreshing after the owner requires it', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    await turnedOn(api, member.tokens);
    await turnedOn(api, owner.tokens, { enforce2FA: true });
    const renewed = await refresh(api, member.tokens.refresh_token);
    expect(renewed.statusCode, renewed.body).toBe(200);
  });
});
