import { describe, expect } from 'vitest';
import { type Api, it } from '../test/api-test.ts';
import { currentCompanyId } from '../test/factories.ts';
import { queueStudioMail } from './studio-mail.ts';

// The log reads the outbox: no workers here, every row stays queued.
async function owner(api: Api) {
  const { auth } = await api.signedInOwner();
  return { auth, companyId: await currentCompanyId(api, auth) };
}

const queue = (api: Api, companyId: string, to: string, key: string) =>
  queueStudioMail(
    api.deps.db,
    { companyId, to, subject: 'Hello', html: '<p>Hi</p>', idempotencyKey: key },
    api.deps.config,
  );

describe('the mail log', () => {
  it("pages the current company's mail, newest first, and shows no other company's", async ({ api }) => {
    const a = await owner(api);
    const b = await owner(api);
    for (const n of [1, 2, 3]) await queue(api, a.companyId, `a${n}@client.test`, `k${n}`);
    await queue(api, b.companyId, 'b@client.test', 'k1');
    const page = async (auth: Record<string, string>, query: string) =>
      api.get(`/api/user/settings/email-settings/log${query}`, { as: auth });
    const first = (await page(a.auth, '?perPage=2&page=1')).json().data;
    expect(first.total).toBe(3);
    expect(first.rows.map((r: { to: string }) => r.to)).toEqual(['a3@client.test', 'a2@client.test']);
    const second = (await page(a.auth, '?perPage=2&page=2')).json().data;
    expect(second.rows.map((r: { to: string }) => r.to)).toEqual(['a1@client.test']);
    expect(first.rows[0]).toMatchObject({ status: 'queued', statusAt: null, lastError: null, attempts: 0 });
    const theirs = (await page(b.auth, '')).json().data;
    expect(theirs.total).toBe(1);
    expect(theirs.rows[0].to).toBe('b@client.test');
    for (const bad of ['?perPage=0', '?perPage=101', '?page=0', '?perPage=x'])
      expect((await page(a.auth, bad)).statusCode, bad).toBe(400);
    expect((await api.get('/api/user/settings/email-settings/log')).statusCode).toBe(401);
    // Naming another company is refused, not answered with its log.
    const named = await api.get('/api/user/settings/email-settings/log', {
      as: a.auth,
      company: b.companyId,
    });
    expect(named.json().errorCode).toBe('CompanyMismatch');
    // The total (3) also shows that account mail (the sign-up confirmation) is in no studio's log.
  });
});
