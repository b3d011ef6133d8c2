import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { formatDateInZone } from '../../../shared/format/format-date';
import { IconLayoutDashboard } from '../../../shared/ui/icons';
import { dashboardMessages as texts } from '../messages';
import { TonalChip } from '../../../shared/ui/tonal-chip';

export function DashboardPage() {
  const { profile, authorizedCompany, subscription } = useBootstrap();
  const plan = subscription.currentPlan;
  const accessTill = plan?.accessTill ?? subscription.accessTill;
  const until = accessTill ? formatDateInZone(accessTill, authorizedCompany.timeZone, 'long') : null;

  return (
    <Stack gap="xl">
      <PageHeader title={texts.welcome(profile.firstName)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            {texts.studio}
          </Text>
          <Text fw={600} size="lg">
            {authorizedCompany.name}
          </Text>
        </Card>
        <Card withBorder padding="lg">
          <Text size="sm" c="dimmed">
            {texts.plan}
          </Text>
          <Group gap="xs">
            <Text fw={600} size="lg">
              {plan?.planName ?? texts.noPlan}
            </Text>
            {plan?.subscriptionType === 'TRIAL' && <TonalChip theme="info" text={texts.trial} />}
          </Group>
          {plan && until && (
            <Text size="sm">
              {plan.subscriptionType === 'TRIAL' ? texts.trialEnds(until) : texts.accessTill(until)}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <EmptyState title={texts.emptyTitle} icon={IconLayoutDashboard}>
        {texts.empty}
      </EmptyState>
    </Stack>
  );
}
