import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobFiles, jobSessions, jobTasks, mailOutbox, users } from '../../../db/schema.ts';

/** The profile tabs' rows of one lead or job: tasks, files, mail, and how many of each. */
export type TaskRow = typeof jobTasks.$inferSelect;
export type FileRow = typeof jobFiles.$inferSelect;

const ofJob = <T extends typeof jobTasks | typeof jobFiles>(table: T, companyId: string, jobId: string) =>
  and(eq(table.companyId, companyId), eq(table.jobId, jobId));

/** Open tasks first by due date (undated last), then the done ones, newest done first. */
export function listTasks(db: Db, companyId: string, jobId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(jobTasks)
    .where(ofJob(jobTasks, companyId, jobId))
    .orderBy(
      sql`${jobTasks.doneAt} is not null`,
      sql`${jobTasks.dueOn} asc nulls last`,
      desc(jobTasks.doneAt),
      asc(jobTasks.createdAt),
    );
}

export async function findTask(db: Db, companyId: string, jobId: string, taskId: string) {
  const [row] = await db
    .select()
    .from(jobTasks)
    .where(and(ofJob(jobTasks, companyId, jobId), eq(jobTasks.id, taskId)));
  return row;
}

export async function insertTask(db: Db, values: typeof jobTasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(jobTasks).values(values).returning();
  return row!;
}

export async function updateTask(db: Db, task: TaskRow, patch: Partial<typeof jobTasks.$inferInsert>) {
  const [row] = await db
    .update(jobTasks)
    .set(patch)
    .where(and(eq(jobTasks.companyId, task.companyId), eq(jobTasks.id, task.id)))
    .returning();
  return row!;
}

export async function deleteTask(db: Db, task: TaskRow) {
  await db.delete(jobTasks).where(and(eq(jobTasks.companyId, task.companyId), eq(jobTasks.id, task.id)));
}

export function listFiles(db: Db, companyId: string, jobId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(jobFiles)
    .where(ofJob(jobFiles, companyId, jobId))
    .orderBy(desc(jobFiles.createdAt), desc(jobFiles.id));
}

export async function findFile(db: Db, companyId: string, jobId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(jobFiles)
    .where(and(ofJob(jobFiles, companyId, jobId), eq(jobFiles.id, fileId)));
  return row;
}

export async function insertFile(db: Db, values: typeof jobFiles.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(jobFiles).values(values).returning();
  return row!;
}

export async function deleteFile(db: Db, file: FileRow) {
  await db.delete(jobFiles).where(and(eq(jobFiles.companyId, file.companyId), eq(jobFiles.id, file.id)));
}

/** The company's mail about this record, newest first (the mail log's rows with its job id). */
export function listEmails(db: Db, companyId: string, jobId: string, limit = 200) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.jobId, jobId)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
const n = sql<number>`count(*)::int`;

export async function tabCounts(db: Db, companyId: string, jobId: string) {
  const [sessions, tasks, openTasks, files, emails] = await Promise.all([
    countOf(
      db
        .select({ n })
        .from(jobSessions)
        .where(and(eq(jobSessions.companyId, companyId), eq(jobSessions.jobId, jobId))),
    ),
    countOf(
      db
        .select({ n })
        .from(jobTasks)
        .where(ofJob(jobTasks, companyId, jobId)),
    ),
    countOf(
      db
        .select({ n })
        .from(jobTasks)
        .where(and(ofJob(jobTasks, companyId, jobId), isNull(jobTasks.doneAt))),
    ),
    countOf(
      db
        .select({ n })
        .from(jobFiles)
        .where(ofJob(jobFiles, companyId, jobId)),
    ),
    countOf(
      db
        .select({ n })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.jobId, jobId))),
    ),
  ]);
  return { sessions, tasks, openTasks, files, emails };
}

/** Names of the users who did things on the activity tab. */
export async function userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}
