import type { AnswerValue, QuestionKind, QuestionnaireSection } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { addressLine } from './fills.ts';
import * as repo from './repo.ts';

/**
 * A record's submitted answers as merge fields, for other modules' documents (a contract's text):
 * `{{questionnaire_answer_<questionId>}}`. A question keeps its id in every questionnaire made from
 * its template, so a contract template names "the venue question of the wedding questionnaire"
 * once, for every job. Where two submitted questionnaires answer one question, the later wins.
 */
export type QuestionnaireMergeField = {
  key: string;
  /** "Wedding questionnaire › Venue address": what an editor lists. */
  label: string;
  value: string;
};

const questionnaireAnswerKey = (questionId: string) => `questionnaire_answer_${questionId}`;

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An answer as the text a document prints. */
function answerText(value: AnswerValue, kind: QuestionKind): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return kind === 'date' ? DAY.format(new Date(`${value}T00:00:00Z`)) : value;
  if (Array.isArray(value)) return value.join(', ');
  if ('id' in value) return value.name;
  return addressLine(value);
}

function fieldsOf(name: string, sections: QuestionnaireSection[], answers: Record<string, AnswerValue>) {
  return sections.flatMap((section) =>
    section.questions
      .filter((q) => answers[q.id] !== undefined)
      .map((q) => ({
        key: questionnaireAnswerKey(q.id),
        label: `${name} › ${q.label}`,
        value: answerText(answers[q.id]!, q.kind),
      })),
  );
}

/** The merge fields of a record's submitted questionnaires (in the company's scope), and their values by key. */
export async function questionnaireMergeFields(db: Db, companyId: string, jobId: string) {
  const byKey = new Map<string, QuestionnaireMergeField>();
  for (const row of await repo.submittedOfJob(db, companyId, jobId))
    for (const field of fieldsOf(row.name, row.sections, row.answers)) byKey.set(field.key, field);
  const fields = [...byKey.values()];
  return { fields, values: Object.fromEntries(fields.map((f) => [f.key, f.value])) };
}
