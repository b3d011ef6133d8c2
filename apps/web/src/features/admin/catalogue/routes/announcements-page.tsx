import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { PageHeader } from '../../../../shared/ui/page-header';

/** Stub: the console routes here; the real page follows in this part (W2). */
export function AnnouncementsPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Announcements" description="Banners per platform variant and audience." />
      <EmptyState title="No announcements yet">Announcements you create appear here.</EmptyState>
    </Stack>
  );
}
