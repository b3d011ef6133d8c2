import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useBackgroundTasks } from '../hooks/use-background-tasks';
import { backgroundTaskMessages as texts } from '../messages';

// A banner and its dialogs load with the first task to show: most pages open with none, and the
// frame's first paint should not wait for them.
const TaskBanner = lazy(() => import('./task-banner').then((m) => ({ default: m.TaskBanner })));

/** The frame's background-task banners (spec 01 §4.8), above the page; nothing when there are none. */
export function BackgroundTaskBanners() {
  const { data } = useBackgroundTasks();
  const banners = data?.banners ?? [];
  if (banners.length === 0) return null;
  // The list shows once its banners' code is there, not empty before.
  return (
    <Suspense fallback={null}>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        mb="md"
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={texts.region}
        aria-live="polite"
      >
        {banners.map((banner) => (
          <TaskBanner key={banner.id} banner={banner} />
        ))}
      </Stack>
    </Suspense>
  );
}
