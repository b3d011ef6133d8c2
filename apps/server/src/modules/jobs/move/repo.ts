import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { clients, jobClients, jobFiles, jobSessions, jobTasks, jobs } from '../../../db/schema.ts';

/**
 * Moving a lead or job to another company of the same business account: what belongs to the record
 * follows it (sessions, tasks, files, client links); its clients move when nothing else of the old
 * company refers to them, and are copied otherwise.
 */
/** The record's clients in order, with their custom field values (re-keyed when they move). */
export async function clientLinks(db: Db, companyId: string, jobId: string) {
  return db
    .select({ clientId: jobClients.clientId, customFields: clients.customFields })
    .from(jobClients)
    .innerJoin(clients, eq(clients.id, jobClients.clientId))
    .where(and(eq(jobClients.companyId, companyId), eq(jobClients.jobId, jobId)))
    .orderBy(asc(jobClients.position));
}

/** Whether any other lead or job refers to the client. */
export async function clientUsedElsewhere(db: Db, clientId: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ jobId: jobClients.jobId })
    .from(jobClients)
    .where(and(eq(jobClients.clientId, clientId), ne(jobClients.jobId, jobId)))
    .limit(1);
  return rows.length > 0;
}

/** Moves the client, with its custom field values keyed by the target company's fields. */
export async function moveClient(
  db: Db,
  move: { clientId: string; from: string; to: string },
  customFields: Record<string, string>,
) {
  const { clientId, from, to } = move;
  await db
    .update(clients)
    .set({ companyId: to, customFields, updatedAt: sql`now()` })
    .where(and(eq(clients.id, clientId), eq(clients.companyId, from)));
}

/** A copy of the client in the other company (same names, contacts, address, notes, tags). */
export async function copyClient(
  db: Db,
  move: { clientId: string; from: string; to: string },
  customFields: Record<string, string>,
): Promise<string> {
  const { clientId, from, to } = move;
  const [source] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, from)));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = source!;
  const [copy] = await db
    .insert(clients)
    .values({ ...fields, companyId: to, customFields, mergedIntoId: null })
    .returning({ id: clients.id });
  return copy!.id;
}

/** Points the record and everything of it at the other company. */
export async function moveJobRows(
  db: Db,
  job: { id: string; from: string; to: string },
  fields: {
    jobTypeId: string | null;
    leadStageId: string | null;
    customFields: Record<string, string>;
    clientIds: string[];
  },
) {
  const { id, from, to } = job;
  await db.delete(jobClients).where(and(eq(jobClients.companyId, from), eq(jobClients.jobId, id)));
  await db
    .update(jobs)
    .set({
      companyId: to,
      jobTypeId: fields.jobTypeId,
      leadStageId: fields.leadStageId,
      customFields: fields.customFields,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.companyId, from), eq(jobs.id, id)));
  if (fields.clientIds.length)
    await db
      .insert(jobClients)
      .values(
        fields.clientIds.map((clientId, position) => ({ jobId: id, clientId, companyId: to, position })),
      );
  for (const table of [jobSessions, jobTasks, jobFiles] as const)
    await db
      .update(table)
      .set({ companyId: to })
      .where(and(eq(table.companyId, from), eq(table.jobId, id)));
}
