import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '../../../shared/ui/icons';
import type { TaxRateOption } from '../../../shared/documents/tax-picker';
import { emptyLine, type FieldErrors, type InvoiceDraft, type LineDraft } from '../lib/draft';
import { invoicesMessages } from '../messages';
import { LineEditor } from '../../../shared/documents/line-editor';

const texts = invoicesMessages.editor;

type Props = {
  draft: InvoiceDraft;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (change: (draft: InvoiceDraft) => InvoiceDraft) => void;
};

/** The invoice's lines, each with its own discount and taxes; "Add line" below them. */
export function EditorLines({ draft, currency, rates, errors, onChange }: Props) {
  const setLine = (i: number, part: Partial<LineDraft>) =>
    onChange((d) => ({ ...d, lines: d.lines.map((line, j) => (j === i ? { ...line, ...part } : line)) }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="invoice-lines">
      <Title order={2} size="h4" id="invoice-lines">
        {texts.lines}
      </Title>
      {errors.lines && (
        <Text size="sm" c="red.8" role="alert">
          {errors.lines}
        </Text>
      )}
      {draft.lines.map((line, i) => (
        <LineEditor
          key={line.key}
          line={line}
          index={i}
          currency={currency}
          rates={rates}
          errors={errors}
          onChange={(part) => setLine(i, part)}
          onRemove={() => onChange((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }))}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange((d) => ({ ...d, lines: [...d.lines, emptyLine()] }))}
        >
          {texts.addLine}
        </Button>
      </Group>
    </Stack>
  );
}
