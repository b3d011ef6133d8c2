import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  createScheduleTemplateRequestSchema,
  scheduleTemplateListResponseSchema,
  scheduleTemplateParamsSchema,
  scheduleTemplateResponseSchema,
  updateScheduleTemplateRequestSchema,
} from '../schedule-templates.ts';

const templates = { tags: ['schedule-templates'], access: 'company' } as const;

/** Payment schedule templates: named rules the quote and invoice schedule editors fill from. */
export const scheduleTemplateEndpoints = {
  listScheduleTemplates: endpoint(R.listScheduleTemplates, {
    ...templates,
    description: "The company's payment schedule templates by name, each with its rule (at most 50).",
    response: scheduleTemplateListResponseSchema,
  }),
  createScheduleTemplate: endpoint(R.createScheduleTemplate, {
    ...templates,
    description:
      'Adds a template; a name taken (any case) is AlreadyExists with `data.fields.name`; a rule the schedule arithmetic refuses is ValidationFailed on its field.',
    body: createScheduleTemplateRequestSchema,
    response: scheduleTemplateResponseSchema,
  }),
  getScheduleTemplate: endpoint(R.getScheduleTemplate, {
    ...templates,
    description: 'One template with its rule.',
    params: scheduleTemplateParamsSchema,
    response: scheduleTemplateResponseSchema,
  }),
  updateScheduleTemplate: endpoint(R.updateScheduleTemplate, {
    ...templates,
    description:
      "Replaces a template's name and rule. `updatedAt` is the version the page loaded (changed since: StaleVersion).",
    params: scheduleTemplateParamsSchema,
    body: updateScheduleTemplateRequestSchema,
    response: scheduleTemplateResponseSchema,
  }),
  deleteScheduleTemplate: endpoint(R.deleteScheduleTemplate, {
    ...templates,
    description: 'Deletes a template; the quotes and invoices filled from it keep their schedules.',
    params: scheduleTemplateParamsSchema,
    response: emptyDataSchema,
  }),
};
