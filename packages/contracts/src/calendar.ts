import { z } from 'zod';
import { envelope } from './envelope.ts';
import { flagQuery, multiLineText, optionalText, requiredText, scheduledMoment } from './fields.ts';
import { tooLong } from './messages.ts';

/**
 * The calendar: sessions of leads and jobs, the studio's own appointments and blocked time, the
 * range the calendar page reads, the per-user iCal feed and the dashboard. Instants travel as ISO
 * strings with an offset; the server stores UTC and computes days in the company's time zone.
 */

/** The longest range the calendar reads at once (a month view with its leading and trailing weeks). */
export const CALENDAR_RANGE_MAX_DAYS = 62;
/** The longest session or appointment (a destination wedding's week and then some). */
export const CALENDAR_ENTRY_MAX_DAYS = 14;
export const SESSION_NAME_MAX = 150;
export const CALENDAR_LOCATION_MAX = 200;
export const CALENDAR_NOTES_MAX = 5000;
const ADDRESS_PART_MAX = 200;

export const CalendarTexts = {
  endsBeforeStart: 'The end must be after the start.',
  tooLong: `An entry lasts at most ${CALENDAR_ENTRY_MAX_DAYS} days.`,
  wholeDays: 'An all-day entry starts and ends at midnight in the company’s time zone.',
  rangeTooLong: `Ask for at most ${CALENDAR_RANGE_MAX_DAYS} days at once.`,
  rangeEndsBeforeStart: 'The range must end after it starts.',
  /** What a limited job's session shows in place of its name (calendar and iCal feed). */
  busy: 'Busy',
  /** What blocked time is called in the iCal feed. */
  blocked: 'Blocked',
  blockedUnlinked: 'Blocked time cannot be linked to a client or job.',
} as const;

const instant = () => scheduledMoment();
const uuid = () => z.uuid();

/** A postal address of a session; each part optional ('' is null). `placeId` from the maps service. */
export const calendarAddressSchema = z.strictObject({
  line1: optionalText(ADDRESS_PART_MAX).optional(),
  line2: optionalText(ADDRESS_PART_MAX).optional(),
  city: optionalText(ADDRESS_PART_MAX).optional(),
  region: optionalText(ADDRESS_PART_MAX).optional(),
  postalCode: optionalText(ADDRESS_PART_MAX).optional(),
  country: optionalText(ADDRESS_PART_MAX).optional(),
  placeId: optionalText(ADDRESS_PART_MAX).optional(),
});
export type CalendarAddress = z.infer<typeof calendarAddressSchema>;

/** Start and end: the end after the start, at most 14 days later (all-day: whole days, checked by the server). */
const timed = z.strictObject({ startsAt: instant(), endsAt: instant() });
const spanChecks = <T extends { startsAt: string; endsAt: string }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  const ms = Date.parse(value.endsAt) - Date.parse(value.startsAt);
  if (!(ms > 0)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: CalendarTexts.endsBeforeStart });
  else if (ms > CALENDAR_ENTRY_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: CalendarTexts.tooLong });
};

/** What a session is made of: the sessions tab and a new lead or job's sessions send this. */
export const sessionFieldsSchema = z.strictObject({
  name: requiredText(SESSION_NAME_MAX),
  startsAt: instant(),
  endsAt: instant(),
  allDay: z.boolean().default(false),
  location: optionalText(CALENDAR_LOCATION_MAX).default(null),
  address: calendarAddressSchema.default({}),
  notes: multiLineText().max(CALENDAR_NOTES_MAX, tooLong(CALENDAR_NOTES_MAX)).default(''),
});
export const sessionInputSchema = sessionFieldsSchema.superRefine(spanChecks);
/**
 * A save may carry the `updatedAt` it loaded: a session or appointment changed since (another tab,
 * a drag on the calendar) is refused with StaleVersion instead of overwritten.
 */
