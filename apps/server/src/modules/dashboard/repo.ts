import { DASHBOARD_LIST_MAX, LEAD_REPLY_WAIT_DAYS } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The dashboard's lists, each one statement over the company's indexes.
 */
type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows).rows;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const jobTypeOf = (r: Record<string, unknown>) =>
  r.type_id
    ? { id: r.type_id as string, name: r.type_name as string, colour: r.type_colour as string }
    : null;

/** This week in the company's time zone: Monday 00:00 to the next Monday 00:00, and the dates. */
export async function weekOf(db: Db, companyId: string) {
  const [row] = await rowsOf(
    db,
    sql`select c.time_zone,
      date_trunc('week', now() at time zone c.time_zone) at time zone c.time_zone as starts,
      (date_trunc('week', now() at time zone c.time_zone) + interval '7 days') at time zone c.time_zone as ends,
      to_char(date_trunc('week', now() at time zone c.time_zone), 'YYYY-MM-DD') as monday,
      to_char(date_trunc('week', now() at time zone c.time_zone) + interval '6 days', 'YYYY-MM-DD') as sunday
    from companies c where c.id = ${companyId}`,
  );
  return {
    timeZone: row!.time_zone as string,
    from: new Date(row!.starts as string),
    to: new Date(row!.ends as string),
    monday: row!.monday as string,
    sunday: row!.sunday as string,
  };
}

/**
 * Leads waiting for a reply: active leads in an open pipeline stage (or none) on which nothing was
 * recorded for LEAD_REPLY_WAIT_DAYS days, counted from the last activity or, with none, from the
 * lead's creation; the longest waiting first.
 */
const waitingLeads = (companyId: string) => sql`
  select j.id, j.name, j.created_at, st.id as stage_id, st.name as stage_name,
    t.id as type_id, t.name as type_name, t.colour as type_colour, last.at as last_at,
    coalesce(last.at, j.created_at) as waiting_since
  from jobs j
  left join lead_stages st on st.id = j.lead_stage_id
  left join job_types t on t.id = j.job_type_id
  left join lateral (
    select max(a.at) as at from activity a
    where a.company_id = j.company_id and a.subject_type = 'job' and a.subject_id = j.id
  ) last on true
  where j.company_id = ${companyId} and j.stage = 'lead' and j.status = 'active'
    and (st.id is null or st.kind = 'open')
    and coalesce(last.at, j.created_at) < now() - ${sql.raw(`interval '${LEAD_REPLY_WAIT_DAYS} days'`)}`;

/**
 * A list's first DASHBOARD_LIST_MAX rows in its order, and how many it holds in all, in one
 * statement: the total is a window over the whole list, counted before the limit applies, so the
 * list's query (the waiting leads' activity probes) runs once, not once for the rows and again for
 * the count. `orderBy` names the list's output columns.
 */
async function firstOfList(db: Db, list: ReturnType<typeof sql>, orderBy: ReturnType<typeof sql>) {
  const rows = await rowsOf(
    db,
    sql`select l.*, count(*) over ()::int as total from (${list}) l ${orderBy} limit ${DASHBOARD_LIST_MAX}`,
  );
  return { total: (rows[0]?.total as number | undefined) ?? 0, rows };
}

export async function leadsAwaitingReply(db: Db, companyId: string) {
  const { total, rows } = await firstOfList(db, waitingLeads(companyId), sql`order by l.waiting_since, l.id`);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id as string,
      name: r.name as string,
      leadStage: r.stage_id ? { id: r.stage_id as string, name: r.stage_name as string } : null,
      lastActivityAt: iso(r.last_at),
      waitingSince: iso(r.waiting_since)!,
      jobType: jobTypeOf(r),
    })),
  };
}

/** Active jobs with neither a main date nor any session: oldest first. */
const undated = (companyId: string) => sql`
  select j.id, j.name, j.created_at, t.id as type_id, t.name as type_name, t.colour as type_colour
  from jobs j left join job_types t on t.id = j.job_type_id
  where j.company_id = ${companyId} and j.stage = 'job' and j.status = 'active' and j.main_date is null
    and not exists (select 1 from job_sessions s where s.job_id = j.id)`;

export async function jobsWithoutDate(db: Db, companyId: string) {
  const { total, rows } = await firstOfList(db, undated(companyId), sql`order by l.created_at, l.id`);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id as string,
      name: r.name as string,
      createdAt: iso(r.created_at)!,
      jobType: jobTypeOf(r),
    })),
  };
}

export async function stageCounts(db: Db, companyId: string) {
  const [row] = await rowsOf(
    db,
    sql`select
      count(*) filter (where j.stage = 'lead' and (st.id is null or st.kind = 'open'))::int as open_leads,
      count(*) filter (where j.stage = 'job')::int as active_jobs
    from jobs j left join lead_stages st on st.id = j.lead_stage_id
    where j.company_id = ${companyId} and j.status = 'active'`,
  );
  return { openLeads: row!.open_leads as number, activeJobs: row!.active_jobs as number };
}
