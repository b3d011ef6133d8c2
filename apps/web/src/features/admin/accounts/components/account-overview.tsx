import type { AdminAccountDetail } from '@focal/contracts/admin-console';
import { Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Section } from '../../../../shared/ui/section';
import { formatMoment } from '../../lib/format';
import { accountMessages as texts } from '../messages';
import { TonalChip } from '../../../../shared/ui/tonal-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** The user and the plan of the business account it owns. */
export function AccountOverview({ account }: { account: AdminAccountDetail }) {
  const { user, businessAccount: plan } = account;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Section title={texts.user}>
        <Group gap="xs" mb="sm">
          <TonalChip
            theme={user.confirmed ? 'primary' : 'warn'}
            text={user.confirmed ? texts.confirmed : texts.notConfirmed}
          />
        </Group>
        <SimpleGrid cols={2}>
          <Fact label={texts.created}>{formatMoment(user.createdAt)}</Fact>
          <Fact label={texts.country}>{user.country ?? texts.none}</Fact>
          <Fact label={texts.timeZone}>{user.timeZone ?? texts.none}</Fact>
          {user.disabledAt && <Fact label={texts.disabledAt}>{formatMoment(user.disabledAt)}</Fact>}
        </SimpleGrid>
      </Section>
      <Section title={texts.plan}>
        {plan ? (
          <SimpleGrid cols={2}>
            <Fact label={texts.tier}>{plan.planTier}</Fact>
            <Fact label={texts.status}>{plan.status}</Fact>
            <Fact label={texts.period}>{plan.billingPeriod}</Fact>
            <Fact label={texts.accessTill}>{formatMoment(plan.accessTill, texts.noEnd)}</Fact>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{texts.noBusinessAccount}</Text>
        )}
      </Section>
    </SimpleGrid>
  );
}
