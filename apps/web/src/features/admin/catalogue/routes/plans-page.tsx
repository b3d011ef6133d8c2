import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { PageHeader } from '../../../../shared/ui/page-header';

/** Stub: the console routes here; the real page follows in this part (W2). */
export function PlansPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Plans" description="The catalogue's limits and prices." />
      <EmptyState title="No plans">The plan catalogue appears here.</EmptyState>
    </Stack>
  );
}
