import { z } from 'zod';
import { appointmentLinkSchema, CALENDAR_SOURCES, namedJobSchema } from './calendar.ts';
import { envelope } from './envelope.ts';
import { moneyOwedSchema } from './invoices/owed.ts';

/**
 * The dashboard's "What's next": this week's calendar (Monday to Sunday in the company's time
 * zone: the calendar's own entries, sessions, appointments and blocked time), leads waiting for a reply, active jobs without a booked date, and counts. The trial or
 * plan state is not here: the web reads it from the bootstrap data it already has.
 */
export const DASHBOARD_LIST_MAX = 10;
/** A lead waits for a reply when nothing was recorded on it for this long (or ever). */
export const LEAD_REPLY_WAIT_DAYS = 2;

const jobType = z.object({ id: z.string(), name: z.string(), colour: z.string() }).nullable();

export const dashboardSchema = z.object({
  timeZone: z.string(),
  /** The week shown: Monday and Sunday as ISO dates in the company's time zone. */
  week: z.object({ from: z.string(), to: z.string() }),
  thisWeek: z.array(
    z.object({
      id: z.string(),
      source: z.enum(CALENDAR_SOURCES),
      name: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      allDay: z.boolean(),
      location: z.string().nullable(),
      /** Limited (past the plan's active-jobs limit): no name, location or job name. */
      limited: z.boolean(),
      /** A session's lead or job; null for an appointment or blocked time. */
      job: namedJobSchema.nullable(),
      jobType,
      /** An appointment's client and lead or job (see the calendar's entries). */
      link: appointmentLinkSchema,
    }),
  ),
  leadsAwaitingReply: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      leadStage: z.object({ id: z.string(), name: z.string() }).nullable(),
      /** The last thing recorded on the lead (null: nothing since it was created). */
      lastActivityAt: z.string().nullable(),
      /** What the wait is counted from: the last activity, or the lead's creation. */
      waitingSince: z.string(),
      jobType,
    }),
  ),
  jobsWithoutDate: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.string(), jobType })),
  money: moneyOwedSchema,
  counts: z.object({
    openLeads: z.number(),
    activeJobs: z.number(),
    thisWeek: z.number(),
    leadsAwaitingReply: z.number(),
    jobsWithoutDate: z.number(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = envelope(dashboardSchema);
