import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { companies, taxRates } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { findUserByEmail } from '../auth/repo.ts';
import { createdCompany, currentCompanyId, onPlan, signedInOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerTransferKind, transferToCompany } from './transfer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The extension point needs a kind; tax rates stand in for the clients and jobs to come.
  registerTransferKind({
    kind: 'TEST_TAX_RATE',
    move: async (tx: Db, m) =>
      (
        await tx
          .update(taxRates)
          .set({ companyId: m.toCompanyId })
          .where(and(eq(taxRates.id, m.id), eq(taxRates.companyId, m.fromCompanyId)))
          .returning({ id: taxRates.id })
      ).length === 1,
  });
});
afterAll(() => t.close());

async function ownerWithTwoCompanies() {
  const owner = await signedInOwner(t);
  await onPlan(t, owner.form.email, 'MASTER');
  const first = await currentCompanyId(t, owner.auth);
  const second = await createdCompany(t, owner.auth);
  const user = await findUserByEmail(t.deps.db, owner.form.email);
  const [company] = await t.deps.db.select().from(companies).where(eq(companies.id, first));
  const scope: CompanyScope = {
    companyId: first,
    userId: user!.id,
    role: 'owner',
    businessAccountId: company!.businessAccountId,
  };
  const [rate] = await t.deps.db
    .insert(taxRates)
    .values({ companyId: first, name: 'VAT', rateBasisPoints: 2000 })
    .returning();
  return { scope, first, second: second.companyId, rate: rate! };
}

const companyOfRate = async (id: string) =>
  (await t.deps.db.select().from(taxRates).where(eq(taxRates.id, id)))[0]?.companyId;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('moving a record to another company of the account', () => {
  it('moves it to a sibling company', async () => {
    const { scope, second, rate } = await ownerWithTwoCompanies();
    await transferToCompany(t.deps, scope, { kind: 'TEST_TAX_RATE', id: rate.id, toCompanyId: second });
    expect(await companyOfRate(rate.id)).toBe(second);
  });

  it('refuses another account’s company, another company’s record, unknown kinds and members', async () => {
    const mine = await ownerWithTwoCompanies();
    const theirs = await ownerWithTwoCompanies();
    const move = (scope: CompanyScope, id: string, toCompanyId: string, kind = 'TEST_TAX_RATE') =>
      codeOf(transferToCompany(t.deps, scope, { kind, id, toCompanyId }));
    expect(await move(mine.scope, mine.rate.id, theirs.first)).toBe('NotFound');
    expect(await move(mine.scope, theirs.rate.id, mine.second)).toBe('NotFound');
    expect(await move(mine.scope, mine.rate.id, mine.second, 'NO_SUCH_KIND')).toBe('NotFound');
    expect(await move({ ...mine.scope, role: 'member' }, mine.rate.id, mine.second)).toBe('Forbidden');
    expect(await companyOfRate(mine.rate.id)).toBe(mine.first);
    expect(await companyOfRate(theirs.rate.id)).toBe(theirs.first);
  });
});
