import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconTrash } from '../../../shared/ui/icons';
import type { PackageDraft } from '../lib/draft';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { quotesMessages } from '../messages';
import { TaxPicker, type TaxRateOption } from '../../../shared/documents/tax-picker';

const texts = quotesMessages.editor;

type Props = {
  pkg: PackageDraft;
  index: number;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (part: Partial<PackageDraft>) => void;
  onRemove: () => void;
};

/** A package the client may pick: sold at its own price; its items are what it contains, as text. */
export function PackageEditor({ pkg, index, currency, rates, errors, onChange, onRemove }: Props) {
  const at = `packages.${index}`;
  const n = index + 1;
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={texts.packageN(n)} style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {texts.packageN(n)}
          </Text>
          <ActionIcon variant="subtle" color="red.8" aria-label={texts.removePackage(n)} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={texts.name}
            withAsterisk
            maxLength={200}
            value={pkg.name}
            error={errorAt(errors, `${at}.name`)}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
          />
          <TextInput
            label={texts.price(currency)}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={pkg.price}
            error={errorAt(errors, `${at}.priceMinor`)}
            onChange={(e) => onChange({ price: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label={texts.description}
          rows={1}
          maxLength={2000}
          value={pkg.description}
          error={errorAt(errors, `${at}.description`)}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
        <Textarea
          label={texts.items}
          description={texts.itemsHint}
          rows={2}
          value={pkg.items}
          error={errorAt(errors, `${at}.items`)}
          onChange={(e) => onChange({ items: e.currentTarget.value })}
        />
        <TaxPicker
          rates={rates}
          value={pkg.taxes}
          error={errorAt(errors, `${at}.taxes`)}
          onChange={(taxes) => onChange({ taxes })}
        />
      </Stack>
    </Paper>
  );
}
