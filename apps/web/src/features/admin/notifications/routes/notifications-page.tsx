import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { PageHeader } from '../../../../shared/ui/page-header';

/** Stub: the console routes here; the real page follows in this part (W2). */
export function NotificationsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="System notifications" description="Bars and popups shown to users in the app." />
      <EmptyState title="No notifications yet">Notifications you create appear here.</EmptyState>
    </Stack>
  );
}
