import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '../../../shared/ui/icons';
import type { AddOnDraft } from '../lib/draft';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { quotesMessages } from '../messages';
import { TaxPicker, type TaxRateOption } from '../../../shared/documents/tax-picker';

const texts = quotesMessages.editor;

type Props = {
  addOn: AddOnDraft;
  index: number;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (part: Partial<AddOnDraft>) => void;
  onRemove: () => void;
};

/** An add-on: a unit price and the quantities the client may choose, whole units. */
export function AddOnEditor({ addOn, index, currency, rates, errors, onChange, onRemove }: Props) {
  const at = `addOns.${index}`;
  const n = index + 1;
  const whole = (label: string, field: 'min' | 'max' | 'initial', path: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      value={addOn[field]}
      error={errorAt(errors, `${at}.${path}`)}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
    />
  );
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={texts.addOnN(n)} style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {texts.addOnN(n)}
          </Text>
          <ActionIcon variant="subtle" color="red.8" aria-label={texts.removeAddOn(n)} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={texts.name}
            withAsterisk
            maxLength={200}
            value={addOn.name}
            error={errorAt(errors, `${at}.name`)}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
          />
          <TextInput
            label={texts.unitPrice(currency)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={addOn.price}
            error={errorAt(errors, `${at}.unitPriceMinor`)}
            onChange={(e) => onChange({ price: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label={texts.description}
          rows={1}
          maxLength={2000}
          value={addOn.description}
          error={errorAt(errors, `${at}.description`)}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
        <SimpleGrid cols={3} spacing="xs">
          {whole(texts.minQuantity, 'min', 'minQuantity')}
          {whole(texts.maxQuantity, 'max', 'maxQuantity')}
          {whole(texts.defaultQuantity, 'initial', 'defaultQuantity')}
        </SimpleGrid>
        <TaxPicker
          rates={rates}
          value={addOn.taxes}
          error={errorAt(errors, `${at}.taxes`)}
          onChange={(taxes) => onChange({ taxes })}
        />
      </Stack>
    </Paper>
  );
}
