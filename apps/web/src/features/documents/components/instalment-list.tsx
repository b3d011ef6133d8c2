import { Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { PublicInvoice } from '../api/get-public-document';
import { formatDay } from '../lib/format';
import { documentMessages } from '../messages';

const texts = documentMessages.invoice;
const themes = {
  paid: 'primary',
  overdue: 'danger',
  due: 'warn',
  upcoming: 'default',
  unscheduled: 'default',
} as const;

/** The invoice's instalments as of today (the server's): amount, due day, state, what was paid. */
export function InstalmentList({ invoice }: { invoice: PublicInvoice }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  if (invoice.instalments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="document-instalments">
      <Title order={3} size="h5" id="document-instalments">
        {texts.instalments}
      </Title>
      {invoice.instalments.map((item, i) => (
        <Group
          key={i}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          data-testid="instalment"
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.label || texts.instalment(i + 1)}
            </Text>
            <Text size="sm" c="dimmed">
              {item.dueOn ? texts.dueOn(formatDay(item.dueOn)) : texts.whenKnown}
            </Text>
            {invoice.status !== 'void' && (
              <Group gap="xs">
                <TonalChip text={texts.instalmentStates[item.state]} theme={themes[item.state]} />
                {item.paidMinor > 0 && item.state !== 'paid' && (
                  <Text size="xs" c="dimmed">
                    {texts.instalmentPaid(money(item.paidMinor))}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {money(item.amountMinor)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
