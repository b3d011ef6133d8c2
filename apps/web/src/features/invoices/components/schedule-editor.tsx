import { ActionIcon, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { DueAnchor, DueUnit } from '@focal/contracts/money/schedule-rule';
import { IconPlus, IconTrash } from '../../../shared/ui/icons';
import { errorAt, type FieldErrors } from '../lib/draft';
import {
  type AmountKind,
  type DueKind,
  type InstalmentDraft,
  newInstalment,
  presetInstalments,
  SCHEDULE_PRESETS,
  type SchedulePreset,
} from '../lib/schedule-draft';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.editor;
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

type Props = {
  instalments: InstalmentDraft[];
  currency: string;
  errors: FieldErrors;
  onChange: (instalments: InstalmentDraft[]) => void;
};

/**
 * The invoice's payment schedule: a preset to start from, then each instalment's "how much" and
 * "when"; the last is the balance (the contract's rule, its message under the list).
 */
export function ScheduleEditor({ instalments, currency, errors, onChange }: Props) {
  const set = (i: number, part: Partial<InstalmentDraft>) =>
    onChange(instalments.map((x, j) => (j === i ? { ...x, ...part } : x)));
  const add = () => {
    // A new instalment goes before the balance, which stays last.
    const list = [...instalments];
    list.splice(Math.max(0, list.length - 1), 0, newInstalment('percent'));
    onChange(list);
  };
  const listError = errors['schedule.instalments'] ?? errors.schedule;
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
      </Group>
      {listError && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      {instalments.map((item, i) => {
        const path = `schedule.instalments.${i}`;
        const n = i + 1;
        return (
          <Stack key={item.key} gap={4} component="section" aria-label={texts.instalment(n)}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {texts.instalment(n)}
              </Text>
              {instalments.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={texts.removeInstalment(n)}
                  onClick={() => onChange(instalments.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
              <NativeSelect
                label={texts.amountKind}
                data={options(texts.amountKinds)}
                value={item.amountKind}
                error={item.amountKind === 'balance' ? errorAt(errors, `${path}.amount`) : undefined}
                onChange={(e) => set(i, { amountKind: e.currentTarget.value as AmountKind })}
              />
              {item.amountKind !== 'balance' && (
                <TextInput
                  label={item.amountKind === 'fixed' ? texts.price(currency) : texts.percent}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={20}
                  value={item.amount}
                  error={errorAt(errors, `${path}.amount`)}
                  onChange={(e) => set(i, { amount: e.currentTarget.value })}
                />
              )}
              <NativeSelect
                label={texts.dueKind}
                data={options(texts.dueKinds)}
                value={item.dueKind}
                onChange={(e) => set(i, { dueKind: e.currentTarget.value as DueKind })}
              />
              {item.dueKind === 'fixed-date' && (
                <TextInput
                  type="date"
                  label={texts.date}
                  value={item.date}
                  error={errorAt(errors, `${path}.due`)}
                  onChange={(e) => set(i, { date: e.currentTarget.value })}
                />
              )}
            </SimpleGrid>
            {item.dueKind === 'relative' && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                <TextInput
                  label={texts.offset}
                  inputMode="numeric"
                  maxLength={4}
                  value={item.offset}
                  error={errorAt(errors, `${path}.due`)}
                  onChange={(e) => set(i, { offset: e.currentTarget.value })}
                />
                <NativeSelect
                  label={texts.unit}
                  data={options(texts.units)}
                  value={item.unit}
                  onChange={(e) => set(i, { unit: e.currentTarget.value as DueUnit })}
                />
                <NativeSelect
                  label={texts.direction}
                  data={options(texts.directions)}
                  value={item.direction}
                  onChange={(e) => set(i, { direction: e.currentTarget.value as 'before' | 'after' })}
                />
                <NativeSelect
                  label={texts.anchor}
                  data={options(texts.anchors)}
                  value={item.anchor}
                  onChange={(e) => set(i, { anchor: e.currentTarget.value as DueAnchor })}
                />
              </SimpleGrid>
            )}
          </Stack>
        );
      })}
      {instalments.length > 0 && (
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={add}>
            {texts.addInstalment}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
