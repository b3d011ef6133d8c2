import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of a page: a section named by its heading (settings, My profile, the console). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
