import {
  fillsFrom,
  isChoiceKind,
  QUESTION_FILL_KEYS,
  QUESTIONNAIRE_LIMITS as L,
} from '@focal/contracts/questionnaires/limits';
import { Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { DraftQuestion } from '../lib/draft';
import { questionnaireTemplatesMessages } from '../messages';
import { MoveButtons } from './move-buttons';

const messages = questionnaireTemplatesMessages;
const texts = messages.editor;

type Props = {
  question: DraftQuestion;
  /** 1-based, for the names of its buttons. */
  number: number;
  first: boolean;
  last: boolean;
  /** A field's error by its name under the question ('label', 'options'). */
  errorOf: (field: string) => string | undefined;
  onChange: (change: Partial<DraftQuestion>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One question: its label, help, required flag, options (choice kinds) and the field it fills. */
export function QuestionCard({ question, number, first, last, errorOf, onChange, onMove, onRemove }: Props) {
  const what = texts.question(number);
  const fills = QUESTION_FILL_KEYS.filter((fill) => fillsFrom(fill, question.kind));
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={what} m={0}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {what} · {messages.kinds[question.kind]}
          </Text>
          <MoveButtons what={what} first={first} last={last} onMove={onMove} onRemove={onRemove} />
        </Group>
        <TextInput
          label={texts.label}
          required
          maxLength={L.label}
          value={question.label}
          error={errorOf('label')}
          onChange={(e) => onChange({ label: e.currentTarget.value })}
        />
        <Textarea
          label={texts.help}
          rows={1}
          maxLength={L.help}
          value={question.help}
          error={errorOf('help')}
          onChange={(e) => onChange({ help: e.currentTarget.value })}
        />
        {isChoiceKind(question.kind) && (
          <Textarea
            label={texts.options}
            description={texts.optionsHint}
            required
            rows={2}
            value={question.optionsText}
            error={errorOf('options')}
            onChange={(e) => onChange({ optionsText: e.currentTarget.value })}
          />
        )}
        {fills.length > 0 && (
          <NativeSelect
            label={texts.fills}
            description={texts.fillsHint}
            value={question.fills ?? ''}
            error={errorOf('fills')}
            data={[
              { value: '', label: texts.fillsNone },
              ...fills.map((f) => ({ value: f, label: messages.fills[f] })),
            ]}
            onChange={(e) => onChange({ fills: (e.currentTarget.value || null) as DraftQuestion['fills'] })}
          />
        )}
        <Checkbox
          label={texts.required}
          checked={question.required}
          onChange={(e) => onChange({ required: e.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
