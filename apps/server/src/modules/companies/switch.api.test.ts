import { COMPANY_HEADER, CompanyPaths } from '@focal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { sessions, users } from '../../db/schema.ts';
import { bearer, createdCompany, currentCompanyId, onPlan } from '../../test/factories.ts';
import { createSecondApp } from '../../test/test-app.ts';

const switchTo = (
  api: Api,
  auth: Record<string, string>,
  companyId: string,
  headers: Record<string, string> = {},
) =>
  api.call({
    method: 'POST',
    url: CompanyPaths.switch,
    headers: { ...auth, ...headers },
    payload: { companyId },
  });

/** An owner on MASTER with two companies, working in the first. */
async function ownerWithTwoCompanies(api: Api) {
  const owner = await api.signedInOwner({ companyName: 'First Light Studio' });
  await onPlan(api, owner.form.email, 'MASTER');
  const first = await currentCompanyId(api, owner.auth);
  const second = await createdCompany(api, owner.auth, 'Second Light Studio');
  const back = await switchTo(api, second.auth, first);
  expect(back.statusCode, back.body).toBe(200);
  return { owner, first, second: second.companyId, auth: bearer(back.json().data) };
}

describe('switching company', () => {
  it('answers new tokens for the company switched to; bootstrap then reports it', async ({ api }) => {
    const { first, second, auth } = await ownerWithTwoCompanies(api);
    expect(await currentCompanyId(api, auth)).toBe(first);
    const res = await switchTo(api, auth, second);
    expect(res.statusCode, res.body).toBe(200);
    const tokens = res.json().data;
    expect(tokens).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(await currentCompanyId(api, bearer(tokens))).toBe(second);
  });

  it('moves the old access token too, and refuses it when the tab still names the old company', async ({
    api,
  }) => {
    const { first, second, auth } = await ownerWithTwoCompanies(api);
    await switchTo(api, auth, second, { [COMPANY_HEADER]: first });
    // The old token (another tab's copy) now works in the new company.
    expect(await currentCompanyId(api, auth)).toBe(second);
    const stale = await api.get(CompanyPaths.brands, { as: auth, company: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'CompanyMismatch', data: { companyId: second } });
    const fresh = await api.get(CompanyPaths.brands, { as: auth, company: second });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(
      fresh.json().data.authorizedCompanies.brands.find((b: { selected: boolean }) => b.selected).id,
    ).toBe(second);
  });

  it('is a no-op for the current company, answering fresh tokens', async ({ api }) => {
    const { first, auth, owner } = await ownerWithTwoCompanies(api);
    const changedAt = async () =>
      (
        await api.deps.db
          .select({ at: sessions.companyChangedAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.subjectId))
          .where(eq(users.email, owner.form.email))
      ).map((r) => r.at?.toISOString());
    const before = await changedAt();
    const res = await switchTo(api, auth, first);
    expect(res.statusCode, res.body).toBe(200);
    // Nothing recorded as a change: other processes and tabs have nothing to follow.
    expect(await changedAt()).toEqual(before);
    expect(await currentCompanyId(api, bearer(res.json().data))).toBe(first);
    expect(await currentCompanyId(api, auth)).toBe(first);
  });

  it('answers 404 for a company the user is not a member of, and changes nothing', async ({ api }) => {
    const { first, auth } = await ownerWithTwoCompanies(api);
    const stranger = await api.signedInOwner();
    const theirs = await currentCompanyId(api, stranger.auth);
    for (const companyId of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const res = await switchTo(api, auth, companyId);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('NotFound');
    }
    expect(await currentCompanyId(api, auth)).toBe(first);
  });

  it('refuses a body that is not a company id', async ({ api }) => {
    const { auth } = await ownerWithTwoCompanies(api);
    const res = await switchTo(api, auth, 'not-an-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('ValidationFailed');
  });

  it('a refresh after the switch stays in the new company', async ({ api }) => {
    const { second, auth } = await ownerWithTwoCompanies(api);
    const res = await switchTo(api, auth, second);
    const refreshed = await api.post('/api/auth/refresh', { refresh_token: res.json().data.refresh_token });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await currentCompanyId(api, bearer(refreshed.json().data))).toBe(second);
  });
});

describe('switching across API processes', () => {
  it('another process sharing the database sees the switch within about a second', async ({ api }) => {
    const other = await createSecondApp(api);
    try {
      const { first, second, auth } = await ownerWithTwoCompanies(api);
      const companyOnOther = async () =>
        (await other.inject({ method: 'GET', url: '/api/basic/bootstrap', headers: auth })).json().data
          .authorizedCompany.id as string;
      expect(await companyOnOther()).toBe(first);
      expect((await switchTo(api, auth, second)).statusCode).toBe(200);
      // The other process polls the sessions table once a second: wait for it, within a bound.
      const deadline = Date.now() + 1_500 + 1_000;
      let seen = await companyOnOther();
      while (seen !== second && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await companyOnOther();
      }
      expect(seen).toBe(second);
      const stale = await other.inject({
        method: 'GET',
        url: CompanyPaths.brands,
        headers: { ...auth, [COMPANY_HEADER]: first },
      });
      expect(stale.json().errorCode).toBe('CompanyMismatch');
    } finally {
      await other.close();
    }
  });
});
