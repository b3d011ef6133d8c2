/**
 * The checks of a questionnaire's answers, without zod (issue 34): the client's portal runs them as
 * the client types, the server on every save (after answers.ts's schemas). Apart from the schemas, so
 * that the portal's questionnaire page loads no zod.
 */
import type { QuestionKind } from './limits.ts';

export const ANSWER_LIMITS = {
  shortText: 500,
  longText: 5_000,
  phone: 40,
  email: 254,
  addressPart: 200,
  /** A number answer stays within what a person types (and a double holds exactly). */
  number: 1_000_000_000_000,
  fileName: 200,
  /** An uploaded file (a photo of an invitation, a PDF of a schedule). */
  fileBytes: 10 * 1024 * 1024,
} as const;

/** What a client may upload to a file question: pictures and PDFs. */
export const ANSWER_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;

// The answers' shapes, which answers.ts's schemas produce (each schema `satisfies` its type there).
export type AddressAnswer = Record<(typeof ADDRESS_PARTS)[number], string>;
/** An uploaded file: the server's name for it (`id`: its SHA-256, `.bin`), and what the client's device called it. */
export type FileAnswer = {
  id: string;
  name: string;
  size: number;
  contentType: (typeof ANSWER_FILE_TYPES)[number];
};
export type AnswerValue = string | number | string[] | AddressAnswer | FileAnswer;
export type Answers = Record<string, AnswerValue>;

export const AnswerTexts = {
  required: 'This question needs an answer.',
  unknownQuestion: 'This questionnaire has no such question.',
  wrongShape: 'This answer does not fit the question.',
  notAnOption: 'Choose one of the options.',
  oneLine: 'Keep this answer to one line.',
  tooLong: (max: number) => `At most ${max} characters.`,
  date: 'Enter a real date.',
  email: 'Enter an email address, such as name@example.com.',
  phone: 'Enter a phone number: digits, spaces and + ( ) - only.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{3,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (v: string) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The question an answer is checked against (a question of the snapshot). */
export type AnsweredQuestion = { id: string; kind: QuestionKind; required: boolean; options: string[] };

/** An answer that holds nothing ('' or spaces, no option picked, an empty address) counts as none. */
export function isEmptyAnswer(value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return false;
  if (Array.isArray(value)) return value.length === 0;
  if ('id' in value) return false;
  return ADDRESS_PARTS.every((part) => value[part].trim() === '');
}

const isText = (v: AnswerValue): v is string => typeof v === 'string';
const isAddress = (v: AnswerValue): v is AddressAnswer =>
  typeof v === 'object' && !Array.isArray(v) && !('id' in v);

/** Why a non-empty answer does not fit its question, or null when it does. */
export function answerProblem(question: AnsweredQuestion, value: AnswerValue): string | null {
  const inOptions = (v: string) => question.options.includes(v);
  switch (question.kind) {
    case 'short-text':
      if (!isText(value)) return AnswerTexts.wrongShape;
      if (/[\n\r]/.test(value)) return AnswerTexts.oneLine;
      return value.length > ANSWER_LIMITS.shortText ? AnswerTexts.tooLong(ANSWER_LIMITS.shortText) : null;
    case 'long-text':
      return isText(value) ? null : AnswerTexts.wrongShape;
    case 'single-choice':
    case 'dropdown':
      return isText(value) && inOptions(value) ? null : AnswerTexts.notAnOption;
    case 'multiple-choice':
      return Array.isArray(value) && value.every(inOptions) && new Set(value).size === value.length
        ? null
        : AnswerTexts.notAnOption;
    case 'date':
      return isText(value) && realDay(value) ? null : AnswerTexts.date;
    case 'number':
      return typeof value === 'number' ? null : AnswerTexts.wrongShape;
    case 'email':
      return isText(value) && value.length <= ANSWER_LIMITS.email && EMAIL.test(value.trim())
        ? null
        : AnswerTexts.email;
    case 'phone':
      return isText(value) && PHONE.test(value.trim()) ? null : AnswerTexts.phone;
    case 'address':
      return isAddress(value) ? null : AnswerTexts.wrongShape;
    case 'file':
      return typeof value === 'object' && !Array.isArray(value) && 'id' in value
        ? null
        : AnswerTexts.wrongShape;
  }
}

type Sections = readonly { questions: readonly AnsweredQuestion[] }[];

export const answerPath = (questionId: string) => `answers.${questionId}`;

/**
 * The problems of a set of answers, by path (`answers.<questionId>`): answers to questions the
 * questionnaire lacks, answers that do not fit, and, when `submitting`, required questions left empty.
 */
export function answersProblems(
  sections: Sections,
  answers: Answers,
  submitting: boolean,
): Record<string, string> {
  const questions = new Map(sections.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));
  const problems: Record<string, string> = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = questions.get(id);
    if (!question) problems[answerPath(id)] = AnswerTexts.unknownQuestion;
    else if (!isEmptyAnswer(value)) {
      const problem = answerProblem(question, value);
      if (problem) problems[answerPath(id)] = problem;
    }
  }
  if (submitting)
    for (const question of questions.values())
      if (question.required && isEmptyAnswer(answers[question.id]))
        problems[answerPath(question.id)] = AnswerTexts.required;
  return problems;
}

/** The answers with a save's changes applied: a change to nothing removes the answer. */
export function applyAnswersPatch(answers: Answers, patch: Record<string, AnswerValue | null>): Answers {
  const next: Answers = { ...answers };
  for (const [id, value] of Object.entries(patch)) {
    if (value === null || isEmptyAnswer(value)) delete next[id];
    else next[id] = value;
  }
  return next;
}

/** How many of the questions hold an answer. */
export const answeredCount = (sections: Sections, answers: Answers) =>
  sections.reduce((n, s) => n + s.questions.filter((q) => !isEmptyAnswer(answers[q.id])).length, 0);
