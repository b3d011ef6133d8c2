import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TaxRateOption } from './tax-picker';
import { errorAt, type FieldErrors, type LineDraft } from './line-draft';
import { documentEditorMessages } from './messages';
import { DiscountInput } from './discount-input';
import { TaxPicker } from './tax-picker';
import { IconTrash } from '../ui/icons';

const texts = documentEditorMessages;

type Props = {
  line: LineDraft;
  index: number;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (part: Partial<LineDraft>) => void;
  onRemove: () => void;
};

/** One line of a fixed quote or an invoice: what it is, how many at what price, its discount and taxes. */
export function LineEditor({ line, index, currency, rates, errors, onChange, onRemove }: Props) {
  const at = `lines.${index}`;
  const n = index + 1;
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={texts.line(n)} style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {texts.line(n)}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={texts.removeLine(n)} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <TextInput
          label={texts.name}
          withAsterisk
          maxLength={200}
          value={line.name}
          error={errorAt(errors, `${at}.name`)}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
        />
        <Textarea
          label={texts.description}
          rows={1}
          maxLength={2000}
          value={line.description}
          error={errorAt(errors, `${at}.description`)}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <TextInput
            label={texts.quantity}
            inputMode="decimal"
            autoComplete="off"
            maxLength={15}
            value={line.quantity}
            error={errorAt(errors, `${at}.quantityThousandths`)}
            onChange={(e) => onChange({ quantity: e.currentTarget.value })}
          />
          <TextInput
            label={texts.unitPrice(currency)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={line.price}
            error={errorAt(errors, `${at}.unitPriceMinor`)}
            onChange={(e) => onChange({ price: e.currentTarget.value })}
          />
          <DiscountInput
            label={texts.lineDiscount}
            currency={currency}
            kind={line.discountKind}
            value={line.discount}
            error={errorAt(errors, `${at}.discount`)}
            onChange={({ kind, value }) =>
              onChange({
                ...(kind && { discountKind: kind }),
                ...(value !== undefined && { discount: value }),
              })
            }
          />
        </SimpleGrid>
        <TaxPicker
          rates={rates}
          value={line.taxes}
          error={errorAt(errors, `${at}.taxes`)}
          onChange={(taxes) => onChange({ taxes })}
        />
      </Stack>
    </Paper>
  );
}
