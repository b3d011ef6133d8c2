import { ApiRoutes } from '@focal/contracts/api-routes';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { oauthStates } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { createdCompany, currentCompanyId, joinedMember, onPlan } from '../../test/factories.ts';
import { type GmailDoubles, gmailSignIn, startGmailDoubles } from '../../test/gmail-doubles.ts';
import { findEmailSettings } from '../email-settings/repo.ts';

const GMAIL = ApiRoutes.getGmailConnection.path;
let google: GmailDoubles;

// eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter
it.override('appOptions', async ({}, { onCleanup }) => {
  google = await startGmailDoubles();
  onCleanup(() => google.close());
  return { env: google.env };
});

const complete = (api: Api, auth: Record<string, string>, body: object) =>
  api.post(GMAIL, { receiveReplies: true, ...body }, { as: auth });

async function refused(api: Api, auth: Record<string, string>, body: object, message: RegExp) {
  const res = await complete(api, auth, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ errorCode: 'OAuthFailed', errorTitle: 'Gmail could not be connected' });
  expect(res.json().errorMessage).toMatch(message);
}

async function notConnected(api: Api, companyId: string) {
  const row = await findEmailSettings(api.deps.db, companyId);
  expect(row).toMatchObject({ mode: 'focal', gmailAddress: null, gmailRefreshTokenSealed: null });
}

describe('Gmail: completing a sign-in', () => {
  it("refuses another company's or another user's state, and leaves it usable by its own", async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    const member = await joinedMember(api, owner.auth);
    const signIn = await gmailSignIn(api, owner.auth);
    const body = { code: signIn.code, state: signIn.state };

    // A member may not connect Gmail at all (issue 29 §5): refused before the state is looked at.
    const asMember = await complete(api, member.auth, body);
    expect(asMember.statusCode, asMember.body).toBe(403);
    expect(asMember.json()).toMatchObject({ errorCode: 'Forbidden', errorTitle: 'Owners only' });
    const stranger = await api.signedInOwner();
    await refused(api, stranger.auth, body, /not valid any more/);
    await notConnected(api, companyId);

    // The same user: a sign-in started in their other company does not complete in this one.
    await onPlan(api, owner.form.email, 'MASTER');
    const brand = await createdCompany(api, owner.auth);
    const brandSignIn = await gmailSignIn(api, brand.auth);
    const back = await api.post(ApiRoutes.switchCompany.path, { companyId }, { as: brand.auth });
    expect(back.statusCode, back.body).toBe(200);
    const home = { authorization: `Bearer ${back.json().data.access_token}` };
    await refused(api, home, { code: brandSignIn.code, state: brandSignIn.state }, /not valid any more/);
    await notConnected(api, companyId);
    await notConnected(api, brand.companyId);

    const own = await complete(api, home, body);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses a used state, an expired one, and a code Google refuses, storing nothing', async ({ api }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);

    const expired = await gmailSignIn(api, owner.auth);
    await api.deps.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` });
    await refused(api, owner.auth, { code: expired.code, state: expired.state }, /expired/);

    const forged = await gmailSignIn(api, owner.auth);
    await refused(api, owner.auth, { code: 'forged-code', state: forged.state }, /Google did not accept/);
    // The state is used up by that attempt, even with the right code now.
    await refused(api, owner.auth, { code: forged.code, state: forged.state }, /already used/);

    const declined = await gmailSignIn(api, owner.auth);
    google.state.refusedCodes.add(declined.code);
    await refused(api, owner.auth, { code: declined.code, state: declined.state }, /Google did not accept/);
    await notConnected(api, companyId);

    const good = await gmailSignIn(api, owner.auth);
    const connected = await complete(api, owner.auth, { code: good.code, state: good.state });
    expect(connected.statusCode, connected.body).toBe(200);
    const id = connected.json().data.accountCredentialId;
    await refused(api, owner.auth, { code: good.code, state: good.state }, /already used/);
    expect((await findEmailSettings(api.deps.db, companyId)).gmailAccountCredentialId).toBe(id);
  });

  it('refuses an account without a verified address, and a sender address other than the account', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    const companyId = await currentCompanyId(api, owner.auth);
    google.state.claims = { email: undefined };
    const noEmail = await gmailSignIn(api, owner.auth);
    await refused(api, owner.auth, { code: noEmail.code, state: noEmail.state }, /address of this account/);
    google.state.claims = { email: 'unproven@gmail.test', email_verified: false };
    const unverified = await gmailSignIn(api, owner.auth);
    await refused(
      api,
      owner.auth,
      { code: unverified.code, state: unverified.state },
      /address of this account/,
    );

    google.state.claims = { email: 'owner@gmail.test', email_verified: true };
    const signIn = await gmailSignIn(api, owner.auth);
    const res = await complete(api, owner.auth, {
      code: signIn.code,
      state: signIn.state,
      senderEmail: 'someone@else.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      data: { fields: { senderEmail: expect.any(String) } },
    });
    await notConnected(api, companyId);
  });

  it('a sign-in completed over another connection replaces it and revokes its token, unless the page saw another one', async ({
    api,
  }) => {
    const owner = await api.signedInOwner();
    // Two tabs each started a sign-in while nothing was connected.
    const first = await gmailSignIn(api, owner.auth);
    const second = await gmailSignIn(api, owner.auth);
    const third = await gmailSignIn(api, owner.auth);
    const one = (await complete(api, owner.auth, { code: first.code, state: first.state })).json().data;
    // Connected: no sign-in address is offered any more.
    expect((await api.get(GMAIL, { as: owner.auth })).json().data.signInUrl).toBeNull();

    const stale = await complete(api, owner.auth, {
      code: second.code,
      state: second.state,
      accountCredentialId: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'Conflict', errorTitle: 'Gmail was connected again' });

    const revocations = google.state.revocations;
    const replaced = await complete(api, owner.auth, {
      code: third.code,
      state: third.state,
      accountCredentialId: one.accountCredentialId,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.accountCredentialId).not.toBe(one.accountCredentialId);
    expect(google.state.revocations).toBe(revocations + 1);
  });

  it('answers garbage with 400 and the field that is wrong', async ({ api }) => {
    const owner = await api.signedInOwner();
    for (const [body, field] of [
      [{ state: 's' }, 'code'],
      [{ code: 'c' }, 'state'],
      [{ code: 'c\r\nBcc: x@y.z', state: 's' }, 'code'],
      [{ code: 'c', state: 's', receiveReplies: 'yes' }, 'receiveReplies'],
      [{ code: 'c', state: 's', accountCredentialId: 'not-an-id' }, 'accountCredentialId'],
      [{ code: 'c', state: 's', senderName: 'x'.repeat(101) }, 'senderName'],
      [{ code: 'c', state: 's', senderEmail: 'not an address' }, 'senderEmail'],
      [{ code: 'c', state: 's', redirect_uri: 'https://evil.example' }, 'redirect_uri'],
      [{ code: 'x'.repeat(5000), state: 's' }, 'code'],
    ] as const) {
      const res = await api.post(GMAIL, body, { as: owner.auth });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'ValidationFailed',
        data: { fields: { [field]: expect.any(String) } },
      });
    }
    const put = await api.put(GMAIL, { receiveReplies: null, senderName: 'a\u0000b' }, { as: owner.auth });
    expect(put.statusCode).toBe(400);
    expect((await api.post(GMAIL, 'not json', { as: owner.auth })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await api.post(GMAIL, 'not json', { as: owner.auth })).statusCode).toBeLessThan(500);
  });
});
