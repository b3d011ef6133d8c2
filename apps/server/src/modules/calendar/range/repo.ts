import { CALENDAR_ENTRY_MAX_DAYS } from '@focal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The calendar's range query: sessions of the company's leads and jobs and its appointments and
 * blocked time overlapping [from, to), each with its double-booked flag, in one statement. No entry
 * lasts more than 14 days (the contracts refuse longer ones), so an entry that overlaps [from, to)
 * starts in [from - 14 days, to): that bound lets the (company_id, starts_at) indexes do the scan,
 * and the same bound finds each entry's overlapping peers. What a session shows of its lead or job
 * (stage, status, name, type) is the session's copy (migration 0018's triggers keep it), so no job
 * row is read: at 200,000 jobs those reads were the most of a month's time.
 */
export type RangeRow = {
  id: string;
  source: 'session' | 'appointment' | 'blocked';
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  location: string | null;
  /** An appointment's notes; '' for a session (see calendarEntrySchema). */
  notes: string;
  job: {
    id: string;
    stage: 'lead' | 'job';
    status: 'active' | 'completed' | 'archived';
    name: string;
  } | null;
  jobType: { id: string; name: string; colour: string } | null;
  /** An appointment's client and lead or job (null for a session or an unlinked entry). */
  link: {
    client: { id: string; name: string } | null;
    job: { id: string; stage: 'lead' | 'job'; name: string } | null;
  } | null;
  doubleBooked: boolean;
  /** For the iCal feed's LAST-MODIFIED. */
  updatedAt: string;
};

export type RangeFilter = {
  companyId: string;
  from: Date;
  to: Date;
  jobTypeId?: string | undefined;
  includeArchived?: boolean;
  /** One entry alone (after a move), whatever its dates. */
  only?: { source: 'session' | 'appointment'; id: string };
  /** The sessions of one lead or job. */
  jobId?: string;
};

const SPAN = sql.raw(`interval '${CALENDAR_ENTRY_MAX_DAYS} days'`);

type Entry = { id: SQL; blocked: SQL; allDay: SQL; startsAt: SQL; endsAt: SQL };

/**
 * Whether an entry overlaps another of the company that books the same time: two timed entries
 * (sessions, appointments, blocked time) that overlap, or blocked time overlapping anything, all-day
 * or not. An all-day session or appointment (the wedding day itself) does not clash with a timed one
 * on that day. Sessions of archived leads and jobs book nothing.
 */
function doubleBooked(companyId: string, e: Entry): SQL {
  const overlaps = (starts: SQL, ends: SQL) =>
    sql`${starts} < ${e.endsAt} and ${ends} > ${e.startsAt} and ${starts} >= ${e.startsAt} - ${SPAN}`;
  return sql`(
    exists (
      select 1 from job_sessions o
      where o.company_id = ${companyId} and o.id <> ${e.id} and o.job_status <> 'archived'
        and ${overlaps(sql`o.starts_at`, sql`o.ends_at`)}
        and ((not o.all_day and not ${e.allDay}) or ${e.blocked})
    ) or exists (
      select 1 from appointments o
      where o.company_id = ${companyId} and o.id <> ${e.id}
        and ${overlaps(sql`o.starts_at`, sql`o.ends_at`)}
        and ((not o.all_day and not ${e.allDay}) or ${e.blocked} or o.kind = 'blocked')
    ))`;
}

/**
 * The same rule for a whole range at once, without a probe per entry (which read 14 days of the
 * index for each): the timed entries and all blocked time whose start lies in [from - 28 days,
 * to + 14 days) hold every peer an entry of the range can have; within them any two that overlap
 * clash, and after sorting by start an entry overlaps an earlier one when the latest end before it
 * is after its start, and a later one when the next start is before its end.
 */
function overlappingInRange(companyId: string, filter: RangeFilter): SQL {
  const lo = sql`${filter.from.toISOString()}::timestamptz - ${SPAN} - ${SPAN}`;
  const hi = sql`${filter.to.toISOString()}::timestamptz + ${SPAN}`;
  return sql`select id from (
      select id, starts_at, ends_at,
        max(ends_at) over (order by starts_at, id rows between unbounded preceding and 1 preceding) as before_end,
        lead(starts_at) over (order by starts_at, id) as next_start
      from (
        select o.id, o.starts_at, o.ends_at from job_sessions o
        where o.company_id = ${companyId} and o.starts_at >= ${lo} and o.starts_at < ${hi}
          and not o.all_day and o.job_status <> 'archived'
        union all
        select o.id, o.starts_at, o.ends_at from appointments o
        where o.company_id = ${companyId} and o.starts_at >= ${lo} and o.starts_at < ${hi}
          and (not o.all_day or o.kind = 'blocked')
      ) busy
    ) sorted
    where before_end > starts_at or next_start < ends_at`;
}

/** What the window leaves out: an all-day session or appointment against blocked time. */
function allDayAgainstBlocked(companyId: string, e: Entry): SQL {
  const overlaps = sql`o.starts_at < ${e.endsAt} and o.ends_at > ${e.startsAt} and o.starts_at >= ${e.startsAt} - ${SPAN}`;
  return sql`((${e.allDay} and not ${e.blocked} and exists (
      select 1 from appointments o
      where o.company_id = ${companyId} and o.kind = 'blocked' and o.id <> ${e.id} and ${overlaps}
    )) or (${e.blocked} and (exists (
      select 1 from job_sessions o
      where o.company_id = ${companyId} and o.all_day and o.job_status <> 'archived' and ${overlaps}
    ) or exists (
      select 1 from appointments o
      where o.company_id = ${companyId} and o.all_day and o.kind = 'appointment' and ${overlaps}
    ))))`;
}

