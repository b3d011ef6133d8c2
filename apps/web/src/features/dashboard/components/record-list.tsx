import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppAnchor } from '../../../shared/ui/app-anchor';

type RecordRow = { id: string; to: string; name: string; detail: ReactNode; colour: string | null };

type Props = {
  id: string;
  title: string;
  empty: string;
  rows: RecordRow[];
  /** Shown when the server counted more than the rows it sent. */
  more: { text: string; to: string } | null;
};

/** A short list of leads or jobs on the dashboard: each a link to its profile, with one detail. */
export function RecordList({ id, title, empty, rows, more }: Props) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {rows.map((row) => (
            <Group component="li" key={row.id} gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 8,
                    height: 8,
                    borderRadius: 4,
                    flex: 'none',
                    background: row.colour ?? 'var(--mantine-color-gray-5)',
                  }}
                />
                <AppAnchor to={row.to} size="sm" fw={600}>
                  {row.name}
                </AppAnchor>
              </Group>
              <Text size="xs" c="dimmed" ta="right">
                {row.detail}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {more && (
        <Anchor component={Link} to={more.to} size="sm" mt="sm" display="block">
          {more.text}
        </Anchor>
      )}
    </Card>
  );
}
