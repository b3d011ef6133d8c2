// engine-dependent: the console search ranks with pg_trgm, an extension PGlite loads itself.
import { ACCOUNT_SEARCH_TOO_SHORT, type AdminAccountSummary, ApiRoutes, fillPath } from '@focal/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { accountIdOf, currentCompanyId, joinedMember, uniqueEmail } from '../../test/factories.ts';

let admin: Record<string, string>;
it.beforeAll(async ({ api }) => {
  admin = (await api.demoAdmin()).auth;
});

/** A word no other test's rows contain, so each search sees only what the test made. */
const tag = () => `qx${randomBytes(4).toString('hex')}`;

async function search(api: Api, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await api.get(`${ApiRoutes.adminSearchAccounts.path}?${qs}`, { as: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { accounts: AdminAccountSummary[]; nextCursor: string | null };
}
const emailsOf = (page: { accounts: AdminAccountSummary[] }) => page.accounts.map((a) => a.email);

describe('the console’s account search', () => {
  it('finds users by part of their e-mail or name, and owners and members by their company', async ({
    api,
  }) => {
    const word = tag();
    const owner = await api.signedInOwner({
      email: uniqueEmail(`mail${word}`),
      firstName: 'Quillon',
      lastName: `Van${word}`,
      companyName: `Studio ${word.toUpperCase()} North`,
    });
    const member = await joinedMember(api, owner.auth);

    const byEmail = await search(api, { q: `MAIL${word}`.slice(0, 9) });
    expect(emailsOf(byEmail)).toContain(owner.form.email);
    const byName = await search(api, { q: `quillon van${word}` });
    expect(emailsOf(byName)).toEqual([owner.form.email]);
    // The company's name finds everyone in it, newest first, with their role and plan.
    const byCompany = await search(api, { q: `${word} nor` });
    expect(emailsOf(byCompany)).toEqual([member.email, owner.form.email]);
    const [asMember, asOwner] = byCompany.accounts;
    expect(asOwner).toMatchObject({
      role: 'OWNER',
      fullName: `Quillon Van${word}`,
      companyCount: 1,
      businessAccountId: await accountIdOf(api, owner.form.email),
      planTier: 'PRO',
      subscriptionStatus: 'trialing',
      disabled: false,
    });
    expect(asOwner!.companies).toEqual([
      { id: await currentCompanyId(api, owner.auth), name: expect.any(String) },
    ]);
    expect(asMember).toMatchObject({
      role: 'MEMBER',
      businessAccountId: null,
      planTier: null,
      companyCount: 1,
    });
  });

  it('matches a user, company or business account id exactly', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    const companyId = await currentCompanyId(api, owner.auth);
    const accountId = await accountIdOf(api, owner.form.email);
    expect(emailsOf(await search(api, { q: member.userId.toUpperCase() }))).toEqual([member.email]);
    expect(emailsOf(await search(api, { q: companyId }))).toEqual([member.email, owner.form.email]);
    expect(emailsOf(await search(api, { q: accountId }))).toEqual([owner.form.email]);
    expect((await search(api, { q: randomUUID() })).accounts).toEqual([]);
  });

  it('pages newest first with a cursor, without duplicates or gaps', async ({ api }) => {
    const word = tag();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.unshift((await api.signUp({ lastName: `Page${word}` })).form.email);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof search>> = await search(api, {
        q: `page${word}`,
        limit: 2,
        ...(after ? { after } : {}),
      });
      seen.push(...emailsOf(page));
      after = page.nextCursor;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(made);
    // Without q: everyone, newest first, the same way.
    const first = await search(api, { limit: 3 });
    expect(emailsOf(first)).toEqual(made.slice(0, 3));
    const second = await search(api, { limit: 3, after: first.nextCursor! });
    expect(emailsOf(second).slice(0, 2)).toEqual(made.slice(3));
  });

  it('matches word prefixes: every word of q starts a word of the account, none inside one', async ({
    api,
  }) => {
    const word = tag();
    const garcia = await api.signUp({ firstName: word, lastName: 'Garcia' });
    const garrison = await api.signUp({ firstName: word, lastName: 'Garrison' });
    expect(emailsOf(await search(api, { q: `GARC ${word}` }))).toEqual([garcia.form.email]);
    expect(emailsOf(await search(api, { q: `${word} gar` }))).toEqual([
      garrison.form.email,
      garcia.form.email,
    ]);
    // Every word must match.
    expect(emailsOf(await search(api, { q: `garcia ${word} zzzz` }))).toEqual([]);
    // Inside a word is no match: 'arcia' starts no word.
    expect(emailsOf(await search(api, { q: `arcia ${word}` }))).toEqual([]);
  });

  it('takes punctuation, LIKE’s `%` and `_` included, as word separators, never as an error', async ({
    api,
  }) => {
    const word = tag();
    const exact = await api.signUp({ lastName: `Fifty_${word}` });
    // Nothing but separators matches nothing (`___` or `%%%` as LIKE patterns would match everyone).
    for (const q of ['___', '%%%', "'&|!:*()\\<->", '-- ;']) {
      expect(emailsOf(await search(api, { q }))).toEqual([]);
    }
    expect(emailsOf(await search(api, { q: `%fifty%_${word}:*` }))).toEqual([exact.form.email]);
    expect(emailsOf(await search(api, { q: `fifty & !${word}` }))).toEqual([exact.form.email]);
  });

  it('refuses a search of one or two characters, and a forged cursor, with a 400', async ({ api }) => {
    const short = await api.get(`${ApiRoutes.adminSearchAccounts.path}?q=ab`, { as: admin });
    expect(short.statusCode).toBe(400);
    expect(short.json().data.fields.q).toBe(ACCOUNT_SEARCH_TOO_SHORT);
    const forged = [
      'nonsense',
      Buffer.from('2026-01-01|x').toString('base64url'),
      // A date JavaScript rolls over to March but PostgreSQL refuses.
      Buffer.from('2026-02-30T00:00:00.000000Z|00000000-0000-4000-8000-000000000000').toString('base64url'),
    ];
    for (const after of forged) {
      const res = await api.get(`${ApiRoutes.adminSearchAccounts.path}?after=${after}`, { as: admin });
      expect(res.statusCode, after).toBe(400);
      expect(res.json().errorCode).toBe('ValidationFailed');
    }
  });
});

describe('one account in the console', () => {
  const detail = async (api: Api, userId: string) => {
    const res = await api.get(fillPath(ApiRoutes.adminGetAccount.path, { userId }), { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('shows an owner’s plan, companies, members, sign-ins and the actions offered', async ({ api }) => {
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    // The company's e-mail is the owner's: the member is found by it too.
    const found = (await search(api, { q: owner.form.email })).accounts;
    expect(emailsOf({ accounts: found })).toEqual([member.email, owner.form.email]);
    const userId = found[1]!.userId;
    const accountId = await accountIdOf(api, owner.form.email);
    const data = await detail(api, userId);
    expect(data.user).toMatchObject({
      id: userId,
      email: owner.form.email,
      confirmed: true,
      disabled: false,
      country: 'US',
      timeZone: 'America/New_York',
    });
    expect(data.businessAccount).toMatchObject({ id: accountId, planTier: 'PRO', status: 'trialing' });
    expect(data.companies).toEqual([expect.objectContaining({ role: 'owner', memberCount: 2 })]);
    expect(data.members.map((m: { email: string }) => m.email).sort()).toEqual(
      [owner.form.email, member.email].sort(),
    );
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toMatchObject({ revokedAt: null });
    expect(data.backgroundTasks).toEqual([]);
    const trial = { url: `/api/admin/business-accounts/${accountId}/trial`, method: 'PUT' };
    expect(data.actions).toEqual({
      DISABLE: { url: `/api/admin/users/${userId}/disable`, method: 'POST' },
      EXTEND_TRIAL: trial,
      END_TRIAL: trial,
      CHANGE_PLAN: { url: `/api/admin/business-accounts/${accountId}/plan`, method: 'PUT' },
    });
  });

  it('offers a resend to an unconfirmed user, and no plan to a member', async ({ api }) => {
    const pending = await api.signUp();
    const [unconfirmed] = (await search(api, { q: pending.form.email })).accounts;
    expect((await detail(api, unconfirmed!.userId)).actions.RESEND_CONFIRMATION).toEqual({
      url: `/api/admin/users/${unconfirmed!.userId}/resend-confirmation`,
      method: 'POST',
    });
    const owner = await api.signedInOwner();
    const member = await joinedMember(api, owner.auth);
    const data = await detail(api, member.userId);
    expect(data.businessAccount).toBeNull();
    expect(data.companies).toEqual([expect.objectContaining({ role: 'member' })]);
    expect(data.members).toEqual([]);
    expect(Object.keys(data.actions)).toEqual(['DISABLE']);
  });

  it('answers 404 for an id that is no user', async ({ api }) => {
    const res = await api.get(fillPath(ApiRoutes.adminGetAccount.path, { userId: randomUUID() }), {
      as: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NotFound', data: null });
  });
});

describe('the console’s routes are for administrators only', () => {
  const CONSOLE_ROUTES = [
    'adminSearchAccounts',
    'adminGetAccount',
    'adminDisableUser',
    'adminEnableUser',
    'adminResendConfirmation',
    'adminUpdateTrial',
    'adminChangePlan',
    'adminListAdmins',
    'adminInviteAdmin',
    'adminDisableAdmin',
    'adminListAuditLog',
  ] as const;

  let owner: Promise<{ auth: Record<string, string> }> | undefined;

  it.for(CONSOLE_ROUTES)('%s: 401 without a token, 403 with a user’s', async (operationId, { api }) => {
    const { method, path } = ApiRoutes[operationId];
    const url = fillPath(path, { userId: randomUUID(), id: randomUUID() });
    const payload = method === 'GET' ? {} : { payload: {} };
    const stranger = await api.call({ method, url, ...payload });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ errorCode: '450', errorTitle: expect.any(String) });
    owner ??= api.signedInOwner();
    const user = await api.call({ method, url, headers: (await owner).auth, ...payload });
    expect(user.statusCode).toBe(403);
    expect(user.json().errorCode).toBe('Forbidden');
  });
});
