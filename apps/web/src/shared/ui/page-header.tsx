import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  /** Controls beside the title (right-aligned; below it on narrow screens). */
  actions?: ReactNode;
};

/** The top of a page in the signed-in area: its one heading, a line about it, its actions. */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <Group component="header" justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  );
}
