import { ApiRoutes as R } from '../api-routes.ts';
import {
  appointmentInputSchema,
  appointmentParamsSchema,
  appointmentResponseSchema,
  calendarEntryResponseSchema,
  calendarFeedCreatedResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusResponseSchema,
  calendarOverlapsQuerySchema,
  calendarOverlapsResponseSchema,
  calendarRangeQuerySchema,
  calendarRangeResponseSchema,
  jobSessionParamsSchema,
  jobSessionResponseSchema,
  jobSessionsParamsSchema,
  jobSessionsResponseSchema,
  moveEntryRequestSchema,
  sessionInputSchema,
  updateAppointmentRequestSchema,
  updateSessionRequestSchema,
} from '../calendar.ts';
import { dashboardResponseSchema } from '../dashboard.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';

const calendar = { tags: ['calendar'], access: 'company' } as const;
const JOB_WRITE =
  'Refused with 705 for an archived lead or job, 706 for a completed job, and AccessLimitation for a job past the plan limit';

/** The calendar, sessions of leads and jobs, appointments, the iCal feed and the dashboard. */
export const calendarEndpoints = {
  listCalendar: endpoint(R.listCalendar, {
    ...calendar,
    description:
      'Every session, appointment and blocked time overlapping [from, to) (at most 62 days), with job type colour, limited and double-booked flags; archived leads and jobs only with includeArchived.',
    query: calendarRangeQuerySchema,
    response: calendarRangeResponseSchema,
  }),
  listCalendarOverlaps: endpoint(R.listCalendarOverlaps, {
    ...calendar,
    description:
      'The entries a proposed [startsAt, endsAt) would be double booked with (the doubleBooked rule), earliest first, leaving out `exclude` (the entry being edited).',
    query: calendarOverlapsQuerySchema,
    response: calendarOverlapsResponseSchema,
  }),
  createAppointment: endpoint(R.createAppointment, {
    ...calendar,
    description: 'Adds an appointment or blocked time of the studio.',
    body: appointmentInputSchema,
    response: appointmentResponseSchema,
  }),
  updateAppointment: endpoint(R.updateAppointment, {
    ...calendar,
    description:
      'Saves an appointment or blocked time (any member of the company may); changed since `updatedAt` (when sent): StaleVersion.',
    params: appointmentParamsSchema,
    body: updateAppointmentRequestSchema,
    response: appointmentResponseSchema,
  }),
  moveAppointment: endpoint(R.moveAppointment, {
    ...calendar,
    description: 'Moves or resizes an appointment or blocked time (a calendar drag).',
    params: appointmentParamsSchema,
    body: moveEntryRequestSchema,
    response: calendarEntryResponseSchema,
  }),
  deleteAppointment: endpoint(R.deleteAppointment, {
    ...calendar,
    description: 'Deletes an appointment or blocked time.',
    params: appointmentParamsSchema,
    response: emptyDataSchema,
  }),
  listJobSessions: endpoint(R.listJobSessions, {
    ...calendar,
    description: 'The sessions of a lead or job, earliest first (a job past the plan limit: LimitedJob).',
    params: jobSessionsParamsSchema,
    response: jobSessionsResponseSchema,
  }),
  createJobSession: endpoint(R.createJobSession, {
    ...calendar,
    description: `Adds a session to a lead or job. ${JOB_WRITE}.`,
    params: jobSessionsParamsSchema,
    body: sessionInputSchema,
    response: jobSessionResponseSchema,
  }),
  updateJobSession: endpoint(R.updateJobSession, {
    ...calendar,
    description: `Saves a session; changed since \`updatedAt\` (when sent): StaleVersion. ${JOB_WRITE}.`,
    params: jobSessionParamsSchema,
    body: updateSessionRequestSchema,
    response: jobSessionResponseSchema,
  }),
  moveJobSession: endpoint(R.moveJobSession, {
    ...calendar,
    description: `Moves or resizes a session (a calendar drag). ${JOB_WRITE}.`,
    params: jobSessionParamsSchema,
    body: moveEntryRequestSchema,
    response: calendarEntryResponseSchema,
  }),
  deleteJobSession: endpoint(R.deleteJobSession, {
    ...calendar,
    description: `Deletes a session. ${JOB_WRITE}.`,
    params: jobSessionParamsSchema,
    response: emptyDataSchema,
  }),
  getCalendarFeed: endpoint(R.getCalendarFeed, {
    ...calendar,
    description: "Whether the user's iCal feed of the company is live, and since when (never its address).",
    response: calendarFeedStatusResponseSchema,
  }),
  createCalendarFeed: endpoint(R.createCalendarFeed, {
    ...calendar,
    description:
      "Creates the user's secret iCal address, or rotates it (the old one stops working); shown this once.",
    response: calendarFeedCreatedResponseSchema,
  }),
  revokeCalendarFeed: endpoint(R.revokeCalendarFeed, {
    ...calendar,
    description: "Revokes the user's iCal feed: its address answers 404 from now on.",
    response: emptyDataSchema,
  }),
  calendarFeedIcs: endpoint(R.calendarFeedIcs, {
    tags: ['calendar'],
    access: 'public',
    description:
      'The iCal feed (text/calendar, RFC 5545) of a secret address `<token>.ics`: the last 90 days to the next 18 months; 404 for an unknown or revoked one.',
    params: calendarFeedParamsSchema,
  }),
  getDashboard: endpoint(R.getDashboard, {
    tags: ['dashboard'],
    access: 'company',
    description:
      "What is next: this week's sessions, leads waiting for a reply, active jobs without a booked date, and counts.",
    response: dashboardResponseSchema,
  }),
};
