import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** What will appear here, and how it gets here. */
  children: ReactNode;
  /** A real next step, if there is one; never a disabled stand-in. */
  action?: ReactNode;
};

/** A page or section with nothing to show yet, saying so plainly. */
export function EmptyState({ title, children, action }: Props) {
  return (
    <Card withBorder padding="xl" ta="center">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {children}
      </Text>
      {action && (
        <Group justify="center" mt="md">
          {action}
        </Group>
      )}
    </Card>
  );
}
