import { ActionIcon, Group, Paper, Stack, TextInput } from '@mantine/core';
import { InstalmentsEditor } from '../../../shared/documents/instalments-editor';
import { ScheduleTemplateMenu } from '../../../shared/documents/schedule-template-menu';
import { IconTrash } from '../../../shared/ui/icons';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { type ScheduleDraft, scheduleDraftOf } from '../lib/schedule-draft';
import { quotesMessages } from '../messages';

const texts = quotesMessages.editor;

type Props = {
  schedule: ScheduleDraft;
  index: number;
  currency: string;
  errors: FieldErrors;
  onChange: (schedule: ScheduleDraft) => void;
  onRemove: () => void;
};

/**
 * One schedule offered: its name and instalments, each a "how much" and a "when"; the last is the
 * balance. A company's template picked here fills it, its name included.
 */
export function ScheduleEditor({ schedule, index, currency, errors, onChange, onRemove }: Props) {
  const at = `schedules.${index}`;
  return (
    <Paper
      withBorder
      p="sm"
      component="fieldset"
      aria-label={schedule.name || texts.scheduleName}
      style={{ margin: 0 }}
    >
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={texts.scheduleName}
            withAsterisk
            maxLength={60}
            value={schedule.name}
            error={errorAt(errors, `${at}.name`)}
            onChange={(e) => onChange({ ...schedule, name: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={texts.removeSchedule(schedule.name)}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Group>
          <ScheduleTemplateMenu
            onPick={(template) => onChange({ ...scheduleDraftOf(template, currency), key: schedule.key })}
          />
        </Group>
        <InstalmentsEditor
          instalments={schedule.instalments}
          path={`${at}.rule`}
          currency={currency}
          errors={errors}
          onChange={(instalments) => onChange({ ...schedule, instalments })}
        />
      </Stack>
    </Paper>
  );
}
