import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import type { ReactNode } from 'react';
import { type Icon, IconInbox } from './icons';

type Props = {
  title: ReactNode;
  /** What will appear here, and how it gets here. */
  children: ReactNode;
  /** The kind of thing this page holds (the navigation's icon for it, where it has one). */
  icon?: Icon;
  /** A real next step, if there is one; never a disabled stand-in. */
  action?: ReactNode;
};

/** A page or section with nothing to show yet: what it will hold, and the button that starts it. */
export function EmptyState({ title, children, icon: Glyph = IconInbox, action }: Props) {
  return (
    <Card withBorder padding="xl" ta="center">
      <ThemeIcon variant="light" size={56} radius="xl" mx="auto" mb="md" aria-hidden>
        <Glyph size={28} stroke={1.6} focusable={false} />
      </ThemeIcon>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" mt="xs" maw={480} mx="auto">
        {children}
      </Text>
      {action && (
        <Group justify="center" mt="lg">
          {action}
        </Group>
      )}
    </Card>
  );
}
