import { z } from 'zod';
import { envelope } from './envelope.ts';
import { isoDateField, singleLineText, requiredText } from './fields.ts';
import { jobSchema } from './jobs.ts';
import { contractSummarySchema } from './contracts/api.ts';
import { invoiceSummarySchema } from './invoices/api.ts';
import { questionnaireSummarySchema } from './questionnaires/api.ts';
import { quoteSummarySchema } from './quotes/api.ts';

/**
 * The shared profile of a lead or job (spec 01 §2.1 /leads/view/{id}, /jobs/view/{id}) and its
 * tabs' data.
 */

/** What a user may do to the record now; the client shows only these buttons. */
export const JOB_ACTIONS = [
  'EDIT',
  'MOVE_STAGE',
  'MARK_LOST',
  'CONVERT',
  'COMPLETE',
  'ARCHIVE',
  'REACTIVATE',
  'MOVE_COMPANY',
] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** Spec 01 §3: the upgrade banner's data, from the plan limits module. */
export const upgradeBannerSchema = z.object({
  feature: z.object({ type: z.string(), maxNumber: z.number().nullable() }),
  upgradePlan: z.object({ planTier: z.string() }).nullable(),
  currentPlan: z.object({ planTier: z.string(), planTierName: z.string() }),
  actions: z.object({ UPGRADE: z.object({ url: z.string() }).optional() }),
});
export type UpgradeBannerData = z.infer<typeof upgradeBannerSchema>;

export const jobProfileSchema = z.object({
  job: jobSchema,
  /**
   * Set when the account is at its active-jobs limit and this record's way to become an active
   * job (a lead's conversion, a completed or archived job's reactivation) would be refused.
   */
  upgradeBanner: upgradeBannerSchema.nullable(),
  actions: z.array(z.enum(JOB_ACTIONS)),
  counts: z.object({
    sessions: z.number(),
    tasks: z.number(),
    openTasks: z.number(),
    files: z.number(),
    emails: z.number(),
    documents: z.number(),
  }),
});
export type JobProfile = z.infer<typeof jobProfileSchema>;
export const jobProfileResponseSchema = envelope(jobProfileSchema);

// Tasks

export const JOB_TASK_TITLE_MAX = 300;
export const jobTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobTask = z.infer<typeof jobTaskSchema>;
export const jobTaskResponseSchema = envelope(jobTaskSchema);
export const jobTaskListResponseSchema = envelope(z.object({ items: z.array(jobTaskSchema) }));
export const createJobTaskRequestSchema = z.strictObject({
  title: requiredText(JOB_TASK_TITLE_MAX),
  dueOn: isoDateField().nullable().optional(),
});
export type CreateJobTaskRequest = z.input<typeof createJobTaskRequestSchema>;
/** Changed fields only; `done` ticks or unticks. */
export const updateJobTaskRequestSchema = z.strictObject({
  title: requiredText(JOB_TASK_TITLE_MAX).optional(),
  dueOn: isoDateField().nullable().optional(),
  done: z.boolean().optional(),
});
export type UpdateJobTaskRequest = z.input<typeof updateJobTaskRequestSchema>;
export const jobTaskParamsSchema = z.strictObject({ id: z.uuid(), taskId: z.uuid() });

// Files

/** The largest file a lead or job takes (a contract scan, a shot list, a mood board). */
export const JOB_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const JOB_FILE_NAME_MAX = 200;
export const jobFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  /** Where the client downloads it (same API, with the session). */
  downloadPath: z.string(),
});
export type JobFile = z.infer<typeof jobFileSchema>;
export const jobFileResponseSchema = envelope(jobFileSchema);
export const jobFileListResponseSchema = envelope(z.object({ items: z.array(jobFileSchema) }));
export const jobFileParamsSchema = z.strictObject({ id: z.uuid(), fileId: z.uuid() });

// Activity and emails

export const jobActivitySchema = z.object({
  id: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});
export const jobActivityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: singleLineText().max(400).optional(),
});
export const jobActivityResponseSchema = envelope(
  z.object({ items: z.array(jobActivitySchema), nextCursor: z.string().nullable() }),
);
export type JobActivityPage = z.infer<typeof jobActivityResponseSchema>['data'];

export const jobEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const jobEmailsResponseSchema = envelope(z.object({ items: z.array(jobEmailSchema) }));
export type JobEmail = z.infer<typeof jobEmailSchema>;

/** A record's documents: its quotes, invoices, contracts and questionnaires (oldest first). */
export const jobDocumentsResponseSchema = envelope(
  z.object({
    quotes: z.array(quoteSummarySchema),
    invoices: z.array(invoiceSummarySchema),
    contracts: z.array(contractSummarySchema),
    questionnaires: z.array(questionnaireSummarySchema),
  }),
);
