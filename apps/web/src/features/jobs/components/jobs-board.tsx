import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Group, ScrollArea, Text } from '@mantine/core';
import { useState } from 'react';
import type { Job, JobStage } from '@focal/contracts';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryState } from '../../../shared/ui/query-state';
import { type JobBoardColumn, useJobBoard } from '../api/get-job-board';
import type { JobFilters } from '../api/query-keys';
import { type Transition, useTransitionJob } from '../api/transition-job';
import { columnKeys } from '../lib/column-keys';
import { dropTransition } from '../lib/drop-transition';
import { boardMessages, listMessages as texts } from '../messages';
import { BoardColumn } from './board-column';
import { LostReasonDialog } from './lost-reason-dialog';

type Props = { kind: JobStage; filters: JobFilters };
type Pending = { record: Job; column: JobBoardColumn };

/**
 * The board: a column per pipeline stage (leads) or status (jobs). Dropping a card moves it through
 * the record's transition routes; onto a lost stage it asks the reason, onto the won stage it
 * confirms the conversion to a job.
 */
export default function JobsBoard({ kind, filters }: Props) {
  // The board's columns are the stages or statuses: the list's stage/status filter does not apply.
  const { leadStageId: _stage, status: _status, ...own } = filters;
  const query = useJobBoard(kind, own);
  const transition = useTransitionJob();
  const [lost, setLost] = useState<Pending | null>(null);
  const [won, setWon] = useState<Pending | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeys }),
  );

  const run = (record: Job, column: JobBoardColumn, step: Transition) =>
    transition.mutate(
      { id: record.id, transition: step },
      {
        onSuccess: () => notifySuccess(boardMessages.moved(record.name, column.title)),
        onError: (error) => handleApiError(error),
        onSettled: () => {
          setLost(null);
          setWon(null);
        },
      },
    );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = active.data.current as { record: Job; from: string } | undefined;
    const column = over?.data.current?.column as JobBoardColumn | undefined;
    if (!from || !column || column.key === from.from) return;
    if (column.leadStage?.kind === 'lost') return setLost({ record: from.record, column });
    if (column.leadStage?.kind === 'won') return setWon({ record: from.record, column });
    const step = dropTransition(from.record, column);
    if (step) run(from.record, column, step);
  };

  return (
    <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
      {(data) => (
        <>
          <Text size="xs" c="dimmed" id="board-hint">
            {boardMessages.dragHint}
          </Text>
          <DndContext sensors={sensors} onDragEnd={onDragEnd}>
            <ScrollArea type="auto" offsetScrollbars>
              <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
                {data.columns.map((column) => (
                  <BoardColumn
                    key={`${column.key}:${query.dataUpdatedAt}`}
                    stage={kind}
                    column={column}
                    filters={own}
                  />
                ))}
              </Group>
            </ScrollArea>
          </DndContext>
          <LostReasonDialog
            key={lost?.record.id ?? 'none'}
            opened={lost !== null}
            loading={transition.isPending}
            onClose={() => setLost(null)}
            onConfirm={(reason) =>
              lost && run(lost.record, lost.column, { kind: 'lost', reason, leadStageId: lost.column.key })
            }
          />
          <ConfirmDialog
            opened={won !== null}
            title={boardMessages.convertTitle}
            text={boardMessages.convertText(won?.record.name ?? '')}
            confirmLabel={boardMessages.convertConfirm}
            loading={transition.isPending}
            onClose={() => setWon(null)}
            onConfirm={() => won && run(won.record, won.column, { kind: 'convert' })}
          />
        </>
      )}
    </QueryState>
  );
}
