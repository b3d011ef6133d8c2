/**
 * Questionnaires (issue 34): a template's sections copied onto a lead or job for one of its clients,
 * mailed with a portal link, answered in the portal (saved as the client types, submitted once), and
 * read by the studio. The sections are the copy made when it was created: a template edited later
 * changes no questionnaire already made.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { portalCompanyParamsSchema } from '../portal/api.ts';
import { answersPatchSchema, answerValueSchema, fileAnswerSchema } from './answers.ts';
import { questionnaireTemplateSchema } from './template.ts';

/** draft: made, not mailed; sent: mailed, nothing answered; in_progress: answers saved; submitted. */
export const QUESTIONNAIRE_STATES = ['draft', 'sent', 'in_progress', 'submitted'] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

/** A reminder goes at most this often (each one mails a fresh link). */
export const QUESTIONNAIRE_REMIND_MINUTES = 60;

export const questionnaireParamsSchema = z.strictObject({ id: z.uuid() });
export const questionnaireFileParamsSchema = z.strictObject({ id: z.uuid(), questionId: z.uuid() });
export const jobQuestionnairesParamsSchema = z.strictObject({ id: z.uuid() });

export const createQuestionnaireRequestSchema = z.strictObject({
  templateId: z.uuid(),
  /** One of the record's clients: the portal it is answered in, the address it is mailed to. */
  clientId: z.uuid(),
  /** Mail it at once (else it stays a draft until sent). */
  send: z.boolean().default(true),
});
export type CreateQuestionnaireRequest = z.input<typeof createQuestionnaireRequestSchema>;

const sectionsSchema = questionnaireTemplateSchema.shape.sections;
const answersSchema = z.record(z.string(), answerValueSchema);

export const questionnaireSummarySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  name: z.string(),
  status: z.enum(QUESTIONNAIRE_STATES),
  /** The client it was made for (null once that client is deleted). */
  client: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }).nullable(),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireSchema = questionnaireSummarySchema.extend({
  templateId: z.string().nullable(),
  sections: sectionsSchema,
  answers: answersSchema,
  /** Counts the saves of answers: the portal's page sends the one it holds with its submit. */
  answersVersion: z.number().int(),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const questionnaireResponseSchema = envelope(questionnaireSchema);
/** A send's or reminder's answer: the questionnaire, and the address it was mailed to. */
export const questionnaireSentResponseSchema = envelope(
  questionnaireSchema.extend({ mailedTo: z.string().nullable() }),
);
export const questionnaireListResponseSchema = envelope(
  z.object({ rows: z.array(questionnaireSummarySchema) }),
);

/* The portal's side: the client's own questionnaires, never a draft. */

export const portalQuestionnaireParamsSchema = portalCompanyParamsSchema.extend({ id: z.uuid() });

export const portalQuestionnaireSummarySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  name: z.string(),
  status: z.enum(QUESTIONNAIRE_STATES),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type PortalQuestionnaireSummary = z.infer<typeof portalQuestionnaireSummarySchema>;
export const portalQuestionnaireListResponseSchema = envelope(
  z.object({ rows: z.array(portalQuestionnaireSummarySchema) }),
);

export const portalQuestionnaireSchema = portalQuestionnaireSummarySchema.extend({
  sections: sectionsSchema,
  answers: answersSchema,
  version: z.number().int(),
});
export type PortalQuestionnaire = z.infer<typeof portalQuestionnaireSchema>;
export const portalQuestionnaireResponseSchema = envelope(portalQuestionnaireSchema);
/** An uploaded file, to send as a file question's answer in the next save. */
export const portalQuestionnaireFileResponseSchema = envelope(fileAnswerSchema);

/**
 * A save as the client types: only the questions changed since the page's last save, each replacing
 * the stored answer (null clears it). Two devices saving at once both keep their own questions: the
 * last save of a question wins (docs/decisions/questionnaires.md).
 */
export const savePortalAnswersRequestSchema = z.strictObject({ answers: answersPatchSchema });
export type SavePortalAnswersRequest = z.input<typeof savePortalAnswersRequestSchema>;

/** The submit names the version of the answers the client read (saved since elsewhere: StaleVersion). */
export const submitPortalQuestionnaireRequestSchema = z.strictObject({ version: z.number().int().min(0) });
export type SubmitPortalQuestionnaireRequest = z.input<typeof submitPortalQuestionnaireRequestSchema>;

export const QUESTIONNAIRE_TEXTS = {
  notFoundTitle: 'Questionnaire not found',
  notFound: 'This questionnaire does not exist, or was deleted.',
  submittedTitle: 'This questionnaire is submitted',
  submitted: 'Its answers are with the studio. Ask them to reopen it to make changes.',
  changedTitle: 'Your answers changed elsewhere',
  changed:
    'They were saved from another device or tab since you opened this page. Check them, then submit again.',
  requiredTitle: 'Some questions need an answer',
  required: 'Answer the questions marked as required, then submit again.',
  checkTitle: 'Check your answers',
  check: 'Some answers do not fit their question.',
} as const;
