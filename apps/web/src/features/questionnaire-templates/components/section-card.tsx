import { QUESTIONNAIRE_LIMITS as L } from '@focal/contracts/questionnaires/limits';
import { Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type DraftQuestion, type DraftSection, moved, newQuestion } from '../lib/draft';
import { questionnaireTemplatesMessages } from '../messages';
import { AddQuestionMenu } from './add-question-menu';
import { MoveButtons } from './move-buttons';
import { QuestionCard } from './question-card';

const texts = questionnaireTemplatesMessages.editor;

type Props = {
  section: DraftSection;
  /** 1-based, for the names of its buttons. */
  number: number;
  first: boolean;
  last: boolean;
  /** A field's error by its path under the section ('title', 'questions.2.label'). */
  errorOf: (path: string) => string | undefined;
  onChange: (section: DraftSection) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One section: its title and help, its questions in order, and a menu to add one of a kind. */
export function SectionCard({ section, number, first, last, errorOf, onChange, onMove, onRemove }: Props) {
  const what = texts.section(number);
  const questions = (questions: DraftQuestion[]) => onChange({ ...section, questions });
  const change = (i: number, part: Partial<DraftQuestion>) =>
    questions(section.questions.map((q, j) => (j === i ? { ...q, ...part } : q)));
  return (
    <Card withBorder padding="md" component="section" aria-label={what}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{what}</Text>
          <MoveButtons what={what} first={first} last={last} onMove={onMove} onRemove={onRemove} />
        </Group>
        <TextInput
          label={texts.sectionTitle}
          required
          maxLength={L.title}
          value={section.title}
          error={errorOf('title')}
          onChange={(e) => onChange({ ...section, title: e.currentTarget.value })}
        />
        <Textarea
          label={texts.sectionHelp}
          rows={1}
          maxLength={L.help}
          value={section.help}
          error={errorOf('help')}
          onChange={(e) => onChange({ ...section, help: e.currentTarget.value })}
        />
        {section.questions.length === 0 && (
          <Text size="sm" c="dimmed">
            {texts.noQuestions}
          </Text>
        )}
        {section.questions.map((question, i) => (
          <QuestionCard
            key={question.id}
            question={question}
            number={i + 1}
            first={i === 0}
            last={i === section.questions.length - 1}
            errorOf={(field) => errorOf(`questions.${i}.${field}`)}
            onChange={(part) => change(i, part)}
            onMove={(by) => questions(moved(section.questions, i, by))}
            onRemove={() => questions(section.questions.filter((_, j) => j !== i))}
          />
        ))}
        <Group>
          <AddQuestionMenu
            section={what}
            onAdd={(kind) => questions([...section.questions, newQuestion(kind)])}
          />
        </Group>
      </Stack>
    </Card>
  );
}
