import type { CalendarOverlap, calendarOverlapsQuerySchema } from '@focal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { calendarEntries } from './range.ts';
import { clientNamesOfJobs } from './repo.ts';

type Query = z.output<typeof calendarOverlapsQuerySchema>;

/**
 * What a proposed time clashes with, before it is saved: the calendar's entries overlapping it
 * (sessions of archived records book nothing, as in the range) that the doubleBooked rule counts:
 * two timed entries, or blocked time on either side. A limited job's session is named 'Busy' with
 * no job or clients, as on the calendar.
 */
export async function listOverlaps(db: Db, scope: CompanyScope, query: Query): Promise<CalendarOverlap[]> {
  const entries = await calendarEntries(db, {
    companyId: scope.companyId,
    from: new Date(query.startsAt),
    to: new Date(query.endsAt),
  });
  const clashes = entries.filter(
    (e) =>
      e.id !== query.exclude && ((!e.allDay && !query.allDay) || query.blocked || e.source === 'blocked'),
  );
  const shown = clashes.flatMap((e) => (e.job && !e.limited ? [e.job.id] : []));
  const clients = await clientNamesOfJobs(db, scope.companyId, [...new Set(shown)]);
  return clashes.map((e) => ({
    id: e.id,
    source: e.source,
    title: e.title,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    allDay: e.allDay,
    jobName: e.limited ? null : (e.job?.name ?? null),
    clientNames: e.job && !e.limited ? (clients.get(e.job.id) ?? []) : [],
  }));
}
