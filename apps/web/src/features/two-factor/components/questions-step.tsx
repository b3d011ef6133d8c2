import { SECRET_ANSWER_MAX_LENGTH, SECRET_QUESTIONS } from '@focal/contracts/two-factor-constants';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TWO_FACTOR_POPOVER_Z_INDEX } from '../../../shared/ui/layers';
import type { QuestionRow } from '../lib/setup-checks';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.questions;

type Props = { rows: QuestionRow[]; onChange: (index: number, row: QuestionRow) => void };

/** Step 2 (spec 02 §2, §5): three questions from the 15, each usable once, and their answers. */
export function QuestionsStep({ rows, onChange }: Props) {
  return (
    <Stack gap="md">
      <Text>{texts.intro}</Text>
      {rows.map((row, i) => {
        // A question chosen in another select is disabled here.
        const data = SECRET_QUESTIONS.map((q) => ({
          value: q.id,
          label: q.question,
          disabled: rows.some((other, j) => j !== i && other.question === q.id),
        }));
        return (
          <SimpleGrid key={i} cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={texts.question(i + 1)}
              placeholder={texts.choose}
              data={data}
              value={row.question}
              onChange={(question) => onChange(i, { ...row, question })}
              allowDeselect={false}
              comboboxProps={{ zIndex: TWO_FACTOR_POPOVER_Z_INDEX }}
            />
            <TextInput
              label={texts.answer(i + 1)}
              value={row.answer}
              onChange={(event) => onChange(i, { ...row, answer: event.currentTarget.value })}
              maxLength={SECRET_ANSWER_MAX_LENGTH}
              autoComplete="off"
            />
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
