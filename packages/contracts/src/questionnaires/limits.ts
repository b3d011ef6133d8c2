/**
 * Questionnaire templates (issue 34): the kinds of question, the client and job fields an answer
 * may fill later, and the bounds of a template (every input is bounded).
 */
export const QUESTIONNAIRE_LIMITS = {
  name: 120,
  description: 2_000,
  sections: 30,
  /** In the whole template, across its sections. */
  questions: 200,
  title: 200,
  label: 500,
  help: 2_000,
  options: 50,
  option: 200,
  /** More than a studio keeps; the list is one answer. */
  templates: 100,
} as const;

export const QUESTION_KINDS = [
  'short-text',
  'long-text',
  'single-choice',
  'multiple-choice',
  'dropdown',
  'date',
  'number',
  'email',
  'phone',
  'address',
  'file',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kinds whose answer is one or more of the question's options. */
export const CHOICE_KINDS: readonly QuestionKind[] = ['single-choice', 'multiple-choice', 'dropdown'];
export const isChoiceKind = (kind: QuestionKind) => CHOICE_KINDS.includes(kind);

/**
 * The client and job fields an answer may fill once questionnaires are answered, each with the
 * kinds of question whose answer fits it (a date question fills the main date, nothing else).
 */
export const QUESTION_FILLS = {
  'job.name': ['short-text'],
  'job.mainDate': ['date'],
  'job.location': ['short-text', 'address'],
  'client.phone': ['phone'],
  'client.address': ['address'],
} as const satisfies Record<string, readonly QuestionKind[]>;
export type QuestionFill = keyof typeof QUESTION_FILLS;
export const QUESTION_FILL_KEYS = Object.keys(QUESTION_FILLS) as [QuestionFill, ...QuestionFill[]];

export const fillsFrom = (fill: QuestionFill, kind: QuestionKind) =>
  (QUESTION_FILLS[fill] as readonly QuestionKind[]).includes(kind);
