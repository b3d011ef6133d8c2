import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import type { Job } from '@focal/contracts';
import { jobPath } from '../../../shared/paths';
import { IconGripVertical } from '../../../shared/ui/icons';
import { formatDay, useJobFormat } from '../lib/format';
import { boardMessages, listMessages as texts } from '../messages';
import { JobTypeDot } from './job-type-dot';
import { AppAnchor } from '../../../shared/ui/app-anchor';

/**
 * A record on the board: dragged by the pointer anywhere on it, or with the keyboard from its handle
 * (Space, the arrows, Space). The handle is the one control that drags, so the name stays a plain
 * link (no link inside a button).
 */
export function BoardCard({ record, columnKey }: { record: Job; columnKey: string }) {
  const format = useJobFormat();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
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
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="sm"
        pos="absolute"
        top={6}
        right={6}
        {...attributes}
        onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        aria-label={boardMessages.move(record.name)}
      >
        <IconGripVertical size={14} aria-hidden />
      </ActionIcon>
      <Stack gap={4} pr={24}>
        <AppAnchor to={jobPath(record.stage, record.id)} fw={500} size="sm">
          {record.name}
        </AppAnchor>
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
