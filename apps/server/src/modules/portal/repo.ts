import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PortalTargetKind } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { clients, companies, portalLinks, portalSessions } from '../../db/schema.ts';

/**
 * The portal's SQL. Tokens are looked up by their hash alone; everything else by company and
 * client, and a document only through its lead's or job's clients (`job_clients`).
 */
/** Rows of a raw query (drizzle's execute answers its driver's result). */
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type PortalTargetRow = { targetKind: PortalTargetKind | null; targetId: string | null };

export async function insertLink(
  tx: Db,
  row: {
    companyId: string;
    clientId: string;
    tokenHash: string;
    expiresAt: Date;
    askedByClient: boolean;
  } & PortalTargetRow,
) {
  await tx.insert(portalLinks).values(row);
}

/** The link a hash names, whatever its state (the caller tells used, expired and revoked apart). */
export async function linkByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(portalLinks).where(eq(portalLinks.tokenHash, tokenHash));
  return row;
}

/** Marks a live link used; answers false when another request used it first. */
export async function useLink(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .update(portalLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(portalLinks.id, id),
        isNull(portalLinks.usedAt),
        isNull(portalLinks.revokedAt),
        gt(portalLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: portalLinks.id });
  return rows.length === 1;
}

/**
 * The studio stops a document's links: every portal link mailed with it stops opening, and the
 * sessions those links started end (a mail sent to the wrong address opens nothing more).
 */
export async function revokeLinksTo(
  tx: Db,
  ref: { companyId: string; kind: PortalTargetKind; documentId: string },
) {
  const links = await tx
    .update(portalLinks)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(portalLinks.companyId, ref.companyId),
        eq(portalLinks.targetKind, ref.kind),
        eq(portalLinks.targetId, ref.documentId),
        isNull(portalLinks.revokedAt),
      ),
    )
    .returning({ id: portalLinks.id });
  if (links.length === 0) return 0;
  await tx
    .update(portalSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(portalSessions.companyId, ref.companyId),
        inArray(
          portalSessions.linkId,
          links.map((l) => l.id),
        ),
        isNull(portalSessions.revokedAt),
      ),
    );
  return links.length;
}

/**
 * Whether the client was mailed a link within the last minute: a renewal or sign-in request then
 * sends none. Asked under `lockPortalLinks`, so two requests at once cannot both see none.
 */
/** Whether the client was mailed a link they asked for in the last minute (the studio's mails do not count). */
export async function askedWithinAMinute(tx: Db, companyId: string, clientId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: portalLinks.id })
    .from(portalLinks)
    .where(
      and(
        eq(portalLinks.companyId, companyId),
        eq(portalLinks.clientId, clientId),
        eq(portalLinks.askedByClient, true),
        gt(portalLinks.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSession(
  tx: Db,
  row: {
    companyId: string;
    clientId: string;
    tokenHash: string;
    linkId: string | null;
    ipAddress: string;
    userAgent: string | null;
    expiresAt: Date;
  },
) {
  await tx.insert(portalSessions).values(row);
}

/** A live session by its hash, with its client's names (an archived client's session ends). */
export async function liveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ session: portalSessions, client: clients })
    .from(portalSessions)
    .innerJoin(
      clients,
      and(eq(clients.companyId, portalSessions.companyId), eq(clients.id, portalSessions.clientId)),
    )
    .where(
      and(
        eq(portalSessions.tokenHash, tokenHash),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, sql`now()`),
        isNull(clients.archivedAt),
      ),
    );
  return row;
}

/** Slides a session's end forward, at most once a minute per session (no write per request). */
export async function slideSession(db: Db, id: string, expiresAt: Date) {
  await db
    .update(portalSessions)
    .set({ lastSeenAt: sql`now()`, expiresAt })
    .where(and(eq(portalSessions.id, id), sql`${portalSessions.lastSeenAt} < now() - interval '1 minute'`));
}

export async function revokeSession(db: Db, id: string) {
  await db
    .update(portalSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(portalSessions.id, id));
}

