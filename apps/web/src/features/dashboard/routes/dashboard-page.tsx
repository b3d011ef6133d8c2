import { Grid, Stack, Title } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { NewMenuTrigger } from '../components/new-menu-trigger';
import { PlanCard } from '../components/plan-card';
import { WhatsNext } from '../components/whats-next';
import { dashboardMessages as texts } from '../messages';

/**
 * `/`: what is next (this week's sessions, leads waiting for a reply, jobs without a date), '+ New',
 * and the studio's plan. No calendar library here: the page stays light on a phone.
 */
export function DashboardPage() {
  const { profile } = useBootstrap();
  const dashboard = useDashboard();
  return (
    <Stack gap="xl">
      <PageHeader title={texts.welcome(profile.firstName)} actions={<NewMenuTrigger />} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {texts.whatsNext}
            </Title>
            <QueryState
              query={dashboard}
              loading={<DashboardSkeleton />}
              failed={texts.failed}
              retry={texts.retry}
            >
              {(data) => <WhatsNext dashboard={data} />}
            </QueryState>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 1, lg: 2 }}>
          <PlanCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
