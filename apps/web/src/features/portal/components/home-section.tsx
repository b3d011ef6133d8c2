import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** The friendly sentence when there is nothing to list. */
  empty: string;
  count: number;
  children: ReactNode;
};

/** One section of the portal's home: its heading, then its rows as a list, or why there are none. */
export function HomeSection({ title, empty, count, children }: Props) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {count === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {children}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
