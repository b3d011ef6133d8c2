import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  createEmailTemplateRequestSchema,
  emailTemplateIdRequestSchema,
  emailTemplateResponseSchema,
  listEmailTemplatesQuerySchema,
  listEmailTemplatesResponseSchema,
  previewEmailTemplateRequestSchema,
  renderedEmailTemplateResponseSchema,
  sendEmailTemplateRequestSchema,
  sendEmailTemplateResponseSchema,
  updateEmailTemplateRequestSchema,
  validateEmailTemplateRequestSchema,
  validateEmailTemplateResponseSchema,
} from '../email-templates.ts';

const templates = { tags: ['email-settings'], access: 'company' } as const;
const REFUSED = 'Refused (ValidationFailed, `data.errors` as validate answers them) when a check fails';

/** Settings → Email settings → templates of the current company (issue 16). */
export const emailTemplateEndpoints = {
  listEmailTemplates: endpoint(R.listEmailTemplates, {
    ...templates,
    description:
      'A page of the templates (perPage 1–100, page from 1), sorted by `predicate`, `reverse` for descending.',
    query: listEmailTemplatesQuerySchema,
    response: listEmailTemplatesResponseSchema,
  }),
  createEmailTemplate: endpoint(R.createEmailTemplate, {
    ...templates,
    description: `Creates a template. ${REFUSED}; a name taken (any case) is AlreadyExists.`,
    body: createEmailTemplateRequestSchema,
    response: emailTemplateResponseSchema,
  }),
  updateEmailTemplate: endpoint(R.updateEmailTemplate, {
    ...templates,
    description: `Saves a template loaded at \`updatedAt\` (changed since: StaleVersion). ${REFUSED}.`,
    body: updateEmailTemplateRequestSchema,
    response: emailTemplateResponseSchema,
  }),
  deleteEmailTemplate: endpoint(R.deleteEmailTemplate, {
    ...templates,
    description: 'Deletes a template.',
    body: emailTemplateIdRequestSchema,
    response: emptyDataSchema,
  }),
  duplicateEmailTemplate: endpoint(R.duplicateEmailTemplate, {
    ...templates,
    description: "Copies a template as 'Copy of <name>' (numbered when that name is taken).",
    body: emailTemplateIdRequestSchema,
    response: emailTemplateResponseSchema,
  }),
  validateEmailTemplate: endpoint(R.validateEmailTemplate, {
    ...templates,
    description:
      'Checks a template without saving: required and too long fields, line breaks in the subject, unknown merge fields, unsafe HTML.',
    body: validateEmailTemplateRequestSchema,
    response: validateEmailTemplateResponseSchema,
  }),
  previewEmailTemplate: endpoint(R.previewEmailTemplate, {
    ...templates,
    description: 'Renders a saved template (`id`) or unsaved texts with the sample merge values.',
    body: previewEmailTemplateRequestSchema,
    response: renderedEmailTemplateResponseSchema,
  }),
  sendEmailTemplate: endpoint(R.sendEmailTemplate, {
    ...templates,
    description:
      "Renders a template with the studio's own values (samples for the rest) and queues it to `to`; one mail per idempotency key.",
    body: sendEmailTemplateRequestSchema,
    response: sendEmailTemplateResponseSchema,
  }),
};
