import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { dashboardMessages } from '../messages';

/** The shape of what is next while it loads, so nothing jumps when it arrives. */
export function DashboardSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy aria-label={dashboardMessages.loading}>
      <Card withBorder padding="lg">
        <Skeleton height={20} width="40%" mb="md" />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={14} mb="sm" />
        ))}
      </Card>
      <Stack gap="lg">
        {[0, 1].map((card) => (
          <Card key={card} withBorder padding="lg">
            <Skeleton height={20} width="60%" mb="md" />
            <Skeleton height={14} mb="sm" />
            <Skeleton height={14} />
          </Card>
        ))}
      </Stack>
    </SimpleGrid>
  );
}
