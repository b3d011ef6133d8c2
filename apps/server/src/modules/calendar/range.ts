import { type CalendarEntry, CalendarTexts } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { limitedJobIdsAmong } from '../jobs/limited.ts';
import { type RangeFilter, rangeEntries } from './range/repo.ts';
import { companyTimeZone } from './repo.ts';

/**
 * The calendar's entries a filter selects (a range, one entry): a limited job's session (past the
 * plan's active-jobs limit) keeps its time but no details (title 'Busy', no location, no job name)
 * and cannot be moved; a session of a completed or archived lead or job cannot be moved either
 * (705/706 if tried). The studio's appointments and blocked time are every member's to move.
 */
export async function calendarEntries(db: Db, filter: RangeFilter): Promise<CalendarEntry[]> {
  const rows = await rangeEntries(db, filter);
  const jobIds = [
    ...new Set(rows.flatMap((r) => [r.job?.id, r.link?.job?.id].filter((id) => id !== undefined))),
  ];
  const limited = jobIds.length ? await limitedJobIdsAmong(db, filter.companyId, jobIds) : new Set<string>();
  return rows.map((r) => {
    const isLimited = r.job !== null && limited.has(r.job.id);
    const linked = r.link?.job;
    return {
      ...r,
      title: isLimited ? CalendarTexts.busy : r.title,
      location: isLimited ? null : r.location,
      job: r.job && { ...r.job, name: isLimited ? null : r.job.name },
      // An appointment stays the studio's whatever its job: only the limited job's name is hidden.
      link: r.link && {
        ...r.link,
        job: linked ? { ...linked, name: limited.has(linked.id) ? null : linked.name } : null,
      },
      limited: isLimited,
      editable: r.job === null || (!isLimited && r.job.status === 'active'),
    };
  });
}

export async function listCalendar(
  db: Db,
  scope: CompanyScope,
  query: { from: string; to: string; jobTypeId?: string | undefined; includeArchived: boolean },
) {
  const filter: RangeFilter = {
    companyId: scope.companyId,
    from: new Date(query.from),
    to: new Date(query.to),
    jobTypeId: query.jobTypeId,
    includeArchived: query.includeArchived,
  };
  const [timeZone, entries] = await Promise.all([
    companyTimeZone(db, scope.companyId),
    calendarEntries(db, filter),
  ]);
  return { timeZone, entries };
}

/** One entry as the calendar shows it (the answer to a move). */
export async function calendarEntry(
  db: Db,
  scope: CompanyScope,
  only: { source: 'session' | 'appointment'; id: string },
): Promise<CalendarEntry> {
  const [entry] = await calendarEntries(db, {
    companyId: scope.companyId,
    from: new Date(0),
    to: new Date(0),
    only,
  });
  if (!entry) throw notFound();
  return entry;
}
