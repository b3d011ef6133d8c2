import type { MoneyOwed } from '@focal/contracts/invoices/owed';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { invoicePath, PAYMENTS_PATH } from '../../../shared/paths';
import { dashboardMessages } from '../messages';
import { AppAnchor } from '../../../shared/ui/app-anchor';

const texts = dashboardMessages.money;
const TITLE_ID = 'dashboard-money';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * What the studio is owed (the server's sums over every issued invoice, not a page of them): overdue,
 * in all and due soon, then the longest overdue invoices, each a link to its page.
 */
export function MoneyCard({ money }: { money: MoneyOwed }) {
  const amount = (minor: number) => formatMoney(minor, money.currency);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h4" id={TITLE_ID} mb="sm">
        {texts.title}
      </Title>
      {money.open.count === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.nothingOwed}
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xl">
            <Figure
              label={texts.overdue(money.overdue.count)}
              value={amount(money.overdue.balanceMinor)}
              testId="money-overdue"
            />
            <Figure
              label={texts.open(money.open.count)}
              value={amount(money.open.balanceMinor)}
              testId="money-open"
            />
          </Group>
          {money.dueSoon.count > 0 && (
            <Text size="sm">{texts.dueSoon(money.dueSoon.count, money.dueSoonDays)}</Text>
          )}
          {money.overdueInvoices.length > 0 && (
            <Stack
              component="ul"
              gap={8}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={texts.overdueList}
            >
              {money.overdueInvoices.map((invoice) => (
                <Group component="li" key={invoice.id} gap="sm" wrap="nowrap" justify="space-between">
                  <div>
                    <AppAnchor to={invoicePath(invoice.id)} size="sm" fw={600}>
                      {invoice.number ?? invoice.title}
                    </AppAnchor>
                    <Text size="xs" c="dimmed">
                      {[
                        invoice.clientName ?? invoice.jobName,
                        texts.since(formatCalendarDay(invoice.overdueSince)),
                      ].join(' · ')}
                    </Text>
                  </div>
                  <Text size="sm" fw={600} c="red.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(invoice.balanceMinor, invoice.currency)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          <Anchor
            component={Link}
            to={money.overdue.count > 0 ? `${PAYMENTS_PATH}?filter=overdue` : PAYMENTS_PATH}
            size="sm"
          >
            {money.overdue.count > 0 ? texts.seeOverdue : texts.seeOpen}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}