const version = { updatedAt: z.iso.datetime({ offset: true }).optional() };
export const updateSessionRequestSchema = sessionFieldsSchema.extend(version).superRefine(spanChecks);
export type UpdateSessionRequest = z.input<typeof updateSessionRequestSchema>;
export type SessionInput = z.input<typeof sessionInputSchema>;
export type SessionFields = z.output<typeof sessionInputSchema>;

/** Move or resize (a calendar drag): the new start and end only. */
export const moveEntryRequestSchema = timed.superRefine(spanChecks);
export type MoveEntryRequest = z.input<typeof moveEntryRequestSchema>;

export const jobSessionsParamsSchema = z.strictObject({ jobId: uuid() });
export const jobSessionParamsSchema = z.strictObject({ jobId: uuid(), sessionId: uuid() });

export const jobSessionSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  address: z.object({
    line1: z.string().nullable().optional(),
    line2: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    region: z.string().nullable().optional(),
    postalCode: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
    placeId: z.string().nullable().optional(),
  }),
  notes: z.string(),
  /** Overlaps another timed entry of the company (see CalendarEntry.doubleBooked). */
  doubleBooked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobSession = z.infer<typeof jobSessionSchema>;
export const jobSessionResponseSchema = envelope(jobSessionSchema);
export const jobSessionsResponseSchema = envelope(z.object({ sessions: z.array(jobSessionSchema) }));

/** Appointments and blocked time: the studio's own entries. */
export const APPOINTMENT_KINDS = ['appointment', 'blocked'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
const appointmentFieldsSchema = z.strictObject({
  kind: z.enum(APPOINTMENT_KINDS),
  title: requiredText(SESSION_NAME_MAX),
  startsAt: instant(),
  endsAt: instant(),
  allDay: z.boolean().default(false),
  location: optionalText(CALENDAR_LOCATION_MAX).default(null),
  notes: multiLineText().max(CALENDAR_NOTES_MAX, tooLong(CALENDAR_NOTES_MAX)).default(''),
  /**
   * What the appointment is about: one of the company's clients, leads or jobs, or none (null). If
   * both are given the client must be one of the job's. A save without them keeps the links it had
   * (a new entry has none).
   */
  clientId: uuid().nullable().optional(),
  jobId: uuid().nullable().optional(),
});
/** Blocked time is the studio's own: never linked. */
const linkChecks = <T extends { kind: AppointmentKind; clientId?: string | null; jobId?: string | null }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if (value.kind !== 'blocked') return;
  for (const field of ['clientId', 'jobId'] as const)
    if (value[field]) ctx.addIssue({ code: 'custom', path: [field], message: CalendarTexts.blockedUnlinked });
};
export const appointmentInputSchema = appointmentFieldsSchema.superRefine(spanChecks).superRefine(linkChecks);
export const updateAppointmentRequestSchema = appointmentFieldsSchema
  .extend(version)
  .superRefine(spanChecks)
  .superRefine(linkChecks);
export type UpdateAppointmentRequest = z.input<typeof updateAppointmentRequestSchema>;
export type AppointmentInput = z.input<typeof appointmentInputSchema>;
export const appointmentParamsSchema = z.strictObject({ appointmentId: uuid() });

/**
 * An appointment's client and lead or job, each with what the calendar shows of it (a limited job's
 * name is null, as its sessions' are); null for a session, blocked time or an unlinked appointment.
 */
/** A lead or job as the calendar and the dashboard name it (a limited job's name is null). */
export const namedJobSchema = z.object({
  id: z.string(),
  stage: z.enum(['lead', 'job']),
  name: z.string().nullable(),
});
export const appointmentLinkSchema = z
  .object({
    client: z.object({ id: z.string(), name: z.string() }).nullable(),
    job: namedJobSchema.nullable(),
  })
  .nullable();
export type AppointmentLink = z.infer<typeof appointmentLinkSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  notes: z.string(),
  /** Who added it (null once that user is gone). */
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  link: appointmentLinkSchema,
  doubleBooked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentResponseSchema = envelope(appointmentSchema);

