import { isChoiceKind, type QuestionFill, type QuestionKind } from '@focal/contracts/questionnaires/limits';
import type {
  CreateQuestionnaireTemplateRequest,
  QuestionnaireTemplate,
} from '@focal/contracts/questionnaires/template';

/**
 * The editor's copy of a template. Options are edited as lines of one text (what the user typed,
 * blank lines and all), turned into the list only when the body is built.
 */
export type DraftQuestion = {
  id: string;
  kind: QuestionKind;
  label: string;
  help: string;
  required: boolean;
  optionsText: string;
  fills: QuestionFill | null;
};
export type DraftSection = { id: string; title: string; help: string; questions: DraftQuestion[] };
export type Draft = { name: string; description: string; sections: DraftSection[] };

export const newQuestion = (kind: QuestionKind): DraftQuestion => ({
  id: crypto.randomUUID(),
  kind,
  label: '',
  help: '',
  required: false,
  optionsText: '',
  fills: null,
});
export const newSection = (title: string): DraftSection => ({
  id: crypto.randomUUID(),
  title,
  help: '',
  questions: [],
});
export const newDraft = (firstSection: string): Draft => ({
  name: '',
  description: '',
  sections: [newSection(firstSection)],
});

export const draftOf = (template: QuestionnaireTemplate): Draft => ({
  name: template.name,
  description: template.description ?? '',
  sections: template.sections.map((s) => ({
    id: s.id,
    title: s.title,
    help: s.help ?? '',
    questions: s.questions.map((q) => ({ ...q, help: q.help ?? '', optionsText: q.options.join('\n') })),
  })),
});

const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const bodyOf = (draft: Draft): CreateQuestionnaireTemplateRequest => ({
  name: draft.name,
  description: draft.description,
  sections: draft.sections.map((s) => ({
    id: s.id,
    title: s.title,
    help: s.help,
    questions: s.questions.map(({ optionsText, ...q }) => ({
      ...q,
      options: isChoiceKind(q.kind) ? optionsOf(optionsText) : [],
    })),
  })),
});

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** A field error's key as the editor places it: an option's own error shows on the options field. */
export const errorKey = (path: string) => path.replace(/(\.options)\.\d+$/, '$1');
