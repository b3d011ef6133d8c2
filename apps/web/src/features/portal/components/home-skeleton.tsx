import { Paper, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { portalMessages } from '../messages';

/** The home's three sections while they load, so nothing jumps when they arrive. */
export function HomeSkeleton() {
  return (
    <Stack gap="md" aria-busy aria-label={portalMessages.home.loading} role="status">
      {[2, 2, 1].map((rows, section) => (
        <Paper key={section} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Skeleton height={22} width="40%" mb="md" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} height={40} mb="sm" />
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
