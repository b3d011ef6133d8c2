import { Stack } from '@mantine/core';
import { useBackgroundTasks } from '../hooks/use-background-tasks';
import { backgroundTaskMessages as texts } from '../messages';
import { TaskBanner } from './task-banner';

/** The frame's background-task banners (spec 01 §4.8), above the page; nothing when there are none. */
export function BackgroundTaskBanners() {
  const { data } = useBackgroundTasks();
  const banners = data?.banners ?? [];
  if (banners.length === 0) return null;
  return (
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
  );
}
