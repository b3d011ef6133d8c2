import type { Invoice } from '@focal/contracts/invoices/api';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/format-money';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { formatDay } from '../lib/format';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.view;
const chipTheme = {
  paid: 'primary',
  overdue: 'danger',
  due: 'warn',
  upcoming: 'default',
  unscheduled: 'default',
} as const;

/** The instalments as of today (the server's): each amount, its due day and state, what was paid. */
export function Instalments({ invoice }: { invoice: Invoice }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  if (invoice.instalments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={texts.instalments}>
      <Text fw={700}>{texts.instalments}</Text>
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
            <Text size="sm" fw={600}>
              {item.label || invoicesMessages.editor.instalment(i + 1)}
            </Text>
            <Text size="sm" c="dimmed">
              {item.dueOn ? texts.dueOn(formatDay(item.dueOn)) : texts.dueWhenKnown}
            </Text>
            {invoice.status !== 'draft' && invoice.status !== 'void' && (
              <Group gap="xs">
                <TonalChip text={texts.instalmentStates[item.state]} theme={chipTheme[item.state]} />
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
