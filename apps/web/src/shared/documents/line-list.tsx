import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconPlus } from '../ui/icons';
import { emptyLine, type FieldErrors, type LineDraft } from './line-draft';
import { LineEditor } from './line-editor';
import { documentEditorMessages as texts } from './messages';
import type { TaxRateOption } from './tax-picker';

type Props = {
  /** The section's heading id ("quote-lines"). */
  id: string;
  lines: LineDraft[];
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (change: (lines: LineDraft[]) => LineDraft[]) => void;
  /** More ways to add a line, beside "Add line" (the catalogue). */
  children?: ReactNode;
};

/** A quote's or an invoice's lines, each with its own discount and taxes; "Add line" below them. */
export function LineList({ id, lines, currency, rates, errors, onChange, children }: Props) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {texts.lines}
      </Title>
      {errors.lines && (
        <Text size="sm" c="red.8" role="alert">
          {errors.lines}
        </Text>
      )}
      {lines.map((line, i) => (
        <LineEditor
          key={line.key}
          line={line}
          index={i}
          currency={currency}
          rates={rates}
          errors={errors}
          onChange={(part) => onChange((all) => all.map((x, j) => (j === i ? { ...x, ...part } : x)))}
          onRemove={() => onChange((all) => all.filter((_, j) => j !== i))}
        />
      ))}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange((all) => [...all, emptyLine()])}
        >
          {texts.addLine}
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
