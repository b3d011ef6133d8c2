import { DASHBOARD_LIST_MAX, LEAD_REPLY_WAIT_DAYS } from '@focal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The dashboard's lists and counts, each a short read over the company's indexes or the counts the
 * database keeps (job_counts, jobs.last_activity_at: migration 0039), never a count of every lead.
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

/** Active leads in an open pipeline stage or none, from job_counts: a few rows, however many leads. */
const openLeadCount = (companyId: string) => sql`
  select coalesce(sum(c.jobs), 0) from job_counts c left join lead_stages st on st.id = c.lead_stage_id
  where c.company_id = ${companyId} and c.stage = 'lead' and c.status = 'active' and (st.id is null or st.kind = 'open')`;

/**
 * Leads waiting for a reply: active leads in an open pipeline stage (or none) on which nothing was
 * recorded for LEAD_REPLY_WAIT_DAYS days, counted from the last activity (jobs.last_activity_at)
 * or, with none, from the lead's creation; the longest waiting first. jobs_leads_waiting holds them
 * by stage in that order, so each open stage (and no stage) is a range of it: lost and won leads,
 * however many, are never read.
 */
const waitingSince = sql`coalesce(j.last_activity_at, j.created_at)`;
const waitedEnough = sql`now() - ${sql.raw(`interval '${LEAD_REPLY_WAIT_DAYS} days'`)}`;
const activeLeads = (companyId: string) =>
  sql`j.company_id = ${companyId} and j.stage = 'lead' and j.status = 'active'`;
const openStage = (companyId: string) => sql`s.company_id = ${companyId} and s.kind = 'open'`;
const leadColumns = sql`j.id, j.name, j.created_at, j.lead_stage_id, j.job_type_id, j.last_activity_at`;

/** Each open stage's (and no stage's) first DASHBOARD_LIST_MAX, merged into the first of all. */
const firstWaiting = (companyId: string) => sql`
  with firsts as (
    select j.* from lead_stages s, lateral (
      select ${leadColumns}, ${waitingSince} as waiting_since from jobs j
      where ${activeLeads(companyId)} and j.lead_stage_id = s.id and ${waitingSince} < ${waitedEnough}
      order by ${waitingSince}, j.id limit ${DASHBOARD_LIST_MAX}) j
    where ${openStage(companyId)}
    union all (
      select ${leadColumns}, ${waitingSince} from jobs j
      where ${activeLeads(companyId)} and j.lead_stage_id is null and ${waitingSince} < ${waitedEnough}
      order by ${waitingSince}, j.id limit ${DASHBOARD_LIST_MAX}))
  select w.id, w.name, w.created_at, st.id as stage_id, st.name as stage_name,
    t.id as type_id, t.name as type_name, t.colour as type_colour, w.last_activity_at as last_at, w.waiting_since
  from firsts w
  left join lead_stages st on st.id = w.lead_stage_id
  left join job_types t on t.id = w.job_type_id
  order by w.waiting_since, w.id limit ${DASHBOARD_LIST_MAX}`;

/** How many wait: the open leads less those that have not waited long enough (the index's recent end). */
const waitingCount = (companyId: string) => sql`
  select (${openLeadCount(companyId)})
    - (select count(*) from lead_stages s, lateral (select 1 from jobs j
        where ${activeLeads(companyId)} and j.lead_stage_id = s.id and ${waitingSince} >= ${waitedEnough}) j
        where ${openStage(companyId)})
    - (select count(*) from jobs j
        where ${activeLeads(companyId)} and j.lead_stage_id is null and ${waitingSince} >= ${waitedEnough})
    as total`;

export async function leadsAwaitingReply(db: Db, companyId: string) {
  const rows = await rowsOf(db, firstWaiting(companyId));
  const [count] = await rowsOf(db, waitingCount(companyId));
  return {
    total: Number(count!.total),
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

/**
 * The first DASHBOARD_LIST_MAX jobs without a date, oldest first, and how many there are in one
 * statement: the total is a window over the whole list, counted before the limit applies.
 */
export async function jobsWithoutDate(db: Db, companyId: string) {
  const rows = await rowsOf(
    db,
    sql`select l.*, count(*) over ()::int as total from (${undated(companyId)}) l
      order by l.created_at, l.id limit ${DASHBOARD_LIST_MAX}`,
  );
  return {
    total: (rows[0]?.total as number | undefined) ?? 0,
    rows: rows.map((r) => ({
      id: r.id as string,
      name: r.name as string,
      createdAt: iso(r.created_at)!,
      jobType: jobTypeOf(r),
    })),
  };
}

/** The open leads and active jobs, from job_counts. */
export async function stageCounts(db: Db, companyId: string) {
  const [row] = await rowsOf(
    db,
    sql`select (${openLeadCount(companyId)})::int as open_leads,
      (select coalesce(sum(c.jobs), 0) from job_counts c
       where c.company_id = ${companyId} and c.stage = 'job' and c.status = 'active')::int as active_jobs`,
  );
  return { openLeads: row!.open_leads as number, activeJobs: row!.active_jobs as number };
}
