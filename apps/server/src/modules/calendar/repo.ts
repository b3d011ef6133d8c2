import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, clients, companies, jobClients, jobSessions, users } from '../../db/schema.ts';
import type { StudioAddress } from '../../db/schema/studio.ts';

/**
 * Sessions of leads and jobs and the studio's appointments and blocked time. Every read and write
 * names the company; a row of another company is never found.
 */
export type SessionRow = typeof jobSessions.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect & { createdByName: string | null };

/** What a session is made of when written (the contracts' session fields, dates parsed). */
export type SessionValues = {
  name: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  location: string | null;
  address: StudioAddress;
  notes: string;
};
export type AppointmentValues = Omit<SessionValues, 'name' | 'address'> & {
  kind: 'appointment' | 'blocked';
  title: string;
  /** The links, checked by the caller (`links.ts`); none when left out. */
  clientId?: string | null;
  jobId?: string | null;
};

export async function companyTimeZone(db: Db, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timeZone ?? 'UTC';
}

export async function listSessions(db: Db, companyId: string, jobId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(jobSessions)
    .where(and(eq(jobSessions.companyId, companyId), eq(jobSessions.jobId, jobId)))
    .orderBy(asc(jobSessions.startsAt), asc(jobSessions.id));
}

export async function findSession(
  db: Db,
  companyId: string,
  jobId: string,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(jobSessions)
    .where(
      and(eq(jobSessions.companyId, companyId), eq(jobSessions.jobId, jobId), eq(jobSessions.id, sessionId)),
    );
  return row;
}

/**
 * Inserts sessions of one lead or job (call inside the transaction that creates the job, as
 * creating a lead or job with its sessions does). The caller has checked the job is the company's.
 */
export async function insertSessions(
  db: Db,
  job: { companyId: string; jobId: string },
  values: SessionValues[],
): Promise<SessionRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(jobSessions)
    .values(values.map((v) => ({ ...v, companyId: job.companyId, jobId: job.jobId })))
    .returning();
}

/**
 * A version is the `updatedAt` the client loaded, in milliseconds; the column holds microseconds
 * (now()), so a row is at that version when its stamp lies within that millisecond.
 */
const atVersion = (column: typeof jobSessions.updatedAt | typeof appointments.updatedAt, version?: Date) =>
  version
    ? sql`${column} >= ${version.toISOString()}::timestamptz and ${column} < ${version.toISOString()}::timestamptz + interval '1 millisecond'`
    : undefined;

/** Saves a session (at `version` when given); undefined when it is gone or was changed since. */
export async function updateSession(
  db: Db,
  session: { companyId: string; id: string },
  values: Partial<SessionValues>,
  version?: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(jobSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobSessions.companyId, session.companyId),
        eq(jobSessions.id, session.id),
        atVersion(jobSessions.updatedAt, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteSession(db: Db, session: { companyId: string; id: string }): Promise<void> {
  await db
    .delete(jobSessions)
    .where(and(eq(jobSessions.companyId, session.companyId), eq(jobSessions.id, session.id)));
}

const appointmentColumns = {
  id: appointments.id,
  companyId: appointments.companyId,
  userId: appointments.userId,
  kind: appointments.kind,
  title: appointments.title,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  allDay: appointments.allDay,
  location: appointments.location,
  notes: appointments.notes,
  clientId: appointments.clientId,
  jobId: appointments.jobId,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  createdByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
};

export async function findAppointment(
  db: Db,
  companyId: string,
  id: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select(appointmentColumns)
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.userId))
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)));
  return row;
}

export async function insertAppointment(
  db: Db,
  owner: { companyId: string; userId: string },
  values: AppointmentValues,
): Promise<string> {
  const [row] = await db
    .insert(appointments)
    .values({ ...values, ...owner })
    .returning({ id: appointments.id });
  return row!.id;
}

export async function updateAppointment(
  db: Db,
  companyId: string,
  id: string,
  values: Partial<AppointmentValues>,
  version?: Date,
): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.id, id),
        atVersion(appointments.updatedAt, version),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

export async function deleteAppointment(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, id)))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** The client names of each of the company's `jobIds`, in the job's order (what a clash names). */
export async function clientNamesOfJobs(
  db: Db,
  companyId: string,
  jobIds: string[],
): Promise<Map<string, string[]>> {
  const byJob = new Map<string, string[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ jobId: jobClients.jobId, name: clients.displayName })
    .from(jobClients)
    .innerJoin(clients, and(eq(clients.id, jobClients.clientId), eq(clients.companyId, companyId)))
    .where(and(eq(jobClients.companyId, companyId), inArray(jobClients.jobId, jobIds)))
    .orderBy(asc(jobClients.position));
  for (const { jobId, name } of rows) byJob.set(jobId, [...(byJob.get(jobId) ?? []), name]);
  return byJob;
}
