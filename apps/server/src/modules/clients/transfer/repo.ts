import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  clients,
  jobClients,
  jobFiles,
  jobs,
  jobSessions,
  jobTasks,
  mailOutbox,
} from '../../../db/schema.ts';

/** The SQL of merging two clients and moving a client with its jobs to another company. */

/** Every lead and job of `fromId` now names `intoId` (once: a job naming both keeps one row). */
export async function repointJobClients(db: Db, companyId: string, fromId: string, intoId: string) {
  await db.execute(sql`
    update ${jobClients} set client_id = ${intoId}
    where company_id = ${companyId} and client_id = ${fromId}
      and not exists (select 1 from ${jobClients} j2 where j2.job_id = ${jobClients.jobId} and j2.client_id = ${intoId})`);
  await db
    .delete(jobClients)
    .where(and(eq(jobClients.companyId, companyId), eq(jobClients.clientId, fromId)));
}

/** The mail sent to the merged client shows on the kept one's profile. */
export async function repointMail(db: Db, companyId: string, fromId: string, intoId: string) {
  await db
    .update(mailOutbox)
    .set({ clientId: intoId })
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.clientId, fromId)));
}

/** The client's jobs, each with how many of its clients are not this one (those would stay behind). */
export async function jobsWithOtherClients(db: Db, companyId: string, clientId: string) {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      customFields: jobs.customFields,
      others: sql<number>`(select count(*)::int from ${jobClients} o where o.job_id = ${jobs.id} and o.client_id <> ${clientId})`,
    })
    .from(jobClients)
    .innerJoin(jobs, eq(jobs.id, jobClients.jobId))
    .where(and(eq(jobClients.companyId, companyId), eq(jobClients.clientId, clientId)));
}

/**
 * Moves the client and the jobs to `to`: their rows and the rows under the jobs change company; a
 * job's type and pipeline stage become the target company's of the same name (none if it has none).
 */
export async function moveRows(
  db: Db,
  move: { from: string; to: string; clientId: string; clientFields: Record<string, string> },
  jobIds: { id: string; customFields: Record<string, string> }[],
) {
  await db
    .update(clients)
    .set({ companyId: move.to, customFields: move.clientFields, updatedAt: new Date() })
    .where(and(eq(clients.companyId, move.from), eq(clients.id, move.clientId)));
  if (jobIds.length === 0) return;
  const ids = jobIds.map((j) => j.id);
  for (const job of jobIds)
    await db.update(jobs).set({ customFields: job.customFields }).where(eq(jobs.id, job.id));
  await db.execute(sql`
    update ${jobs} j set company_id = ${move.to}, updated_at = now(),
      job_type_id = (select t.id from job_types t join job_types s on lower(s.name) = lower(t.name)
        where s.id = j.job_type_id and t.company_id = ${move.to} limit 1),
      lead_stage_id = (select t.id from lead_stages t join lead_stages s on lower(s.name) = lower(t.name)
        where s.id = j.lead_stage_id and t.company_id = ${move.to} order by t.position limit 1)
    where j.company_id = ${move.from} and ${inArray(sql`j.id`, ids)}`);
  await db.update(jobClients).set({ companyId: move.to }).where(inArray(jobClients.jobId, ids));
  await db.update(jobSessions).set({ companyId: move.to }).where(inArray(jobSessions.jobId, ids));
  await db.update(jobTasks).set({ companyId: move.to }).where(inArray(jobTasks.jobId, ids));
  await db.update(jobFiles).set({ companyId: move.to }).where(inArray(jobFiles.jobId, ids));
}
