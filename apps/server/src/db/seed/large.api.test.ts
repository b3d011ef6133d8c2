// engine-dependent: the large seed writes in batches and resumes an interrupted run.
import { ApiRoutes } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { SEED_LARGE_PASSWORD, seedLarge, seededAccounts } from './large.ts';

describe('seed:large (issue 13 scale data)', () => {
  it('writes whole accounts in batches, continues an interrupted run and adds nothing once done', async ({
    api,
  }) => {
    const { db } = api.deps;
    const passwordHash = await hashPassword(SEED_LARGE_PASSWORD);
    const progress: number[] = [];
    expect(
      await seedLarge(db, { count: 30, batchSize: 10, passwordHash, onProgress: (d) => progress.push(d) }),
    ).toBe(30);
    expect(progress).toEqual([10, 20, 30]);
    // A run asked for more continues after the last committed batch; the same count again adds nothing.
    expect(await seedLarge(db, { count: 45, batchSize: 10, passwordHash })).toBe(15);
    expect(await seedLarge(db, { count: 45, passwordHash })).toBe(0);
    expect(await seededAccounts(db)).toBe(45);

    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(
      await count(sql`select count(*)::int as n from users where email like '%.team@example.test'`),
    ).toBe(9);
    expect(
      await count(sql`select count(distinct email)::int as n from users where email like '%@example.test'`),
    ).toBe(54);
    // Every 4th account has a second company; every company has an owner; every account a subscription.
    expect(await count(sql`select count(*)::int as n from companies where email like '%@example.test'`)).toBe(
      56,
    );
    expect(
      await count(sql`select count(*)::int as n from companies c where c.email like '%@example.test'
        and not exists (select 1 from memberships m where m.company_id = c.id and m.role = 'owner')`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from business_accounts b join users u on u.id = b.owner_user_id
        join subscriptions s on s.business_account_id = b.id where u.email like '%@example.test'`),
    ).toBe(45);

    // A seeded owner is a real account: it signs in and its app loads.
    const login = await api.post(ApiRoutes.login.path, {
      email: 'ana.abbott.3@example.test',
      password: SEED_LARGE_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    const boot = await api.get(ApiRoutes.bootstrap.path, { as: login.json().data });
    expect(boot.statusCode, boot.body).toBe(200);
    expect(boot.json().data.authorizedCompany.name).toBe('Abbott Studio');
  });
});
