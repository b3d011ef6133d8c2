import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of My profile, named by its heading (the look of the company profile's sections). */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
