import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, jobClients, jobSessions, jobTypes, jobs, leadStages } from '../../db/schema.ts';

/**
 * Leads and jobs: the rows of one company. Every query names the company, so an id of another
 * company's record reads as missing.
 */
export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type LeadStageRow = typeof leadStages.$inferSelect;
type JobTypeRow = typeof jobTypes.$inferSelect;

export async function findJob(db: Db, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertJob(tx: Db, values: NewJobRow): Promise<JobRow> {
  const [row] = await tx.insert(jobs).values(values).returning();
  return row!;
}

export async function updateJobRow(
  tx: Db,
  companyId: string,
  id: string,
  patch: Partial<NewJobRow>,
): Promise<JobRow> {
  const [row] = await tx
    .update(jobs)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
    .returning();
  return row!;
}

/** Replaces the record's clients, in the order given (the first is the main one). */
export async function setJobClients(tx: Db, companyId: string, jobId: string, clientIds: string[]) {
  await tx.delete(jobClients).where(and(eq(jobClients.companyId, companyId), eq(jobClients.jobId, jobId)));
  await tx
    .insert(jobClients)
    .values(clientIds.map((clientId, position) => ({ jobId, clientId, companyId, position })));
}

/** How many of the ids are clients of the company (not merged away). */
export async function countClients(db: Db, companyId: string, ids: string[]): Promise<number> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), inArray(clients.id, ids), isNull(clients.mergedIntoId)));
  return rows.length;
}

export async function findJobType(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobTypes)
    .where(and(eq(jobTypes.companyId, companyId), eq(jobTypes.id, id)));
  return row;
}

export async function findJobTypeByName(db: Db, companyId: string, name: string) {
  const [row] = await db
    .select()
    .from(jobTypes)
    .where(and(eq(jobTypes.companyId, companyId), sql`lower(${jobTypes.name}) = lower(${name})`));
  return row;
}

/** The company's pipeline, in order. */
export async function leadStagesOf(db: Db, companyId: string): Promise<LeadStageRow[]> {
  return db
    .select()
    .from(leadStages)
    .where(eq(leadStages.companyId, companyId))
    .orderBy(asc(leadStages.position), asc(leadStages.createdAt));
}

/** What a record shows beside its own columns: pipeline stage, job type, clients, next session. */
export type JobDetails = {
  leadStages: Map<string, LeadStageRow>;
  jobTypes: Map<string, JobTypeRow>;
  clients: Map<string, { id: string; displayName: string }[]>;
  nextSessions: Map<string, typeof jobSessions.$inferSelect>;
};

export async function jobDetails(db: Db, companyId: string, rows: JobRow[]): Promise<JobDetails> {
  const ids = rows.map((r) => r.id);
  const typeIds = [...new Set(rows.flatMap((r) => (r.jobTypeId ? [r.jobTypeId] : [])))];
  const stageIds = [...new Set(rows.flatMap((r) => (r.leadStageId ? [r.leadStageId] : [])))];
  if (ids.length === 0)
    return { leadStages: new Map(), jobTypes: new Map(), clients: new Map(), nextSessions: new Map() };
  const [stageRows, typeRows, clientRows, sessionRows] = await Promise.all([
    stageIds.length
      ? db
          .select()
          .from(leadStages)
          .where(and(eq(leadStages.companyId, companyId), inArray(leadStages.id, stageIds)))
      : [],
    typeIds.length
      ? db
          .select()
          .from(jobTypes)
          .where(and(eq(jobTypes.companyId, companyId), inArray(jobTypes.id, typeIds)))
      : [],
    db
      .select({ jobId: jobClients.jobId, id: clients.id, displayName: clients.displayName })
      .from(jobClients)
      .innerJoin(clients, eq(clients.id, jobClients.clientId))
      .where(and(eq(jobClients.companyId, companyId), inArray(jobClients.jobId, ids)))
      .orderBy(asc(jobClients.position)),
    // The next session of each: the first that has not ended.
    db
      .selectDistinctOn([jobSessions.jobId])
      .from(jobSessions)
      .where(
        and(
          eq(jobSessions.companyId, companyId),
          inArray(jobSessions.jobId, ids),
          gte(jobSessions.endsAt, sql`now()`),
        ),
      )
      .orderBy(jobSessions.jobId, asc(jobSessions.startsAt)),
  ]);
  const byJob = new Map<string, { id: string; displayName: string }[]>();
  for (const { jobId, ...client } of clientRows) byJob.set(jobId, [...(byJob.get(jobId) ?? []), client]);
  return {
    leadStages: new Map(stageRows.map((s) => [s.id, s])),
    jobTypes: new Map(typeRows.map((t) => [t.id, t])),
    clients: byJob,
    nextSessions: new Map(sessionRows.map((s) => [s.jobId, s])),
  };
}

/** The company's jobs (booked: stage 'job', any status), not its leads. */
export async function countJobs(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.stage, 'job')));
  return row?.n ?? 0;
}
