/**
 * The company's lists: job types, the lead pipeline and custom fields. Each list is small (bounded
 * below) and read whole; order is `position`, set by sending the ordered ids.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText, singleLineText } from './fields.ts';
import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_LABEL_MAX,
  CUSTOM_FIELD_OPTION_MAX,
  CUSTOM_FIELD_OPTIONS_MAX,
  CUSTOM_FIELD_TYPES,
  CUSTOM_FIELD_VALUE_MAX,
  CUSTOM_FIELDS_MAX,
  JOB_TYPE_NAME_MAX,
  JOB_TYPES_MAX,
  LEAD_STAGE_KINDS,
  LEAD_STAGE_NAME_MAX,
  LEAD_STAGES_MAX,
} from './studio-list-constants.ts';

export * from './studio-list-constants.ts';

const colourField = singleLineText()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Pick a colour');
const listId = z.uuid();
const orderedIds = (max: number) =>
  z
    .array(listId)
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id once');

export const listItemParamsSchema = z.strictObject({ id: listId });

// Job types ------------------------------------------------------------------------------------

export const jobTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  position: z.number(),
  /** Archived types stay on the records that have them but are not offered for new ones. */
  archived: z.boolean(),
  /** Leads and jobs of this type (any status). */
  jobCount: z.number(),
});
export type JobType = z.infer<typeof jobTypeSchema>;
export const jobTypeResponseSchema = envelope(jobTypeSchema);
export const jobTypeListResponseSchema = envelope(z.array(jobTypeSchema));

export const createJobTypeRequestSchema = z.strictObject({
  name: requiredText(JOB_TYPE_NAME_MAX),
  colour: colourField,
});
export const updateJobTypeRequestSchema = z.strictObject({
  name: requiredText(JOB_TYPE_NAME_MAX).optional(),
  colour: colourField.optional(),
  /** false restores an archived type. */
  archived: z.boolean().optional(),
});
export const reorderJobTypesRequestSchema = z.strictObject({ ids: orderedIds(JOB_TYPES_MAX) });
/** A type no record uses is deleted; one in use is archived (its records keep it). */
export const deleteJobTypeResponseSchema = envelope(z.object({ archived: z.boolean() }));

// Lead pipeline --------------------------------------------------------------------------------

export const leadStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LEAD_STAGE_KINDS),
  position: z.number(),
  /** Leads and jobs whose pipeline stage this is (any status). */
  leadCount: z.number(),
});
export type LeadStage = z.infer<typeof leadStageSchema>;
export const leadStageResponseSchema = envelope(leadStageSchema);
export const leadStageListResponseSchema = envelope(z.array(leadStageSchema));

export const createLeadStageRequestSchema = z.strictObject({
  name: requiredText(LEAD_STAGE_NAME_MAX),
  kind: z.enum(LEAD_STAGE_KINDS),
});
export const updateLeadStageRequestSchema = z.strictObject({
  name: requiredText(LEAD_STAGE_NAME_MAX).optional(),
  kind: z.enum(LEAD_STAGE_KINDS).optional(),
});
export const reorderLeadStagesRequestSchema = z.strictObject({ ids: orderedIds(LEAD_STAGES_MAX) });
/** Where the stage's leads go; required when it has any. */
export const deleteLeadStageQuerySchema = z.strictObject({ moveTo: listId.optional() });

// Custom fields --------------------------------------------------------------------------------

export const customFieldSchema = z.object({
  id: z.string(),
  entity: z.enum(CUSTOM_FIELD_ENTITIES),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  /** The choices of a select field; empty for the others. */
  options: z.array(z.string()),
  position: z.number(),
});
export type CustomField = z.infer<typeof customFieldSchema>;
export const customFieldResponseSchema = envelope(customFieldSchema);
export const customFieldListResponseSchema = envelope(z.array(customFieldSchema));
export const listCustomFieldsQuerySchema = z.strictObject({
  entity: z.enum(CUSTOM_FIELD_ENTITIES).optional(),
});

const optionsField = z
  .array(requiredText(CUSTOM_FIELD_OPTION_MAX))
  .max(CUSTOM_FIELD_OPTIONS_MAX)
  .refine((o) => new Set(o.map((v) => v.toLowerCase())).size === o.length, 'Each option once');

export const createCustomFieldRequestSchema = z
  .strictObject({
    entity: z.enum(CUSTOM_FIELD_ENTITIES),
    label: requiredText(CUSTOM_FIELD_LABEL_MAX),
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: optionsField.default([]),
  })
  .refine((f) => f.type !== 'select' || f.options.length > 0, {
    path: ['options'],
    message: 'Add at least one option',
  });
/** The type is fixed once created (stored values were written for it). */
export const updateCustomFieldRequestSchema = z.strictObject({
  label: requiredText(CUSTOM_FIELD_LABEL_MAX).optional(),
  options: optionsField.optional(),
});
export const reorderCustomFieldsRequestSchema = z.strictObject({
  entity: z.enum(CUSTOM_FIELD_ENTITIES),
  ids: orderedIds(CUSTOM_FIELDS_MAX),
});

/**
 * A record's custom field values as the clients and jobs requests carry them: { [fieldId]: value },
 * '' clears. Each value is text (a number or a yyyy-mm-dd date written as text); the server checks
 * them against the company's fields (checkCustomFieldValues in modules/studio-lists).
 */
export const customFieldValuesSchema = z
  .record(listId, singleLineText().max(CUSTOM_FIELD_VALUE_MAX))
  .refine((v) => Object.keys(v).length <= CUSTOM_FIELDS_MAX, 'Too many fields');
