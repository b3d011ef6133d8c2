import type { Job } from '@focal/contracts';
import type { JobBoardColumn } from '../api/get-job-board';
import type { Transition } from '../api/transition-job';

/** The transition a drop onto a column asks for (null: a lost or won stage asks first; the same status is no move). */
export function dropTransition(record: Job, column: JobBoardColumn): Transition | null {
  if (column.leadStage)
    return column.leadStage.kind === 'open' ? { kind: 'stage', leadStageId: column.leadStage.id } : null;
  if (column.status === 'completed') return { kind: 'complete' };
  if (column.status === 'archived') return { kind: 'archive' };
  if (column.status === 'active' && record.status !== 'active') return { kind: 'reactivate' };
  return null;
}
