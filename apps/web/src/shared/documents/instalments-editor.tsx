import { ActionIcon, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type DueAnchor, type DueUnit, SCHEDULE_LIMITS } from '@focal/contracts/money/schedule-rule';
import { IconPlus, IconTrash } from '../ui/icons';
import { errorAt, type FieldErrors } from './line-draft';
import { documentEditorMessages } from './messages';
import { type AmountKind, type DueKind, type InstalmentDraft, newInstalment } from './schedule-draft';

const texts = documentEditorMessages.schedule;
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

type Props = {
  instalments: InstalmentDraft[];
  /** Where the rule sits in the errors' paths: `schedule`, `schedules.0.rule`, `rule`. */
  path: string;
  currency: string;
  errors: FieldErrors;
  onChange: (instalments: InstalmentDraft[]) => void;
  /** An invoice's: "on acceptance" also reads "or when sent". */
  invoice?: boolean;
};

/**
 * A payment schedule's instalments, each a "how much" and a "when"; the last is the balance (the
 * contract's rule, its message above the list). The quote's, the invoice's and a template's.
 */
export function InstalmentsEditor({ instalments, path, currency, errors, onChange, invoice }: Props) {
  const dueKinds = invoice
    ? { ...texts.dueKinds, 'on-acceptance': texts.onAcceptanceOrSent }
    : texts.dueKinds;
  const set = (i: number, part: Partial<InstalmentDraft>) =>
    onChange(instalments.map((x, j) => (j === i ? { ...x, ...part } : x)));
  const add = () => {
    // A new instalment goes before the balance, which stays last.
    const list = [...instalments];
    list.splice(Math.max(0, list.length - 1), 0, newInstalment('percent'));
    onChange(list);
  };
  const listError = errors[`${path}.instalments`] ?? errors[path];
  return (
    <Stack gap="xs">
      {listError && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      {instalments.map((item, i) => {
        const at = `${path}.instalments.${i}`;
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
                  color="red"
                  aria-label={texts.removeInstalment(n)}
                  onClick={() => onChange(instalments.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <TextInput
              label={texts.label}
              placeholder={texts.labelPlaceholder(n)}
              maxLength={SCHEDULE_LIMITS.labelLength}
              autoComplete="off"
              value={item.label}
              error={errorAt(errors, `${at}.label`)}
              onChange={(e) => set(i, { label: e.currentTarget.value })}
              maw={360}
            />
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
              <NativeSelect
                label={texts.amountKind}
                data={options(texts.amountKinds)}
                value={item.amountKind}
                error={item.amountKind === 'balance' ? errorAt(errors, `${at}.amount`) : undefined}
                onChange={(e) => set(i, { amountKind: e.currentTarget.value as AmountKind })}
              />
              {item.amountKind !== 'balance' && (
                <TextInput
                  label={item.amountKind === 'fixed' ? texts.amount(currency) : texts.percent}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={20}
                  value={item.amount}
                  error={errorAt(errors, `${at}.amount`)}
                  onChange={(e) => set(i, { amount: e.currentTarget.value })}
                />
              )}
              <NativeSelect
                label={texts.dueKind}
                data={options(dueKinds)}
                value={item.dueKind}
                onChange={(e) => set(i, { dueKind: e.currentTarget.value as DueKind })}
              />
              {item.dueKind === 'fixed-date' && (
                <TextInput
                  type="date"
                  label={texts.date}
                  value={item.date}
                  error={errorAt(errors, `${at}.due`)}
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
                  error={errorAt(errors, `${at}.due`)}
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
