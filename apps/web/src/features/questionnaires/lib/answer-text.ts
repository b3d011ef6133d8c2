import { ADDRESS_PARTS } from '@focal/contracts/questionnaires/answer-checks';
import type { AnswerValue } from '@focal/contracts/questionnaires/answers';
import type { QuestionKind } from '@focal/contracts/questionnaires/limits';
import { formatCalendarDay } from '../../../shared/format/format-date';

/** An answer as the studio reads it: a day in words, choices joined, an address on one line. */
export function answerText(value: AnswerValue, kind: QuestionKind): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return kind === 'date' ? formatCalendarDay(value) : value;
  if (Array.isArray(value)) return value.join(', ');
  if ('id' in value) return value.name;
  return ADDRESS_PARTS.map((part) => value[part].trim())
    .filter(Boolean)
    .join(', ');
}
