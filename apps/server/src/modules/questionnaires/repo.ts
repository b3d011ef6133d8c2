import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, jobClients, jobs, questionnaires } from '../../db/schema.ts';

/** The questionnaires' SQL; every statement filters by company, the portal's also by client. */
type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type NewQuestionnaire = Pick<
  QuestionnaireRow,
  'companyId' | 'jobId' | 'templateId' | 'clientId' | 'name' | 'sections'
>;
/** A row with the client it was made for (null once deleted) and its record's name. */
export type QuestionnaireRecord = {
  row: QuestionnaireRow;
  client: { id: string; displayName: string; contacts: (typeof clients.$inferSelect)['contacts'] } | null;
  jobName: string;
};

const of = (companyId: string, ...more: ReturnType<typeof eq>[]) =>
  and(eq(questionnaires.companyId, companyId), ...more);

const recordQuery = (db: Db) =>
  db
    .select({
      row: questionnaires,
      clientId: clients.id,
      displayName: clients.displayName,
      contacts: clients.contacts,
      jobName: jobs.name,
    })
    .from(questionnaires)
    .innerJoin(jobs, and(eq(jobs.companyId, questionnaires.companyId), eq(jobs.id, questionnaires.jobId)))
    .leftJoin(
      clients,
      and(eq(clients.companyId, questionnaires.companyId), eq(clients.id, questionnaires.clientId)),
    );

type Joined = {
  row: QuestionnaireRow;
  clientId: string | null;
  displayName: string | null;
  contacts: (typeof clients.$inferSelect)['contacts'] | null;
  jobName: string;
};
const recordOf = (r: Joined): QuestionnaireRecord => ({
  row: r.row,
  client:
    r.clientId && r.displayName !== null
      ? { id: r.clientId, displayName: r.displayName, contacts: r.contacts ?? [] }
      : null,
  jobName: r.jobName,
});

export async function insertQuestionnaire(tx: Db, values: NewQuestionnaire) {
  const [row] = await tx.insert(questionnaires).values(values).returning({ id: questionnaires.id });
  return row!.id;
}

export async function findQuestionnaire(db: Db, companyId: string, id: string) {
  const [r] = await recordQuery(db).where(of(companyId, eq(questionnaires.id, id)));
  return r ? recordOf(r) : undefined;
}

/** The row alone, locked to the transaction's end (every change of a questionnaire takes it). */
export async function lockQuestionnaire(tx: Db, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(questionnaires)
    .where(of(companyId, eq(questionnaires.id, id)))
    .for('update');
  return row;
}

export async function listForJob(db: Db, companyId: string, jobId: string) {
  const rows = await recordQuery(db)
    .where(of(companyId, eq(questionnaires.jobId, jobId)))
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id));
  return rows.map(recordOf);
}

export type QuestionnaireChange = Partial<
  Pick<
    QuestionnaireRow,
    'status' | 'answers' | 'answersVersion' | 'sentAt' | 'remindedAt' | 'submittedAt' | 'reopenedAt'
  >
>;

export async function updateQuestionnaire(
  tx: Db,
  companyId: string,
  id: string,
  change: QuestionnaireChange,
) {
  await tx
    .update(questionnaires)
    .set({ ...change, updatedAt: sql`now()` })
    .where(of(companyId, eq(questionnaires.id, id)));
}

export async function deleteQuestionnaire(tx: Db, companyId: string, id: string) {
  await tx.delete(questionnaires).where(of(companyId, eq(questionnaires.id, id)));
}

/** Every questionnaire the company made (the support chat's `questionnaireCount`). */
export async function countQuestionnaires(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questionnaires)
    .where(eq(questionnaires.companyId, companyId));
  return row?.n ?? 0;
}

export async function jobHasQuestionnaires(db: Db, companyId: string, jobId: string) {
  const rows = await db
    .select({ ok: sql<number>`1` })
    .from(questionnaires)
    .where(of(companyId, eq(questionnaires.jobId, jobId)))
    .limit(1);
  return rows.length === 1;
}

/** A merged client's questionnaires become the kept client's. */
export async function repointClient(tx: Db, companyId: string, from: string, to: string) {
  await tx
    .update(questionnaires)
    .set({ clientId: to })
    .where(of(companyId, eq(questionnaires.clientId, from)));
}

/** Is the client one of the record's clients (job_clients)? */
export async function isJobsClient(db: Db, companyId: string, jobId: string, clientId: string) {
  const rows = await db
    .select({ ok: sql<number>`1` })
    .from(jobClients)
    .where(
      and(
        eq(jobClients.companyId, companyId),
        eq(jobClients.jobId, jobId),
        eq(jobClients.clientId, clientId),
      ),
    );
  return rows.length === 1;
}

/**
 * The portal's view: questionnaires mailed to this client (never a draft) on a record the client is
 * still one of the clients of.
 */
const clientsOwn = (companyId: string, clientId: string) =>
  and(
    of(companyId, eq(questionnaires.clientId, clientId)),
    ne(questionnaires.status, 'draft'),
    sql`exists (select 1 from job_clients jc where jc.company_id = ${companyId} and jc.job_id = ${questionnaires.jobId} and jc.client_id = ${clientId})`,
  );

export async function listForClient(db: Db, companyId: string, clientId: string) {
  const rows = await recordQuery(db)
    .where(clientsOwn(companyId, clientId))
    .orderBy(desc(questionnaires.sentAt), desc(questionnaires.id))
    .limit(100);
  return rows.map(recordOf);
}

export async function findForClient(db: Db, companyId: string, clientId: string, id: string) {
  const [r] = await recordQuery(db).where(and(clientsOwn(companyId, clientId), eq(questionnaires.id, id)));
  return r ? recordOf(r) : undefined;
}

/** The submitted questionnaires of a record, oldest first (their answers are merge fields). */
export async function submittedOfJob(db: Db, companyId: string, jobId: string) {
  return db
    .select()
    .from(questionnaires)
    .where(of(companyId, eq(questionnaires.jobId, jobId), eq(questionnaires.status, 'submitted')))
    .orderBy(questionnaires.submittedAt, questionnaires.id);
}
