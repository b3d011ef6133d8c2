import type { Invoice, InvoiceState } from '@focal/contracts/invoices/api';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatCalendarDay } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import { TonalChip } from '../ui/tonal-chip';
import { documentEditorMessages, documentInstalmentMessages as texts } from './messages';

const themes = {
  paid: 'primary',
  overdue: 'danger',
  due: 'warn',
  upcoming: 'default',
  unscheduled: 'default',
} as const;


type Props = {
  invoice: { instalments: Invoice['instalments']; currency: string; status: InvoiceState };
  label: string;
  /** The label as a title (the client's view); else bold text. */
  heading?: boolean;
};

/** An invoice's instalments as of today (the server's): amount, due day, state, what was paid. */
export function InstalmentList({ invoice, label, heading }: Props) {
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  if (invoice.instalments.length === 0) return null;
  // A draft's or a void invoice's instalments have no state to show.
  const states = invoice.status !== 'draft' && invoice.status !== 'void';
  return (
    <Stack
      gap="xs"
      component="section"
      aria-label={heading ? undefined : label}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? (
        <Title order={3} size="h5" id={headingId}>
          {label}
        </Title>
      ) : (
        <Text fw={700}>{label}</Text>
      )}
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
              {item.label || documentEditorMessages.schedule.instalment(i + 1)}
            </Text>
            <Text size="sm" c="dimmed">
              {item.dueOn ? texts.dueOn(formatCalendarDay(item.dueOn)) : texts.whenKnown}
            </Text>
            {states && (
              <Group gap="xs">
                <TonalChip text={texts.states[item.state]} theme={themes[item.state]} />
                {item.paidMinor > 0 && item.state !== 'paid' && (
                  <Text size="xs" c="dimmed">
                    {texts.paid(money(item.paidMinor))}
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
