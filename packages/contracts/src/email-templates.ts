import { z } from 'zod';
import {
  EMAIL_TEMPLATE_BODY_MAX,
  EMAIL_TEMPLATE_NAME_MAX,
  EMAIL_TEMPLATE_SUBJECT_MAX,
} from './email-template-fields.ts';
import { envelope } from './envelope.ts';
import { emailField, flagQuery, tokenText } from './fields.ts';

/**
 * Email templates: a company's named subject and body with merge fields. The texts are checked by
 * `checkEmailTemplate` (email-template-fields.ts) and the server's HTML sanitizer, not by these
 * schemas, so that validate can answer every problem at once and a save refuses with the same list
 * (ValidationFailed, `data.errors`). The schemas bound only the size of what is read (a few times
 * the limits, so "too long" is reported, not a bare 400).
 */
const text = (max: number) => z.string().max(max * 4);
const templateId = z.uuid();

const emailTemplateTextSchema = z.strictObject({
  name: text(EMAIL_TEMPLATE_NAME_MAX),
  subject: text(EMAIL_TEMPLATE_SUBJECT_MAX),
  /** HTML, from the rich text editor. */
  body: text(EMAIL_TEMPLATE_BODY_MAX),
});
export type EmailTemplateText = z.infer<typeof emailTemplateTextSchema>;

export const emailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** The version a save carries back (`updatedAt` of the update request). */
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
export const emailTemplateResponseSchema = envelope(emailTemplateSchema);

export const createEmailTemplateRequestSchema = emailTemplateTextSchema;
export type CreateEmailTemplateRequest = z.input<typeof createEmailTemplateRequestSchema>;

/** A save carries the `updatedAt` it was loaded with: a template changed since is refused (StaleVersion). */
export const updateEmailTemplateRequestSchema = emailTemplateTextSchema.extend({
  id: templateId,
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UpdateEmailTemplateRequest = z.input<typeof updateEmailTemplateRequestSchema>;

export const emailTemplateIdRequestSchema = z.strictObject({ id: templateId });
export type EmailTemplateIdRequest = z.input<typeof emailTemplateIdRequestSchema>;

/** Validate: the name may be left out (checking a subject and body alone). */
export const validateEmailTemplateRequestSchema = emailTemplateTextSchema.partial({ name: true });
export type ValidateEmailTemplateRequest = z.input<typeof validateEmailTemplateRequestSchema>;

export const emailTemplateProblemSchema = z.object({
  field: z.enum(['name', 'subject', 'body']),
  code: z.enum(['REQUIRED', 'TOO_LONG', 'INVALID_CHARACTERS', 'UNKNOWN_MERGE_FIELD', 'UNSAFE_HTML']),
  message: z.string(),
  fieldName: z.string().optional(),
});
export const validateEmailTemplateResponseSchema = envelope(
  z.object({ valid: z.boolean(), errors: z.array(emailTemplateProblemSchema) }),
);
export type EmailTemplateValidation = z.infer<typeof validateEmailTemplateResponseSchema>['data'];

/** The sort columns of the list (`predicate`), with `reverse` for descending (AngularJS orderBy's names). */
export const EMAIL_TEMPLATE_SORTS = ['name', 'subject', 'updatedAt', 'createdAt'] as const;
export type EmailTemplateSort = (typeof EMAIL_TEMPLATE_SORTS)[number];
export const EMAIL_TEMPLATES_PER_PAGE = 20;

export const listEmailTemplatesQuerySchema = z.strictObject({
  perPage: z.coerce.number().int().min(1).max(100).default(EMAIL_TEMPLATES_PER_PAGE),
  /** 1-based; a page past the end answers no rows (and the total). */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  predicate: z.enum(EMAIL_TEMPLATE_SORTS).default('name'),
  reverse: flagQuery(),
});
export type ListEmailTemplatesQuery = z.input<typeof listEmailTemplatesQuerySchema>;
export const listEmailTemplatesResponseSchema = envelope(
  z.object({ rows: z.array(emailTemplateSchema), total: z.number().int() }),
);
export type EmailTemplatePage = z.infer<typeof listEmailTemplatesResponseSchema>['data'];

/** Preview: a saved template (`id`) or the editor's unsaved texts, rendered with the sample values. */
export const previewEmailTemplateRequestSchema = z.union([
  emailTemplateIdRequestSchema,
  emailTemplateTextSchema.pick({ subject: true, body: true }).strict(),
]);
export type PreviewEmailTemplateRequest = z.input<typeof previewEmailTemplateRequestSchema>;
export const renderedEmailTemplateResponseSchema = envelope(
  z.object({ subject: z.string(), html: z.string() }),
);
export type RenderedEmailTemplate = z.infer<typeof renderedEmailTemplateResponseSchema>['data'];

/**
 * "Use a template": render and queue a mail to `to`. `idempotencyKey` (the client makes one per
 * click) makes a retried request one mail, not two.
 */
export const sendEmailTemplateRequestSchema = z.strictObject({
  id: templateId,
  to: emailField(),
  idempotencyKey: tokenText(8, 100),
});
export type SendEmailTemplateRequest = z.input<typeof sendEmailTemplateRequestSchema>;
export const sendEmailTemplateResponseSchema = envelope(
  z.object({ queued: z.boolean(), to: z.string(), subject: z.string() }),
);
