// engine-dependent: two workers race for one import task under a row lock.
import { CompanyPaths } from '@focal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { backgroundTasks, importCopies, taxRates } from '../../db/schema.ts';
import { currentCompanyId, onPlan, uniqueEmail } from '../../test/factories.ts';
import type { TaskItem } from '../background-tasks/service.ts';
import { importKind } from './registry.ts';
import { runImportTask } from './runner.ts';

// No workers: each test runs the import itself, the way a worker would, to race or repeat it.

const ROWS = 500; // more than two batches

/**
 * A source company with ROWS tax rates (bulk SQL: a fixture; many share a position, as pages must
 * cope with) importing them into a new company.
 */
async function queuedImport(api: Api) {
  const owner = await api.signedInOwner();
  await onPlan(api, owner.form.email, 'MASTER');
  const sourceId = await currentCompanyId(api, owner.auth);
  await api.deps.db.execute(sql`
    insert into tax_rates (company_id, name, rate_millionths, position)
    select ${sourceId}, 'Rate ' || g, g * 700 % 10000000, g % 7 from generate_series(1, ${ROWS}) g`);
  const res = await api.post(
    CompanyPaths.create,
    {
      name: 'Target',
      email: uniqueEmail('target'),
      toImportData: { sourceCompanyId: sourceId, types: ['TAX_RATES'] },
    },
    { as: owner.auth },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { companyId, taskId } = res.json().data as { companyId: string; taskId: string };
  return { sourceId, targetId: companyId, taskId };
}

const ratesOf = async (api: Api, companyId: string) =>
  (
    await api.deps.db
      .select({ name: taxRates.name, rate: taxRates.rateMillionths })
      .from(taxRates)
      .where(eq(taxRates.companyId, companyId))
  )
    .map((r) => `${r.name}=${r.rate}`)
    .sort();

async function taskOf(api: Api, taskId: string) {
  const [task] = await api.deps.db.select().from(backgroundTasks).where(eq(backgroundTasks.id, taskId));
  return { state: task!.state, item: (task!.items as TaskItem[])[0]! };
}

const never = () => new AbortController().signal;

describe('an import run more than once', () => {
  it('copies each row once when two workers copy the same task at the same time', async ({ api }) => {
    const { sourceId, targetId, taskId } = await queuedImport(api);
    const kind = importKind('TAX_RATES')!;
    const context = {
      db: api.deps.db,
      taskId,
      type: 'TAX_RATES',
      sourceCompanyId: sourceId,
      targetCompanyId: targetId,
      batchPauseMs: 0,
    };
    await Promise.all([
      kind.copy({ ...context, signal: never() }),
      kind.copy({ ...context, signal: never() }),
    ]);
    expect(await ratesOf(api, targetId)).toEqual(await ratesOf(api, sourceId));
    expect((await taskOf(api, taskId)).item.copied).toBe(ROWS);
  });

  it('lets one worker at a time hold a task, and copies nothing again when rerun after its last batch', async ({
    api,
  }) => {
    const { sourceId, targetId, taskId } = await queuedImport(api);
    const outcomes = await Promise.all([
      runImportTask(api.deps.db, taskId, never()),
      runImportTask(api.deps.db, taskId, never()),
    ]);
    expect(outcomes.sort()).toEqual(['finished', 'not-mine']);
    expect(await taskOf(api, taskId)).toMatchObject({
      state: 'COMPLETED',
      item: { state: 'COMPLETED', copied: ROWS },
    });

    // A process killed after the last batch committed, before the task was marked done.
    await api.deps.db.execute(sql`
      update background_tasks set state = 'IN_PROGRESS', finished_at = null, heartbeat_at = null,
        items = jsonb_build_array(items->0 || '{"state":"IN_PROGRESS"}'::jsonb) where id = ${taskId}`);
    expect(await runImportTask(api.deps.db, taskId, never())).toBe('finished');
    expect(await ratesOf(api, targetId)).toEqual(await ratesOf(api, sourceId));
    expect(await taskOf(api, taskId)).toMatchObject({
      state: 'COMPLETED',
      item: { copied: ROWS, total: ROWS },
    });
    const copies = await api.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(importCopies)
      .where(and(eq(importCopies.taskId, taskId), eq(importCopies.type, 'TAX_RATES')));
    expect(copies[0]!.n).toBe(ROWS);
  });

  it('gives the task back when the process stops, and the next run finishes it', async ({ api }) => {
    const { sourceId, targetId, taskId } = await queuedImport(api);
    const stopping = new AbortController();
    stopping.abort();
    expect(await runImportTask(api.deps.db, taskId, stopping.signal)).toBe('interrupted');
    const [held] = await api.deps.db
      .select({ heartbeatAt: backgroundTasks.heartbeatAt, state: backgroundTasks.state })
      .from(backgroundTasks)
      .where(eq(backgroundTasks.id, taskId));
    expect(held).toEqual({ heartbeatAt: null, state: 'IN_PROGRESS' });
    expect(await runImportTask(api.deps.db, taskId, never())).toBe('finished');
    expect(await ratesOf(api, targetId)).toEqual(await ratesOf(api, sourceId));
  });
});
