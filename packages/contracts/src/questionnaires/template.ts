/**
 * Questionnaire templates (issue 34): a company's named questionnaire, in sections of questions,
 * kept in Settings → Questionnaires. Sending one to a client, and the answers, come later; each
 * section and question carries an id now so that answers can refer to it then.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { multiLineText, requiredText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import {
  fillsFrom,
  isChoiceKind,
  QUESTION_FILL_KEYS,
  QUESTION_KINDS,
  QUESTIONNAIRE_LIMITS as L,
} from './limits.ts';
import { QuestionnaireTexts as T } from './texts.ts';

/** An optional text that may span lines: '' becomes null. */
const optionalLongText = (max: number) =>
  multiLineText()
    .trim()
    .max(max, tooLong(max))
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const questionSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(QUESTION_KINDS),
    label: requiredText(L.label),
    help: optionalLongText(L.help).default(null),
    required: z.boolean().default(false),
    /** The choice kinds' options (1 to 50, each once); empty for the other kinds. */
    options: z.array(requiredText(L.option)).max(L.options).default([]),
    /** The client or job field the answer fills, once answers exist. */
    fills: z
      .enum(QUESTION_FILL_KEYS)
      .nullable()
      .optional()
      .transform((fill) => fill ?? null),
  })
  .superRefine((q, ctx) => {
    if (isChoiceKind(q.kind) && q.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: T.optionsNeeded });
    if (!isChoiceKind(q.kind) && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: T.optionsNotUsed });
    const seen = new Set<string>();
    q.options.forEach((option, i) => {
      const key = option.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i], message: T.optionRepeated });
      seen.add(key);
    });
    if (q.fills && !fillsFrom(q.fills, q.kind))
      ctx.addIssue({ code: 'custom', path: ['fills'], message: T.fillNotFitting });
  });
export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

export const questionnaireSectionSchema = z.strictObject({
  id: z.uuid(),
  title: requiredText(L.title),
  help: optionalLongText(L.help).default(null),
  questions: z.array(questionSchema).max(L.questions),
});
export type QuestionnaireSection = z.output<typeof questionnaireSectionSchema>;

/** The sections of a template: at most 30, at most 200 questions in all, every id once. */
export const questionnaireSectionsSchema = z
  .array(questionnaireSectionSchema)
  .min(1)
  .max(L.sections)
  .superRefine((sections, ctx) => {
    const count = sections.reduce((n, s) => n + s.questions.length, 0);
    if (count > L.questions) ctx.addIssue({ code: 'custom', message: T.tooManyQuestions(L.questions) });
    const ids = new Set<string>();
    sections.forEach((section, s) => {
      if (ids.has(section.id)) ctx.addIssue({ code: 'custom', path: [s, 'id'], message: T.idRepeated });
      ids.add(section.id);
      section.questions.forEach((q, i) => {
        if (ids.has(q.id))
          ctx.addIssue({ code: 'custom', path: [s, 'questions', i, 'id'], message: T.idRepeated });
        ids.add(q.id);
      });
    });
  });

export const questionnaireTemplateParamsSchema = z.strictObject({ id: z.uuid() });

export const createQuestionnaireTemplateRequestSchema = z.strictObject({
  name: requiredText(L.name),
  description: optionalLongText(L.description).default(null),
  sections: questionnaireSectionsSchema,
});
export type CreateQuestionnaireTemplateRequest = z.input<typeof createQuestionnaireTemplateRequestSchema>;

/** The whole template, on the version the editor loaded (changed since: StaleVersion). */
export const updateQuestionnaireTemplateRequestSchema = createQuestionnaireTemplateRequestSchema.extend({
  updatedAt: z.iso.datetime({ offset: true }),
});
export type UpdateQuestionnaireTemplateRequest = z.input<typeof updateQuestionnaireTemplateRequestSchema>;

export const questionnaireTemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type QuestionnaireTemplateSummary = z.infer<typeof questionnaireTemplateSummarySchema>;

/** A stored question and section as answered (the request schemas' output, without their checks). */
const storedQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  options: z.array(z.string()),
  fills: z.enum(QUESTION_FILL_KEYS).nullable(),
});
const storedSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  help: z.string().nullable(),
  questions: z.array(storedQuestionSchema),
});

export const questionnaireTemplateSchema = questionnaireTemplateSummarySchema.extend({
  sections: z.array(storedSectionSchema),
  createdAt: z.string(),
});
export type QuestionnaireTemplate = z.output<typeof questionnaireTemplateSchema>;

export const questionnaireTemplateResponseSchema = envelope(questionnaireTemplateSchema);
export const questionnaireTemplateListResponseSchema = envelope(
  z.object({ rows: z.array(questionnaireTemplateSummarySchema) }),
);
