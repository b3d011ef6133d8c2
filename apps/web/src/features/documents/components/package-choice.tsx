import { CHOICE_TEXTS } from '@focal/contracts/quotes/choice';
import type { PickAndChooseContent, QuotePackage } from '@focal/contracts/quotes/content';
import { Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { useId } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { quantityText } from '../lib/format';
import { documentMessages } from '../messages';

const texts = documentMessages.quote;
const heading = (
  <Title order={3} size="h5">
    {texts.packages}
  </Title>
);

type Props = {
  content: PickAndChooseContent;
  currency: string;
  /** Indexes of the packages chosen. */
  value: readonly number[];
  onChange: (packages: number[]) => void;
};

/** What a package card says: its name and price, its description and what it includes. */
function PackageBody({ pkg, currency, nameId }: { pkg: QuotePackage; currency: string; nameId: string }) {
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
          {pkg.name}
        </Text>
        <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatMoney(pkg.priceMinor, currency)}
        </Text>
      </Group>
      {pkg.description && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {pkg.description}
        </Text>
      )}
      {pkg.items.length > 0 && (
        <Text size="sm" component="ul" m={0} pl="md" aria-label={`${texts.includes}: ${pkg.name}`}>
          {pkg.items.map((item, i) => (
            <li key={i} style={{ overflowWrap: 'anywhere' }}>
              {item.quantityThousandths === 1000
                ? item.name
                : `${quantityText(item.quantityThousandths)} × ${item.name}`}
            </li>
          ))}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The packages as cards the client picks from: radios when one package is picked (arrow keys move
 * between them), checkboxes when several may be, the unchosen ones disabled once `picks.max` are.
 */
export function PackageChoice({ content, currency, value, onChange }: Props) {
  const id = useId();
  const { min, max } = content.picks;
  const nameId = (i: number) => `${id}-package-${i}`;

  if (max === 1) {
    return (
      <Radio.Group
        label={heading}
        description={texts.pick(min, max)}
        value={value[0] === undefined ? '' : String(value[0])}
        onChange={(next) => onChange([Number(next)])}
      >
        <Stack gap="sm" mt="xs">
          {content.packages.map((pkg, i) => (
            <Radio.Card key={i} value={String(i)} radius="md" p="md" aria-labelledby={nameId(i)}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={3} />
                <PackageBody pkg={pkg} currency={currency} nameId={nameId(i)} />
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  const count = value.length;
  return (
    <Checkbox.Group
      label={heading}
      description={`${texts.pick(min, max)} ${texts.picked(count, max)}`}
      error={count < min ? CHOICE_TEXTS.packages(min, max) : undefined}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
      maxSelectedValues={max}
    >
      <Stack gap="sm" mt="xs">
        {content.packages.map((pkg, i) => {
          const checked = value.includes(i);
          return (
            <Checkbox.Card
              key={i}
              value={String(i)}
              radius="md"
              p="md"
              aria-labelledby={nameId(i)}
              disabled={!checked && count >= max}
              opacity={!checked && count >= max ? 0.6 : 1}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox.Indicator mt={3} />
                <PackageBody pkg={pkg} currency={currency} nameId={nameId(i)} />
              </Group>
            </Checkbox.Card>
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}
