import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { DueAnchor, DueUnit } from '@focal/contracts/money/schedule-rule';
import { IconPlus, IconTrash } from '../../../shared/ui/icons';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import {
  type AmountKind,
  type DueKind,
  type InstalmentDraft,
  newInstalment,
  type ScheduleDraft,
} from '../lib/schedule-draft';
import { quotesMessages } from '../messages';

const texts = quotesMessages.editor;
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

type Props = {
  schedule: ScheduleDraft;
  index: number;
  currency: string;
  errors: FieldErrors;
  onChange: (schedule: ScheduleDraft) => void;
  onRemove: () => void;
};

/** One schedule offered: its name and instalments, each a "how much" and a "when"; the last is the balance. */
export function ScheduleEditor({ schedule, index, currency, errors, onChange, onRemove }: Props) {
  const at = `schedules.${index}`;
  const setInstalment = (i: number, part: Partial<InstalmentDraft>) =>
    onChange({
      ...schedule,
      instalments: schedule.instalments.map((x, j) => (j === i ? { ...x, ...part } : x)),
    });
  const add = () => {
    // A new instalment goes before the balance, which stays last.
    const list = [...schedule.instalments];
    list.splice(Math.max(0, list.length - 1), 0, newInstalment('percent'));
    onChange({ ...schedule, instalments: list });
  };
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
            color="red.8"
            size="lg"
            aria-label={texts.removeSchedule(schedule.name)}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        {errors[`${at}.rule.instalments`] && (
          <Text size="sm" c="red.8" role="alert">
            {errors[`${at}.rule.instalments`]}
          </Text>
        )}
        {schedule.instalments.map((item, i) => {
          const path = `${at}.rule.instalments.${i}`;
          const n = i + 1;
          return (
            <Stack key={item.key} gap={4} component="section" aria-label={texts.instalment(n)}>
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {texts.instalment(n)}
                </Text>
                {schedule.instalments.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={texts.removeInstalment(n)}
                    onClick={() =>
                      onChange({ ...schedule, instalments: schedule.instalments.filter((_, j) => j !== i) })
                    }
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
                  error={
                    errorAt(errors, `${path}.amount`) && item.amountKind === 'balance'
                      ? errorAt(errors, `${path}.amount`)
                      : undefined
                  }
                  onChange={(e) => setInstalment(i, { amountKind: e.currentTarget.value as AmountKind })}
                />
                {item.amountKind !== 'balance' && (
                  <TextInput
                    label={item.amountKind === 'fixed' ? texts.price(currency) : texts.percent}
                    inputMode="decimal"
                    autoComplete="off"
                    maxLength={20}
                    value={item.amount}
                    error={errorAt(errors, `${path}.amount`)}
                    onChange={(e) => setInstalment(i, { amount: e.currentTarget.value })}
                  />
                )}
                <NativeSelect
                  label={texts.dueKind}
                  data={options(texts.dueKinds)}
                  value={item.dueKind}
                  onChange={(e) => setInstalment(i, { dueKind: e.currentTarget.value as DueKind })}
                />
                {item.dueKind === 'fixed-date' && (
                  <TextInput
                    type="date"
                    label={texts.date}
                    value={item.date}
                    error={errorAt(errors, `${path}.due`)}
                    onChange={(e) => setInstalment(i, { date: e.currentTarget.value })}
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
                    onChange={(e) => setInstalment(i, { offset: e.currentTarget.value })}
                  />
                  <NativeSelect
                    label={texts.unit}
                    data={options(texts.units)}
                    value={item.unit}
                    onChange={(e) => setInstalment(i, { unit: e.currentTarget.value as DueUnit })}
                  />
                  <NativeSelect
                    label={texts.direction}
                    data={options(texts.directions)}
                    value={item.direction}
                    onChange={(e) =>
                      setInstalment(i, { direction: e.currentTarget.value as 'before' | 'after' })
                    }
                  />
                  <NativeSelect
                    label={texts.anchor}
                    data={options(texts.anchors)}
                    value={item.anchor}
                    onChange={(e) => setInstalment(i, { anchor: e.currentTarget.value as DueAnchor })}
                  />
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={add}>
            {texts.addInstalment}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
