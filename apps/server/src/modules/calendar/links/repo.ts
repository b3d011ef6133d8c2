import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { appointments, clients, jobClients, jobs } from '../../../db/schema.ts';

/**
 * An appointment's client and lead or job: whether a link names the company's records, and the
 * links dropped or repointed when a record moves company or is merged. Every statement names the
 * company.
 */
export type LinkIds = { clientId: string | null; jobId: string | null };

/**
 * Which of the two the company has (a merged client no longer counts), and whether the client is
 * one of the job's. The rows found are key-share locked to the transaction's end, so a delete or
 * move cannot slip between this check and the write that links them.
 */
export async function linkTargets(db: Db, companyId: string, ids: LinkIds) {
  const client = ids.clientId
    ? await db
        .select({ id: clients.id })
        .from(clients)
        .where(
          and(eq(clients.companyId, companyId), eq(clients.id, ids.clientId), isNull(clients.mergedIntoId)),
        )
        .for('key share')
    : [];
  const job = ids.jobId
    ? await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.id, ids.jobId)))
        .for('key share')
    : [];
  const onJob =
    ids.clientId && ids.jobId
      ? await db
          .select({ jobId: jobClients.jobId })
          .from(jobClients)
          .where(
            and(
              eq(jobClients.companyId, companyId),
              eq(jobClients.jobId, ids.jobId),
              eq(jobClients.clientId, ids.clientId),
            ),
          )
      : [];
  return { client: client.length > 0, job: job.length > 0, clientOnJob: onJob.length > 0 };
}

/** Drops the links to these clients and jobs (before they leave the company: the keys refuse it). */
export async function unlink(db: Db, companyId: string, ids: { clientIds: string[]; jobIds: string[] }) {
  if (ids.clientIds.length)
    await db
      .update(appointments)
      .set({ clientId: null, updatedAt: sql`now()` })
      .where(and(eq(appointments.companyId, companyId), inArray(appointments.clientId, ids.clientIds)));
  if (ids.jobIds.length)
    await db
      .update(appointments)
      .set({ jobId: null, updatedAt: sql`now()` })
      .where(and(eq(appointments.companyId, companyId), inArray(appointments.jobId, ids.jobIds)));
}

/** The appointments of a merged client name the client it was merged into. */
export async function repointClient(db: Db, companyId: string, fromId: string, intoId: string) {
  await db
    .update(appointments)
    .set({ clientId: intoId, updatedAt: sql`now()` })
    .where(and(eq(appointments.companyId, companyId), eq(appointments.clientId, fromId)));
}
