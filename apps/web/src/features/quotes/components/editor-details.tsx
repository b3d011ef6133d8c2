import { QUOTE_LIMITS } from '@focal/contracts/quotes/limits';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '../../../shared/ui/icons';
import type { DiscountKind, QuoteDraft } from '../lib/draft';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { presetSchedule, SCHEDULE_PRESETS, type SchedulePreset } from '../lib/schedule-draft';
import { quotesMessages } from '../messages';
import { DiscountInput } from '../../../shared/documents/discount-input';
import { MessageField } from '../../../shared/documents/message-field';
import { NotesFields } from '../../../shared/documents/notes-fields';
import { ScheduleEditor } from './schedule-editor';

const texts = quotesMessages.editor;
const MAX_SCHEDULES = 2;

type Props = {
  draft: QuoteDraft;
  currency: string;
  errors: FieldErrors;
  onChange: (change: (draft: QuoteDraft) => QuoteDraft) => void;
  /** A template's: no expiry day and no message to the client (both are one quote's own). */
  template?: boolean;
};

/** The document's discount, expiry, message to the client, notes, terms and the payment schedules offered. */
export function EditorDetails({ draft, currency, errors, onChange, template = false }: Props) {
  const percentOnly = draft.kind === 'pick-and-choose';
  const set = (part: Partial<QuoteDraft>) => onChange((d) => ({ ...d, ...part }));
  const addPreset = (preset: SchedulePreset) =>
    onChange((d) => ({ ...d, schedules: [...d.schedules, presetSchedule(preset)] }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DiscountInput
          label={texts.documentDiscount}
          currency={currency}
          kind={draft.discountKind === 'none' ? (percentOnly ? 'percent' : 'amount') : draft.discountKind}
          value={draft.discount}
          percentOnly={percentOnly}
          error={errorAt(errors, 'discount')}
          onChange={({ kind, value }) => {
            const text = value ?? draft.discount;
            const nextKind: DiscountKind =
              kind ??
              (draft.discountKind === 'none' ? (percentOnly ? 'percent' : 'amount') : draft.discountKind);
            set({ discount: text, discountKind: text.trim() === '' ? 'none' : nextKind });
          }}
        />
        {!template && (
          <TextInput
            type="date"
            label={texts.expiresOn}
            description={texts.expiresHint}
            value={draft.expiresOn}
            error={errorAt(errors, 'expiresOn')}
            onChange={(e) => set({ expiresOn: e.currentTarget.value })}
          />
        )}
      </SimpleGrid>
      {!template && (
        <MessageField message={draft.message} max={QUOTE_LIMITS.message} errors={errors} onChange={set} />
      )}
      <NotesFields notes={draft.notes} terms={draft.terms} errors={errors} onChange={set} />
      <Stack gap="sm" component="section" aria-labelledby="quote-schedules">
        <div>
          <Title order={2} size="h4" id="quote-schedules">
            {texts.schedules}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.schedulesHint}
          </Text>
        </div>
        {errors.schedules && (
          <Text size="sm" c="red.8" role="alert">
            {errors.schedules}
          </Text>
        )}
        {draft.schedules.map((schedule, i) => (
          <ScheduleEditor
            key={schedule.key}
            schedule={schedule}
            index={i}
            currency={currency}
            errors={errors}
            onChange={(next) =>
              onChange((d) => ({ ...d, schedules: d.schedules.map((s, j) => (j === i ? next : s)) }))
            }
            onRemove={() => onChange((d) => ({ ...d, schedules: d.schedules.filter((_, j) => j !== i) }))}
          />
        ))}
        {draft.schedules.length < MAX_SCHEDULES && (
          <Group gap="xs">
            {(Object.keys(SCHEDULE_PRESETS) as SchedulePreset[]).map((preset) => (
              <Button
                key={preset}
                variant="default"
                size="compact-md"
                leftSection={<IconPlus size={14} />}
                onClick={() => addPreset(preset)}
              >
                {SCHEDULE_PRESETS[preset]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