/** A live client of the company (the preview's client, a renewal's). */
export async function liveClient(db: Db, companyId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId), isNull(clients.archivedAt)));
  return row;
}

/**
 * The live clients of a company with a contact at this address (lowercase). The trigram index on
 * `search_text` narrows the rows; the contacts' own emails decide.
 */
export async function clientsWithEmail(db: Db, companyId: string, email: string) {
  return db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.companyId, companyId),
        isNull(clients.archivedAt),
        sql`${clients.searchText} like ${`%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        sql`exists (select 1 from jsonb_array_elements(${clients.contacts}) c where lower(c->>'email') = ${email})`,
      ),
    )
    .limit(5);
}

export async function brandOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, logoPath: companies.logoPath, brandColour: companies.brandColour })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

const clientsJobs = (companyId: string, clientId: string) =>
  sql`(select jc.job_id from job_clients jc where jc.client_id = ${clientId} and jc.company_id = ${companyId})`;

/** The client's leads and jobs that are not archived, by main date (newest first), then the newest. */
export async function jobsOfClient(db: Db, companyId: string, clientId: string) {
  const rows = await rowsOf<{ id: string; name: string; job_type: string | null; main_date: string | null }>(
    db,
    sql`
    select j.id, j.name, t.name as job_type, j.main_date::text as main_date
    from jobs j left join job_types t on t.id = j.job_type_id
    where j.company_id = ${companyId} and j.status <> 'archived' and j.id in ${clientsJobs(companyId, clientId)}
    order by j.main_date desc nulls last, j.created_at desc
    limit 100`,
  );
  return rows;
}

/** The quotes the client was sent, each as its last sent version (title, total, expiry), newest first. */
export type SentQuoteRow = {
  id: string;
  job_id: string;
  number: number;
  status: 'draft' | 'sent' | 'viewed' | 'accepted' | 'declined';
  currency: string;
  viewed_at: string | null;
  time_zone: string;
  title: string | null;
  total_minor: string;
  expires_on: string | null;
  accepted_total: string | null;
};

export async function sentQuotesOfClient(db: Db, companyId: string, clientId: string) {
  const rows = await rowsOf<SentQuoteRow>(
    db,
    sql`
    select q.id, q.job_id, q.number, q.status, q.currency, q.viewed_at, c.time_zone,
      v.content->>'title' as title, v.total_minor, v.content->>'expiresOn' as expires_on,
      a.total_minor as accepted_total
    from quotes q
    join companies c on c.id = q.company_id
    join quote_versions v on v.quote_id = q.id and v.version = q.sent_version
    left join quote_acceptances a on a.quote_id = q.id
    where q.company_id = ${companyId} and q.sent_version is not null and q.job_id in ${clientsJobs(companyId, clientId)}
    order by q.created_at desc
    limit 100`,
  );
  return rows;
}

/** Whether a quote or invoice is on one of the client's leads or jobs (the portal's one access rule). */
export async function isClientsDocument(
  db: Db,
  companyId: string,
  clientId: string,
  kind: 'quote' | 'invoice',
  id: string,
) {
  const table = kind === 'quote' ? sql`quotes` : sql`invoices`;
  const rows = await rowsOf<{ ok: number }>(
    db,
    sql`
    select 1 as ok from ${table} d
    where d.company_id = ${companyId} and d.id = ${id} and d.job_id in ${clientsJobs(companyId, clientId)}`,
  );
  return rows.length === 1;
}

/** The lead or job an invoice belongs to. */
export async function jobOfInvoice(db: Db, companyId: string, id: string) {
  const rows = await rowsOf<{ job_id: string }>(
    db,
    sql`select job_id from invoices where company_id = ${companyId} and id = ${id}`,
  );
  return rows[0]?.job_id;
}

/** A lead's or job's stage and name. */
export async function jobStage(db: Db, companyId: string, jobId: string) {
  const rows = await rowsOf<{ stage: 'lead' | 'job'; name: string }>(
    db,
    sql`select stage, name from jobs where company_id = ${companyId} and id = ${jobId}`,
  );
  return rows[0];
}
