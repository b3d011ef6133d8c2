import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  heading: ReactNode;
  /** Under the heading: a string shows as the page's dimmed introduction; anything else as given. */
  intro?: ReactNode;
  children?: ReactNode;
  gap?: 'md' | 'lg';
};

/** What a public page puts in the public layout's card: its one heading, an introduction, the body. */
export function AuthCard({ heading, intro, children, gap = 'lg' }: Props) {
  return (
    <Stack gap={gap}>
      <div>
        <Title order={1} size="h2">
          {heading}
        </Title>
        {typeof intro === 'string' ? (
          <Text c="dimmed" mt={4}>
            {intro}
          </Text>
        ) : (
          intro
        )}
      </div>
      {children}
    </Stack>
  );
}
