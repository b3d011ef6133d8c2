import { Button, Group, Stack } from '@mantine/core';
import { InstalmentsEditor } from '../../../shared/documents/instalments-editor';
import { ScheduleTemplateMenu } from '../../../shared/documents/schedule-template-menu';
import {
  instalmentsOf,
  type InstalmentDraft,
  presetInstalments,
  SCHEDULE_PRESETS,
  type SchedulePreset,
} from '../../../shared/documents/schedule-draft';
import type { FieldErrors } from '../lib/draft';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.editor;

type Props = {
  instalments: InstalmentDraft[];
  currency: string;
  errors: FieldErrors;
  onChange: (instalments: InstalmentDraft[]) => void;
};

/**
 * The invoice's payment schedule: a built-in preset or one of the company's templates to start
 * from, then each instalment's "how much" and "when"; the last is the balance.
 */
export function ScheduleEditor({ instalments, currency, errors, onChange }: Props) {
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label={texts.presets}>
        {(Object.keys(SCHEDULE_PRESETS) as SchedulePreset[]).map((preset) => (
          <Button
            key={preset}
            variant="default"
            size="compact-md"
            onClick={() => onChange(presetInstalments(preset))}
          >
            {SCHEDULE_PRESETS[preset]}
          </Button>
        ))}
        <ScheduleTemplateMenu onPick={(template) => onChange(instalmentsOf(template.rule, currency))} />
      </Group>
      <InstalmentsEditor
        instalments={instalments}
        path="schedule"
        currency={currency}
        errors={errors}
        onChange={onChange}
        invoice
      />
    </Stack>
  );
}
