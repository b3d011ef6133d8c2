import { z } from 'zod';
import { sessionInputSchema } from './calendar.ts';
import { envelope } from './envelope.ts';
import { isoDateField, multiLineText, requiredText, singleLineText } from './fields.ts';
import { LEAD_STAGE_KINDS } from './studio-list-constants.ts';
import { customFieldValuesSchema } from './studio-lists.ts';

/**
 * Leads and jobs: one record in two stages. A lead ('lead') is a prospective job moving through the
 * company's pipeline; a job ('job') is a booked one, active, completed or archived. One set of
 * routes serves both, with `stage` in the body or query.
 */
export const JOB_STAGES = ['lead', 'job'] as const;
export type JobStage = (typeof JOB_STAGES)[number];
export const JOB_STATUSES = ['active', 'completed', 'archived'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_NAME_MAX = 150;
export const JOB_NOTES_MAX = 20_000;
export const JOB_LOST_REASON_MAX = 500;
export const JOB_CLIENTS_MAX = 10;
/** A value beyond this is a typo (ten million in the currency's major unit). */
export const JOB_VALUE_MAX_CENTS = 1_000_000_000;
export const JOB_SESSIONS_AT_CREATION_MAX = 20;

const uuid = () => z.uuid();
export const leadStageRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LEAD_STAGE_KINDS),
});
export const jobTypeRefSchema = z.object({ id: z.string(), name: z.string(), colour: z.string() });
export const jobClientRefSchema = z.object({ id: z.string(), displayName: z.string() });
export const nextSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
});

/**
 * A lead or job. `limited`: an active job past the plan's active-jobs limit (spec 01 §8): its
 * details are withheld (name is 'Job cannot be viewed due to plan limit', clients empty, the rest
 * null or empty) and it cannot be opened or edited.
 */
export const jobSchema = z.object({
  id: z.string(),
  stage: z.enum(JOB_STAGES),
  status: z.enum(JOB_STATUSES),
  leadStage: leadStageRefSchema.nullable(),
  lostReason: z.string().nullable(),
  jobType: jobTypeRefSchema.nullable(),
  name: z.string(),
  mainDate: z.string().nullable(),
  valueCents: z.number().nullable(),
  notes: z.string(),
  customFields: z.record(z.string(), z.string()),
  clients: z.array(jobClientRefSchema),
  nextSession: nextSessionSchema.nullable(),
  activatedAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The version an update carries back (`updatedAt` of the update body). */
  updatedAt: z.string(),
  limited: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobResponseSchema = envelope(jobSchema);

const jobFields = {
  name: requiredText(JOB_NAME_MAX),
  /** 1–10 clients of the company, the first the main one. */
  clientIds: z
    .array(uuid())
    .min(1, 'Choose a client')
    .max(JOB_CLIENTS_MAX, `At most ${JOB_CLIENTS_MAX} clients`)
    .refine((ids) => new Set(ids).size === ids.length, 'A client is listed twice'),
  jobTypeId: uuid().nullable().optional(),
  mainDate: isoDateField().nullable().optional(),
  valueCents: z.number().int().min(0).max(JOB_VALUE_MAX_CENTS).nullable().optional(),
  notes: multiLineText().max(JOB_NOTES_MAX).optional(),
  customFields: customFieldValuesSchema.optional(),
};

/** A new lead (first open stage of the pipeline unless `leadStageId`) or an active job (plan limit). */
export const createJobRequestSchema = z.strictObject({
  stage: z.enum(JOB_STAGES),
  ...jobFields,
  leadStageId: uuid().optional(),
  /** Created in the same transaction; the all-day rule is checked as the sessions tab checks it. */
  sessions: z.array(sessionInputSchema).max(JOB_SESSIONS_AT_CREATION_MAX).optional(),
});
export type CreateJobRequest = z.input<typeof createJobRequestSchema>;

/** Sends the changed fields only, with the `updatedAt` it loaded (changed since: StaleVersion). */
export const updateJobRequestSchema = z.strictObject({
  ...z.object(jobFields).partial().shape,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UpdateJobRequest = z.input<typeof updateJobRequestSchema>;

export const jobIdParamsSchema = z.strictObject({ id: uuid() });
export const saveJobNotesRequestSchema = z.strictObject({ notes: multiLineText().max(JOB_NOTES_MAX) });
export const moveLeadStageRequestSchema = z.strictObject({ leadStageId: uuid() });
/** Marks a lead lost: the reason is required; the stage is the pipeline's first lost one unless named. */
export const markLeadLostRequestSchema = z.strictObject({
  reason: requiredText(JOB_LOST_REASON_MAX),
  leadStageId: uuid().optional(),
});
export const moveJobToCompanyRequestSchema = z.strictObject({ companyId: uuid() });

export const JOB_SORTS = ['created', 'mainDate', 'name'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOBS_PAGE_MAX = 100;

const filterFields = {
  stage: z.enum(JOB_STAGES),
  status: z.enum(JOB_STATUSES).optional(),
  jobTypeId: uuid().optional(),
  leadStageId: uuid().optional(),
  /** Main date from / to, inclusive. */
  from: isoDateField().optional(),
  to: isoDateField().optional(),
  /** Name (typo tolerant) or a client's name, email or phone. */
  search: singleLineText().trim().max(100).optional(),
};

/**
 * A page of leads or jobs. Default order: created newest first; mainDate and name ascending
 * (`order` turns it); records without a main date come last. `cursor` is the last page's
 * `nextCursor`. Without `status`: every status but archived.
 */
export const listJobsQuerySchema = z.strictObject({
  ...filterFields,
  sort: z.enum(JOB_SORTS).default('created'),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.coerce.number().int().min(1).max(JOBS_PAGE_MAX).default(25),
  cursor: singleLineText().max(400).optional(),
});
export type ListJobsQuery = z.input<typeof listJobsQuerySchema>;
export const jobPageSchema = z.object({ items: z.array(jobSchema), nextCursor: z.string().nullable() });
export const listJobsResponseSchema = envelope(jobPageSchema);
export type JobPage = z.infer<typeof jobPageSchema>;

/**
 * The board: one column per pipeline stage (leads) or status (jobs), each with its count and first
 * page, newest first. A column's next page is the list with the column's `leadStageId` or `status`
 * and its `nextCursor`.
 */
export const jobBoardQuerySchema = z.strictObject({
  ...filterFields,
  limit: z.coerce.number().int().min(1).max(JOBS_PAGE_MAX).default(20),
});
export type JobBoardQuery = z.input<typeof jobBoardQuerySchema>;
export const jobBoardColumnSchema = z.object({
  /** The stage's id (leads) or the status (jobs). */
  key: z.string(),
  title: z.string(),
  leadStage: leadStageRefSchema.nullable(),
  status: z.enum(JOB_STATUSES).nullable(),
  count: z.number(),
  ...jobPageSchema.shape,
});
export const jobBoardResponseSchema = envelope(z.object({ columns: z.array(jobBoardColumnSchema) }));
export type JobBoard = z.infer<typeof jobBoardResponseSchema>['data'];
