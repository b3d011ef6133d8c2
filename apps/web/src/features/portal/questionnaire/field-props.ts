import type { Question } from '@focal/contracts/questionnaires/template';
import type { AnswerValue, FileAnswer } from '@focal/contracts/questionnaires/answers';

export type FieldProps = {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | null) => void;
  error?: string;
  disabled: boolean;
  /** Stores a file question's file; answers what to save as its answer. */
  upload: (file: File) => Promise<FileAnswer>;
};

/** What every field shares: its label, help, required mark and error; the id its refusal focuses. */
export const common = ({ question, error, disabled }: FieldProps) => ({
  id: `question-${question.id}`,
  label: question.label,
  description: question.help ?? undefined,
  required: question.required,
  error,
  disabled,
});
