import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a console page. */
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