/**
 * One entry of the calendar. `limited`: the session's job is past the plan's active-jobs limit: the
 * server sends no details (title 'Busy', no location, job name null) and refuses edits.
 * `doubleBooked`: it overlaps another timed (not all-day) entry of the company: two sessions, a
 * session and an appointment, or blocked time and anything. `editable`: the user may move it.
 */
export const CALENDAR_SOURCES = ['session', 'appointment', 'blocked'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];
export const calendarEntrySchema = z.object({
  id: z.string(),
  source: z.enum(CALENDAR_SOURCES),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  /**
   * An appointment's or blocked time's notes, so its edit form saves them back unchanged; '' for a
   * session (the sessions tab edits those, and a limited job's session shows nothing).
   */
  notes: z.string(),
  job: z
    .object({
      id: z.string(),
      stage: z.enum(['lead', 'job']),
      status: z.enum(['active', 'completed', 'archived']),
      name: z.string().nullable(),
    })
    .nullable(),
  jobType: z.object({ id: z.string(), name: z.string(), colour: z.string() }).nullable(),
  /** An appointment's client and lead or job (the popover links to them; the edit form saves them back). */
  link: appointmentLinkSchema,
  limited: z.boolean(),
  doubleBooked: z.boolean(),
  editable: z.boolean(),
  /** The entry's version: the edit form opened from the calendar sends it back with its save. */
  updatedAt: z.string(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export const calendarEntryResponseSchema = envelope(calendarEntrySchema);

/** The calendar's range [from, to): at most 62 days; archived leads' and jobs' sessions only when asked. */
export const calendarRangeQuerySchema = z
  .strictObject({
    from: instant(),
    to: instant(),
    jobTypeId: uuid().optional(),
    includeArchived: flagQuery(),
  })
  .superRefine((q, ctx) => {
    const ms = Date.parse(q.to) - Date.parse(q.from);
    if (!(ms > 0))
      ctx.addIssue({ code: 'custom', path: ['to'], message: CalendarTexts.rangeEndsBeforeStart });
    else if (ms > CALENDAR_RANGE_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CalendarTexts.rangeTooLong });
  });
export type CalendarRangeQuery = z.input<typeof calendarRangeQuerySchema>;
export const calendarRangeResponseSchema = envelope(
  z.object({ timeZone: z.string(), entries: z.array(calendarEntrySchema) }),
);
export type CalendarRange = z.infer<typeof calendarRangeResponseSchema>['data'];

/**
 * What a proposed time would clash with, asked before saving (a session or an appointment form):
 * the same rule as `doubleBooked`. `exclude` is the entry being edited; `blocked` when the proposal
 * is blocked time (it clashes with all-day entries too).
 */
export const calendarOverlapsQuerySchema = z
  .strictObject({
    startsAt: instant(),
    endsAt: instant(),
    allDay: flagQuery(),
    blocked: flagQuery(),
    exclude: uuid().optional(),
  })
  .superRefine(spanChecks);
export type CalendarOverlapsQuery = z.input<typeof calendarOverlapsQuerySchema>;
/** One clash: the entry's title, its lead or job and clients (none for a limited job), its time. */
export const calendarOverlapSchema = calendarEntrySchema
  .pick({ id: true, source: true, title: true, startsAt: true, endsAt: true, allDay: true })
  .extend({ jobName: z.string().nullable(), clientNames: z.array(z.string()) });
export type CalendarOverlap = z.infer<typeof calendarOverlapSchema>;
export const calendarOverlapsResponseSchema = envelope(
  z.object({ overlaps: z.array(calendarOverlapSchema) }),
);

/** The user's iCal feed of the current company: whether one is live, since when. */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
export const calendarFeedStatusResponseSchema = envelope(calendarFeedStatusSchema);
/** Create or rotate: the secret address, shown this once (only its hash is kept). */
export const calendarFeedCreatedResponseSchema = envelope(
  calendarFeedStatusSchema.extend({ url: z.string() }),
);
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedResponseSchema>['data'];
export const calendarFeedParamsSchema = z.strictObject({ token: z.string().min(1).max(100) });
