import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { backgroundTasks, clients } from '../../../db/schema.ts';

/** The company's current clients having one of these emails (any contact, any case), by email. */
export async function clientsByEmail(db: Db, companyId: string, emails: string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const result = await db.execute(sql`
    select ${clients.id} as id, lower(c->>'email') as email
    from ${clients}, jsonb_array_elements(${clients.contacts}) c
    where ${clients.companyId} = ${companyId} and ${clients.archivedAt} is null
      and lower(c->>'email') in (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`);
  const rows = (result as unknown as { rows: { id: string; email: string }[] }).rows;
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The task's payload: where the run has come to and its report, written with the batch. */
export async function writeTaskPayload(db: Db, taskId: string, payload: unknown) {
  await db
    .update(backgroundTasks)
    .set({ payload, heartbeatAt: sql`now()` })
    .where(eq(backgroundTasks.id, taskId));
}

/** Whether a running import of the company reads this upload (its file must stay). */
export async function uploadInUse(db: Db, companyId: string, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: backgroundTasks.id })
    .from(backgroundTasks)
    .where(
      and(
        eq(backgroundTasks.companyId, companyId),
        eq(backgroundTasks.kind, 'client_csv_import'),
        eq(backgroundTasks.state, 'IN_PROGRESS'),
        sql`${backgroundTasks.payload}->>'uploadId' = ${uploadId}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
