import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateInZone } from '../format-date';
import { dashboardMessages as texts } from '../messages';

export function DashboardPage() {
  const { profile, authorizedCompany, subscription } = useBootstrap();
  const plan = subscription.currentPlan;
  const accessTill = plan?.accessTill ?? subscription.accessTill;
  const until = accessTill ? formatDateInZone(accessTill, authorizedCompany.timeZone) : null;

  return (
    <Stack gap="xl">
      <Title order={1}>{texts.welcome(profile.firstName)}</Title>
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
            {plan?.subscriptionType === 'TRIAL' && <Badge variant="light">{texts.trial}</Badge>}
          </Group>
          {plan && until && (
            <Text size="sm">
              {plan.subscriptionType === 'TRIAL' ? texts.trialEnds(until) : texts.accessTill(until)}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder padding="xl" ta="center">
        <Title order={2} size="h4">
          {texts.emptyTitle}
        </Title>
        <Text c="dimmed" mt="xs">
          {texts.empty}
        </Text>
      </Card>
    </Stack>
  );
}
