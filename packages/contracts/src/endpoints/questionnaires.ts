import { z } from 'zod';
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
import {
  createQuestionnaireRequestSchema,
  jobQuestionnairesParamsSchema,
  portalQuestionnaireListResponseSchema,
  portalQuestionnaireParamsSchema,
  portalQuestionnaireResponseSchema,
  questionnaireListResponseSchema,
  questionnaireFileParamsSchema,
  questionnaireParamsSchema,
  portalQuestionnaireFileResponseSchema,
  questionnaireResponseSchema,
  questionnaireSentResponseSchema,
  savePortalAnswersRequestSchema,
  submitPortalQuestionnaireRequestSchema,
} from '../questionnaires/api.ts';
import { portalCompanyParamsSchema } from '../portal/api.ts';

const templates = { tags: ['questionnaires'], access: 'company' } as const;

/** Questionnaire templates: the company's questionnaires in sections of questions (Settings). */
const templateEndpoints = {
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

const studio = { tags: ['questionnaires'], access: 'company' } as const;
const portal = { tags: ['questionnaires', 'portal'], access: 'portal' } as const;

/** A lead's or job's questionnaires: made from a template for one of its clients, mailed, reopened. */
const studioEndpoints = {
  listJobQuestionnaires: endpoint(R.listJobQuestionnaires, {
    ...studio,
    description:
      "The record's questionnaires, newest first, each with its state and how many questions are answered.",
    params: jobQuestionnairesParamsSchema,
    response: questionnaireListResponseSchema,
  }),
  createQuestionnaire: endpoint(R.createQuestionnaire, {
    ...studio,
    description:
      "Copies a template's sections onto the record for one of its clients, and mails it with a portal link unless `send` is false. A client who is not the record's, or has no email to mail, is ValidationFailed on `clientId`.",
    params: jobQuestionnairesParamsSchema,
    body: createQuestionnaireRequestSchema,
    response: questionnaireSentResponseSchema,
  }),
  getQuestionnaire: endpoint(R.getQuestionnaire, {
    ...studio,
    description: 'One questionnaire: its sections as sent, its answers and its state.',
    params: questionnaireParamsSchema,
    response: questionnaireResponseSchema,
  }),
  sendQuestionnaire: endpoint(R.sendQuestionnaire, {
    ...studio,
    description: 'Mails a draft to its client with a portal link that opens it. Not a draft: Conflict.',
    params: questionnaireParamsSchema,
    response: questionnaireSentResponseSchema,
  }),
  remindQuestionnaire: endpoint(R.remindQuestionnaire, {
    ...studio,
    description:
      'Mails the client a reminder with a fresh portal link, while it is sent and not submitted; at most once an hour (else Conflict).',
    params: questionnaireParamsSchema,
    response: questionnaireSentResponseSchema,
  }),
  reopenQuestionnaire: endpoint(R.reopenQuestionnaire, {
    ...studio,
    description:
      'Gives a submitted questionnaire back to the client for changes, its answers kept. Not submitted: Conflict.',
    params: questionnaireParamsSchema,
    response: questionnaireResponseSchema,
  }),
  deleteQuestionnaire: endpoint(R.deleteQuestionnaire, {
    ...studio,
    description: 'Deletes a questionnaire not submitted (submitted: Conflict).',
    params: questionnaireParamsSchema,
    response: emptyDataSchema,
  }),
  downloadQuestionnaireFile: endpoint(R.downloadQuestionnaireFile, {
    ...studio,
    description: "The file the client uploaded as a file question's answer, as an attachment.",
    params: questionnaireFileParamsSchema,
  }),
};

/** The client's questionnaires in their portal: read, saved as they type, submitted once. */
const portalEndpoints = {
  listPortalQuestionnaires: endpoint(R.listPortalQuestionnaires, {
    ...portal,
    description: "The client's questionnaires (sent to them, never a draft), newest first.",
    params: portalCompanyParamsSchema,
    response: portalQuestionnaireListResponseSchema,
  }),
  getPortalQuestionnaire: endpoint(R.getPortalQuestionnaire, {
    ...portal,
    description:
      'One questionnaire of the client: its sections, the answers saved so far, its state and version.',
    params: portalQuestionnaireParamsSchema,
    response: portalQuestionnaireResponseSchema,
  }),
  savePortalQuestionnaireAnswers: endpoint(R.savePortalQuestionnaireAnswers, {
    ...portal,
    description:
      'Saves the answers changed since the last save (null clears one); each answer is checked against its question (ValidationFailed on `answers.<questionId>`). Submitted: Conflict.',
    params: portalQuestionnaireParamsSchema,
    body: savePortalAnswersRequestSchema,
    response: portalQuestionnaireResponseSchema,
  }),
  submitPortalQuestionnaire: endpoint(R.submitPortalQuestionnaire, {
    ...portal,
    description:
      "Submits the answers of `version` once: a required question left empty is ValidationFailed with `data.fields['answers.<questionId>']`; saved since: StaleVersion; already submitted: Conflict. The answers fill the client's and the record's fields their questions name.",
    params: portalQuestionnaireParamsSchema,
    body: submitPortalQuestionnaireRequestSchema,
    response: portalQuestionnaireResponseSchema,
  }),
  uploadPortalQuestionnaireFile: endpoint(R.uploadPortalQuestionnaireFile, {
    ...portal,
    description:
      'Stores a file for a file question (multipart field `file`: a picture or a PDF, at most 10 MB) and answers what the next save sends as its answer. Submitted: Conflict.',
    params: portalQuestionnaireParamsSchema,
    consumes: ['multipart/form-data'],
    body: z.any().describe('multipart/form-data with the file in the field `file`'),
    response: portalQuestionnaireFileResponseSchema,
  }),
};

export const questionnaireEndpoints = { ...templateEndpoints, ...studioEndpoints, ...portalEndpoints };
