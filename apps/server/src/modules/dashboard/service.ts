import type { Dashboard } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { calendarEntries } from '../calendar/range.ts';
import { moneyOwedOf } from '../invoices/service.ts';
import { jobsWithoutDate, leadsAwaitingReply, stageCounts, weekOf } from './repo.ts';

/**
 * The dashboard's "What's next". This week is Monday to Sunday in the company's time zone; its
 * entries are the calendar's, all of them (sessions, appointments, blocked time; limited jobs'
 * sessions without details), so the two never disagree. The trial or plan state is the
 * bootstrap's, which the web already holds.
 */
export async function dashboardOf(db: Db, scope: CompanyScope): Promise<Dashboard> {
  const week = await weekOf(db, scope.companyId);
  const [entries, leads, undated, counts, money] = await Promise.all([
    calendarEntries(db, { companyId: scope.companyId, from: week.from, to: week.to }),
    leadsAwaitingReply(db, scope.companyId),
    jobsWithoutDate(db, scope.companyId),
    stageCounts(db, scope.companyId),
    moneyOwedOf(db, scope.companyId),
  ]);
  return {
    timeZone: week.timeZone,
    week: { from: week.monday, to: week.sunday },
    thisWeek: entries.map((e) => ({
      id: e.id,
      source: e.source,
      name: e.title,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      allDay: e.allDay,
      location: e.location,
      limited: e.limited,
      job: e.job && { id: e.job.id, stage: e.job.stage, name: e.job.name },
      jobType: e.jobType,
      link: e.link,
    })),
    leadsAwaitingReply: leads.rows,
    jobsWithoutDate: undated.rows,
    money,
    counts: {
      ...counts,
      thisWeek: entries.length,
      leadsAwaitingReply: leads.total,
      jobsWithoutDate: undated.total,
    },
  };
}
