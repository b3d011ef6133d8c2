import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { jobClients, jobs, jobTypes, leadStages, mailOutbox } from '../../../db/schema.ts';
import { CURSOR_AT_FORMAT, type Keyset } from '../../../http/keyset-cursor.ts';

/** The client profile's history: its leads and jobs, and the mail sent to it, newest first. */
type Page = { limit: number; before?: Keyset | undefined };

const olderThan = (
  column: typeof jobs.createdAt | typeof mailOutbox.createdAt,
  id: typeof jobs.id | typeof mailOutbox.id,
  before?: Keyset,
) => (before ? sql`(${column}, ${id}) < (${before.at}::timestamptz, ${before.id}::uuid)` : undefined);

export async function jobsOfClient(db: Db, companyId: string, clientId: string, page: Page) {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      stage: jobs.stage,
      status: jobs.status,
      mainDate: jobs.mainDate,
      jobTypeId: jobs.jobTypeId,
      jobTypeName: jobTypes.name,
      leadStageName: leadStages.name,
      createdAt: jobs.createdAt,
      cursorAt: sql<string>`to_char(${jobs.createdAt} at time zone 'UTC', ${CURSOR_AT_FORMAT})`,
    })
    .from(jobClients)
    .innerJoin(jobs, and(eq(jobs.id, jobClients.jobId), eq(jobs.companyId, companyId)))
    .leftJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .leftJoin(leadStages, eq(leadStages.id, jobs.leadStageId))
    .where(
      and(
        eq(jobClients.companyId, companyId),
        eq(jobClients.clientId, clientId),
        olderThan(jobs.createdAt, jobs.id, page.before),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.limit);
}

export async function mailToClient(db: Db, companyId: string, clientId: string, page: Page) {
  return db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      to: mailOutbox.to,
      deliveredAt: mailOutbox.deliveredAt,
      bouncedAt: mailOutbox.bouncedAt,
      failedAt: mailOutbox.failedAt,
      createdAt: mailOutbox.createdAt,
      cursorAt: sql<string>`to_char(${mailOutbox.createdAt} at time zone 'UTC', ${CURSOR_AT_FORMAT})`,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyId, companyId),
        eq(mailOutbox.clientId, clientId),
        olderThan(mailOutbox.createdAt, mailOutbox.id, page.before),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.limit);
}
