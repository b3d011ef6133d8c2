import { useDroppable } from '@dnd-kit/core';
import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { JobStage } from '@focal/contracts';
import type { JobBoardColumn } from '../api/get-job-board';
import type { JobFilters } from '../api/query-keys';
import { useColumnMore } from '../hooks/use-column-more';
import { boardMessages, listMessages as texts } from '../messages';
import { BoardCard } from './board-card';
import classes from './board-column.module.css';

type Props = { stage: JobStage; column: JobBoardColumn; filters: JobFilters };

/** A column of the board: its count, its cards, and "Load more" for its next keyset page. */
export function BoardColumn({ stage, column, filters }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: column.key, data: { column } });
  const { items, cursor, loading, loadMore } = useColumnMore(stage, column, filters);

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      bg={isOver ? 'var(--mantine-color-focal-0)' : 'var(--mantine-color-gray-0)'}
      className={classes.column}
      component="section"
      aria-label={boardMessages.label(column.title, column.count)}
    >
      <Stack gap="sm">
        <Title order={2} size="h5">
          {column.title}{' '}
          <Badge variant="light" color="gray" ml={4}>
            {column.count}
          </Badge>
        </Title>
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {boardMessages.empty}
          </Text>
        )}
        {items.map((record) => (
          <BoardCard key={record.id} record={record} columnKey={column.key} />
        ))}
        {cursor && (
          <Button variant="subtle" size="compact-sm" loading={loading} onClick={() => void loadMore()}>
            {texts.loadMore}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
