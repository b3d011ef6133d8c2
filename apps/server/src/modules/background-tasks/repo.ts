import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backgroundTasks } from '../../db/schema.ts';

/**
 * The background-task store other modules run their work through: create a task, hold its lease
 * while working (heartbeat_at), record each step's progress, finish it. One row per task; `items`
 * holds one entry per step.
 *
 * The lease is what lets a task survive a killed process: a worker claims a task only when nobody
 * has beaten its heart for LEASE_STALE_SECONDS, beats it every few seconds while it works, and
 * releases it (heartbeat_at = null) when it stops early. A task whose lease went stale is sent to
 * the workers again (see imports/worker.ts).
 */

export type TaskKind = (typeof backgroundTasks.$inferSelect)['kind'];
export type TaskState = (typeof backgroundTasks.$inferSelect)['state'];
export type TaskRow = typeof backgroundTasks.$inferSelect;

/** A step's state: FAILED steps make the task end COMPLETED_WITH_ERRORS. */
type ItemState = 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
export type TaskItem = {
  type: string;
  label: string;
  state: ItemState;
  /** Source rows to copy; null until the step has counted them. */
  total: number | null;
  copied: number;
  failed: number;
  /** A sentence the user can read, when the step failed. */
  error: string | null;
  /**
   * A sentence about a step that went through (the clients CSV import's report: created, updated,
   * skipped as duplicates), shown after its count. Absent on tasks stored before it existed.
   */
  note?: string | null;
};

const LEASE_STALE_SECONDS = 10;
export const HEARTBEAT_MS = 2_000;

export const newItem = (type: string, label: string): TaskItem => ({
  type,
  label,
  state: 'IN_PROGRESS',
  total: null,
  copied: 0,
  failed: 0,
  error: null,
});

export async function insertTask(
  tx: Db,
  task: { companyId: string; userId: string; kind: TaskKind; payload: unknown; items: TaskItem[] },
): Promise<string> {
  const [row] = await tx
    .insert(backgroundTasks)
    .values({ ...task, state: 'IN_PROGRESS' })
    .returning({ id: backgroundTasks.id });
  return row!.id;
}

export async function findTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(backgroundTasks).where(eq(backgroundTasks.id, id));
  return row;
}

const stale = () =>
  or(
    isNull(backgroundTasks.heartbeatAt),
    lt(backgroundTasks.heartbeatAt, sql`now() - ${sql.raw(`interval '${LEASE_STALE_SECONDS} seconds'`)}`),
  );

/** Takes the task's lease when it is running and nobody holds it; undefined when someone does. */
export async function claimTask(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(backgroundTasks)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.state, 'IN_PROGRESS'), stale()))
    .returning();
  return row;
}

export async function beat(db: Db, id: string): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.state, 'IN_PROGRESS')));
}

/** Gives the lease back, so the next worker need not wait for it to go stale. */
export async function releaseTask(db: Db, id: string): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ heartbeatAt: null })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.state, 'IN_PROGRESS')));
}

/**
 * Running tasks of a kind whose lease is free or stale: their worker died, or their job was never
 * sent. Not scoped by company: the workers' sweep looks after every company.
 */
export async function orphanedTasks(db: Db, kind: TaskKind): Promise<string[]> {
  const rows = await db
    .select({ id: backgroundTasks.id })
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.kind, kind), eq(backgroundTasks.state, 'IN_PROGRESS'), stale()))
    .limit(100);
  return rows.map((r) => r.id);
}

/** Frees every running task's lease: for a process that alone owns its (embedded) database. */
export async function releaseAll(db: Db, kind: TaskKind): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ heartbeatAt: null })
    .where(and(eq(backgroundTasks.kind, kind), eq(backgroundTasks.state, 'IN_PROGRESS')));
}

/** Merges `patch` into the step `type` (and beats the heart: progress is a sign of life). */
export async function patchItem(db: Db, id: string, type: string, patch: Partial<TaskItem>): Promise<void> {
  await db.execute(sql`
    update ${backgroundTasks} set heartbeat_at = now(), items = (
      select coalesce(jsonb_agg(case when e->>'type' = ${type} then e || ${JSON.stringify(patch)}::jsonb else e end
        order by ord), '[]'::jsonb)
      from jsonb_array_elements(items) with ordinality as x(e, ord))
    where id = ${id}`);
}

/** Adds `copied` rows to the step's count; run in the transaction that copied them, so both agree. */
export async function addCopied(tx: Db, id: string, type: string, copied: number): Promise<void> {
  await tx.execute(sql`
    update ${backgroundTasks} set heartbeat_at = now(), items = (
      select coalesce(jsonb_agg(case when e->>'type' = ${type}
        then jsonb_set(e, '{copied}', to_jsonb(coalesce((e->>'copied')::int, 0) + ${copied}::int)) else e end
        order by ord), '[]'::jsonb)
      from jsonb_array_elements(items) with ordinality as x(e, ord))
    where id = ${id}`);
}

/** Ends a running task: COMPLETED_WITH_ERRORS when any step failed. */
export async function finishTask(db: Db, id: string): Promise<TaskState | undefined> {
  const [row] = await db
    .update(backgroundTasks)
    .set({
      state: sql`case when exists (select 1 from jsonb_array_elements(${backgroundTasks.items}) e
        where e->>'state' = 'FAILED') then 'COMPLETED_WITH_ERRORS' else 'COMPLETED' end`,
      finishedAt: sql`now()`,
    })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.state, 'IN_PROGRESS')))
    .returning({ state: backgroundTasks.state });
  return row?.state;
}

// ---- what the banners show ----

export async function bannerTasks(db: Db, companyId: string, limit: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.companyId, companyId), isNull(backgroundTasks.dismissedAt)))
    .orderBy(desc(backgroundTasks.createdAt), desc(backgroundTasks.id))
    .limit(limit);
}

/**
 * Dismisses a finished task of the company (again is fine). Answers what stood in the way:
 * 'missing' (no such task in this company) or 'running'.
 */
export async function dismissTask(
  db: Db,
  companyId: string,
  id: string,
): Promise<'dismissed' | 'missing' | 'running'> {
  const [row] = await db
    .select({ state: backgroundTasks.state })
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.companyId, companyId)));
  if (!row) return 'missing';
  if (row.state === 'IN_PROGRESS') return 'running';
  await db
    .update(backgroundTasks)
    .set({ dismissedAt: sql`coalesce(${backgroundTasks.dismissedAt}, now())` })
    .where(and(eq(backgroundTasks.id, id), eq(backgroundTasks.companyId, companyId)));
  return 'dismissed';
}

/** The task's payload (a run's position and report), written with a beat of its heart. */
export async function writePayload(db: Db, id: string, payload: unknown): Promise<void> {
  await db
    .update(backgroundTasks)
    .set({ payload, heartbeatAt: sql`now()` })
    .where(eq(backgroundTasks.id, id));
}

/** Whether a running task of the company's, of this kind, has `value` at `field` of its payload. */
export async function runningTaskWith(
  db: Db,
  task: { companyId: string; kind: TaskKind; field: string; value: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: backgroundTasks.id })
    .from(backgroundTasks)
    .where(
      and(
        eq(backgroundTasks.companyId, task.companyId),
        eq(backgroundTasks.kind, task.kind),
        eq(backgroundTasks.state, 'IN_PROGRESS'),
        sql`${backgroundTasks.payload}->>${task.field} = ${task.value}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
