import type { QuoteAddOn } from '@focal/contracts/quotes/content';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { NumericInput } from '../../../shared/ui/numeric-input/numeric-input';
import { documentMessages } from '../messages';

const texts = documentMessages.quote;

type Props = {
  addOns: readonly QuoteAddOn[];
  currency: string;
  /** One quantity per add-on, in the quote's order. */
  value: readonly number[];
  onChange: (quantities: number[]) => void;
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(n)));

/**
 * The add-ons, each with a quantity the client sets within the studio's bounds: typed, stepped with
 * the arrow keys or the step buttons; the total follows each whole number in range.
 */
export function AddOnChoice({ addOns, currency, value, onChange }: Props) {
  const set = (index: number, quantity: number | null) => {
    const addOn = addOns[index]!;
    if (quantity === null) return;
    const next = [...value];
    next[index] = clamp(quantity, addOn.minQuantity, addOn.maxQuantity);
    if (next[index] !== value[index]) onChange(next);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="document-add-ons">
      <Title order={3} size="h5" id="document-add-ons">
        {texts.addOns}
      </Title>
      {addOns.map((addOn, i) => (
        <Group
          key={i}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          data-testid="add-on"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 8 }}
        >
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {addOn.name}
            </Text>
            {addOn.description && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {addOn.description}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {texts.addOnEach(formatMoney(addOn.unitPriceMinor, currency))} ·{' '}
              {texts.addOnRange(addOn.minQuantity, addOn.maxQuantity)}
            </Text>
          </Stack>
          <NumericInput
            aria-label={texts.quantityOf(addOn.name)}
            defaultValue={value[i] ?? addOn.defaultQuantity}
            onChange={(quantity) => set(i, quantity)}
            min={addOn.minQuantity}
            max={addOn.maxQuantity}
            decimals={0}
            resetIfEmpty
            stepButtons
            w={96}
            style={{ flexShrink: 0 }}
          />
        </Group>
      ))}
    </Stack>
  );
}
