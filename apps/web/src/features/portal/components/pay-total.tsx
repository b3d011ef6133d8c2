import { Group, Stack, Text } from '@mantine/core';
import type { CardCharge } from '@focal/contracts/payment-settings';
import { surchargePercentText } from '@focal/contracts/payment-settings';
import { formatMoney } from '../../../shared/format/format-money';
import { portalMessages } from '../messages';

const texts = portalMessages.pay;

type Props = { charge: CardCharge; surchargeBasisPoints: number; currency: string };

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * What the card will be charged, before the Pay button: the amount, the card surcharge and the tip
 * when there are any, and the total. Announced as it changes, so a screen reader hears the new total.
 */
export function PayTotal({ charge, surchargeBasisPoints, currency }: Props) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Stack gap={4} aria-live="polite" aria-label={texts.summary} role="group">
      <Line label={texts.amountLine} value={money(charge.amountMinor)} />
      {surchargeBasisPoints > 0 && (
        <Line
          label={texts.surcharge(surchargePercentText(surchargeBasisPoints))}
          value={money(charge.surchargeMinor)}
        />
      )}
      {charge.tipMinor > 0 && <Line label={texts.tipLine} value={money(charge.tipMinor)} />}
      <Line label={texts.total} value={money(charge.totalMinor)} strong />
    </Stack>
  );
}