function bounds(alias: string, filter: RangeFilter, source: 'session' | 'appointment'): SQL {
  const t = sql.raw(alias);
  if (filter.only) return filter.only.source === source ? sql`${t}.id = ${filter.only.id}` : sql`false`;
  return sql`${t}.starts_at < ${filter.to.toISOString()}::timestamptz
    and ${t}.starts_at >= ${filter.from.toISOString()}::timestamptz - ${SPAN}
    and ${t}.ends_at > ${filter.from.toISOString()}::timestamptz`;
}

/**
 * The entries come back as one JSON array, not a row each: a month's few hundred rows of 17 fields
 * cost several times the statement's own work to hand over and parse field by field (PGlite's
 * protocol in JavaScript); one value is parsed at once.
 */
export async function rangeEntries(db: Db, filter: RangeFilter): Promise<RangeRow[]> {
  const result = await db.execute(
    sql`select coalesce(json_agg(r order by r.starts_at, r.id), '[]') as entries from (${rangeQuery(filter)}) r`,
  );
  const [row] = (result as unknown as { rows: { entries: unknown }[] }).rows;
  const entries = typeof row?.entries === 'string' ? (JSON.parse(row.entries) as unknown) : row?.entries;
  return (entries as Record<string, unknown>[]).map(toRow);
}

/** The statement alone (the benchmark and EXPLAIN read it). */
function rangeQuery(filter: RangeFilter): SQL {
  const c = filter.companyId;
  const sessionWhere = sql.join(
    [
      sql`s.company_id = ${c}`,
      filter.jobId ? sql`s.job_id = ${filter.jobId}` : bounds('s', filter, 'session'),
      filter.includeArchived || filter.only || filter.jobId ? undefined : sql`s.job_status <> 'archived'`,
      filter.jobTypeId ? sql`s.job_type_id = ${filter.jobTypeId}` : undefined,
    ].filter((p): p is SQL => p !== undefined),
    sql` and `,
  );
  // Appointments are nobody's job type: a job type filter narrows the sessions only.
  const appointmentWhere = filter.jobId ? sql`false` : bounds('a', filter, 'appointment');
  const ranged = !filter.only && !filter.jobId;
  const entries = sql`
    select s.id, 'session' as source, s.name as title, s.starts_at, s.ends_at, s.all_day, s.location, '' as notes, s.updated_at,
      s.job_id, s.job_stage as stage, s.job_status as status, s.job_name,
      t.id as type_id, t.name as type_name, t.colour as type_colour,
      null::uuid as link_client_id, null as link_client_name, null::uuid as link_job_id, null as link_job_stage, null as link_job_name
    from job_sessions s
    left join job_types t on t.id = s.job_type_id and t.company_id = ${c}
    where ${sessionWhere}
    union all
    select a.id, a.kind as source, a.title, a.starts_at, a.ends_at, a.all_day, a.location, a.notes, a.updated_at,
      null, null, null, null, null, null, null,
      lc.id, lc.display_name, lj.id, lj.stage, lj.name
    from appointments a
    -- An appointment's links: one row each by key (few appointments link; no per-row subquery).
    left join clients lc on lc.company_id = ${c} and lc.id = a.client_id
    left join jobs lj on lj.company_id = ${c} and lj.id = a.job_id
    where a.company_id = ${c} and ${appointmentWhere}`;
  const e: Entry = {
    id: sql`e.id`,
    blocked: sql`(e.source = 'blocked')`,
    allDay: sql`e.all_day`,
    startsAt: sql`e.starts_at`,
    endsAt: sql`e.ends_at`,
  };
  // A range's flags: the window's one pass, joined once to the entries (it was probed by each half of
  // the union, hashed twice); one entry or one job's sessions probe their peers instead.
  if (ranged) {
    return sql`
      with overlapping as (${overlappingInRange(c, filter)})
      select e.*, (o.id is not null or ${allDayAgainstBlocked(c, e)}) as double_booked
      from (${entries}) e
      left join overlapping o on o.id = e.id`;
  }
  return sql`
    select e.*, ${doubleBooked(c, e)} as double_booked
    from (${entries}) e`;
}

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

function toRow(r: Record<string, unknown>): RangeRow {
  return {
    id: r.id as string,
    source: r.source as RangeRow['source'],
    title: r.title as string,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    allDay: r.all_day as boolean,
    location: (r.location as string | null) ?? null,
    notes: (r.notes as string | null) ?? '',
    job: r.job_id
      ? {
          id: r.job_id as string,
          stage: r.stage as 'lead' | 'job',
          status: r.status as 'active' | 'completed' | 'archived',
          name: r.job_name as string,
        }
      : null,
    jobType: r.type_id
      ? { id: r.type_id as string, name: r.type_name as string, colour: r.type_colour as string }
      : null,
    link: linkOf(r),
    doubleBooked: r.double_booked === true,
    updatedAt: iso(r.updated_at),
  };
}

function linkOf(r: Record<string, unknown>): RangeRow['link'] {
  if (!r.link_client_id && !r.link_job_id) return null;
  return {
    client: r.link_client_id ? { id: r.link_client_id as string, name: r.link_client_name as string } : null,
    job: r.link_job_id
      ? {
          id: r.link_job_id as string,
          stage: r.link_job_stage as 'lead' | 'job',
          name: r.link_job_name as string,
        }
      : null,
  };
}
