import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clients,
  companies,
  jobClients,
  jobs,
  jobSessions,
  jobTypes,
  quoteAcceptances,
  quotes,
} from '../../db/schema.ts';

/** The SQL behind a contract's merge fields (merge.ts); every statement filters by company. */
export async function jobOf(db: Db, companyId: string, jobId: string) {
  const [row] = await db
    .select({ name: jobs.name, mainDate: jobs.mainDate, stage: jobs.stage, jobType: jobTypes.name })
    .from(jobs)
    .leftJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
  return row;
}

/** The record's clients in their order (the first is the main one). */
export async function clientsOf(db: Db, companyId: string, jobId: string) {
  return db
    .select({
      id: clients.id,
      displayName: clients.displayName,
      contacts: clients.contacts,
      address: clients.address,
    })
    .from(jobClients)
    .innerJoin(clients, and(eq(clients.companyId, jobClients.companyId), eq(clients.id, jobClients.clientId)))
    .where(and(eq(jobClients.companyId, companyId), eq(jobClients.jobId, jobId)))
    .orderBy(asc(jobClients.position));
}

export async function sessionsOf(db: Db, companyId: string, jobId: string) {
  return db
    .select({
      name: jobSessions.name,
      startsAt: jobSessions.startsAt,
      endsAt: jobSessions.endsAt,
      allDay: jobSessions.allDay,
      location: jobSessions.location,
    })
    .from(jobSessions)
    .where(and(eq(jobSessions.companyId, companyId), eq(jobSessions.jobId, jobId)))
    .orderBy(asc(jobSessions.startsAt));
}

export async function studioOf(db: Db, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      email: companies.email,
      phone: companies.phone,
      address: companies.address,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** The record's accepted quote (the latest accepted), with what the client accepted. */
export async function acceptedQuoteOf(db: Db, companyId: string, jobId: string) {
  const [row] = await db
    .select({ title: quotes.title, currency: quotes.currency, totalMinor: quoteAcceptances.totalMinor })
    .from(quotes)
    .innerJoin(quoteAcceptances, eq(quoteAcceptances.quoteId, quotes.id))
    .where(and(eq(quotes.companyId, companyId), eq(quotes.jobId, jobId), eq(quotes.status, 'accepted')))
    .orderBy(asc(quoteAcceptances.acceptedAt));
  return row;
}
