import { useDraggable } from '@dnd-kit/core';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { projectPath } from '../../../shared/paths';
import type { ProjectRecord } from '../api/types';
import { formatDay, useProjectFormat } from '../lib/format';
import { listMessages as texts } from '../messages';
import { JobTypeDot } from './job-type-dot';

/** A record on the board: dragged by its body (pointer or keyboard: space, arrows, space). */
export function BoardCard({ record, columnKey }: { record: ProjectRecord; columnKey: string }) {
  const format = useProjectFormat();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: record.id,
    data: { record, from: columnKey },
    // Spec 01 §8: a job past the plan's limit cannot be edited, so it cannot be moved either.
    disabled: record.limited,
  });
  const style = transform
    ? {
        transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`,
        zIndex: 2,
        position: 'relative' as const,
      }
    : undefined;

  if (record.limited) {
    return (
      <Card withBorder padding="sm">
        <Text size="sm" c="dimmed">
          {texts.limited}
        </Text>
      </Card>
    );
  }
  return (
    <Card
      withBorder
      padding="sm"
      ref={setNodeRef}
      style={{ ...style, opacity: isDragging ? 0.8 : 1, cursor: 'grab' }}
      {...attributes}
      {...listeners}
      aria-label={record.name}
    >
      <Stack gap={4}>
        <Anchor component={Link} to={projectPath(record.stage, record.id)} fw={500} size="sm">
          {record.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {record.clients.map((c) => c.displayName).join(', ')}
        </Text>
        <Group justify="space-between" gap="xs">
          <JobTypeDot type={record.jobType} />
          <Text size="xs">{record.mainDate ? formatDay(record.mainDate) : ''}</Text>
        </Group>
        {record.valueCents !== null && <Text size="xs">{format.money(record.valueCents)}</Text>}
      </Stack>
    </Card>
  );
}
