import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  createQuestionnaireTemplateRequestSchema,
  questionnaireTemplateListResponseSchema,
  questionnaireTemplateParamsSchema,
  questionnaireTemplateResponseSchema,
  updateQuestionnaireTemplateRequestSchema,
} from '../questionnaires/template.ts';

const templates = { tags: ['questionnaires'], access: 'company' } as const;

/** Questionnaire templates: the company's questionnaires in sections of questions (Settings). */
export const questionnaireEndpoints = {
  listQuestionnaireTemplates: endpoint(R.listQuestionnaireTemplates, {
    ...templates,
    description:
      "The company's questionnaire templates by name, each with its counts of sections and questions.",
    response: questionnaireTemplateListResponseSchema,
  }),
  createQuestionnaireTemplate: endpoint(R.createQuestionnaireTemplate, {
    ...templates,
    description:
      'Adds a template; a name taken (any case) is AlreadyExists with `data.fields.name`; a refused question is ValidationFailed on its path (`sections.0.questions.2.options`).',
    body: createQuestionnaireTemplateRequestSchema,
    response: questionnaireTemplateResponseSchema,
  }),
  getQuestionnaireTemplate: endpoint(R.getQuestionnaireTemplate, {
    ...templates,
    description: 'One template with its sections and questions.',
    params: questionnaireTemplateParamsSchema,
    response: questionnaireTemplateResponseSchema,
  }),
  updateQuestionnaireTemplate: endpoint(R.updateQuestionnaireTemplate, {
    ...templates,
    description:
      "Replaces a template's name, description and sections. `updatedAt` is the version the editor loaded (changed since: StaleVersion).",
    params: questionnaireTemplateParamsSchema,
    body: updateQuestionnaireTemplateRequestSchema,
    response: questionnaireTemplateResponseSchema,
  }),
  duplicateQuestionnaireTemplate: endpoint(R.duplicateQuestionnaireTemplate, {
    ...templates,
    description: 'Copies a template under the first free name of "{name} (copy)", "{name} (copy 2)", …',
    params: questionnaireTemplateParamsSchema,
    response: questionnaireTemplateResponseSchema,
  }),
  deleteQuestionnaireTemplate: endpoint(R.deleteQuestionnaireTemplate, {
    ...templates,
    description: 'Deletes a template.',
    params: questionnaireTemplateParamsSchema,
    response: emptyDataSchema,
  }),
};
