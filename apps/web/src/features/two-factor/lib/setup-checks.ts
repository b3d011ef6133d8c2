import {
  SECRET_ANSWER_MIN_LENGTH,
  SECRET_QUESTIONS_REQUIRED,
  TWO_FA_CODE_LENGTH,
} from '@focal/contracts/two-factor-constants';

/** The toasts of group twoFa a check can raise (spec 02 §5). */
export type SetupProblem = 'e_0' | 'e_1' | 'e_2' | 'e_3' | 'e_5' | 'e_6' | 'e_7';
export type QuestionRow = { question: string | null; answer: string };

/**
 * Spec 02 §5, in the order the user meets them: every question chosen (e_3), every answer given
 * (e_0) and longer than 1 character after trimming (e_2), then no two answers alike, ignoring case
 * and surrounding spaces (e_1). The first failure only: one toast at a time.
 */
export function checkQuestions(rows: QuestionRow[]): SetupProblem | null {
  if (rows.length < SECRET_QUESTIONS_REQUIRED || rows.some((row) => !row.question)) return 'e_3';
  const answers = rows.map((row) => row.answer.trim());
  if (answers.some((answer) => answer.length === 0)) return 'e_0';
  if (answers.some((answer) => answer.length < SECRET_ANSWER_MIN_LENGTH)) return 'e_2';
  const folded = new Set(answers.map((answer) => answer.toLocaleLowerCase('en')));
  if (folded.size !== answers.length) return 'e_1';
  return null;
}

/** Spec 02 §5: a verification code is non-empty (e_6), digits only (e_7) and 6 long (e_5). */
export function checkCode(code: string): SetupProblem | null {
  if (code.length === 0) return 'e_6';
  if (!/^\d+$/.test(code)) return 'e_7';
  if (code.length < TWO_FA_CODE_LENGTH) return 'e_5';
  return null;
}
