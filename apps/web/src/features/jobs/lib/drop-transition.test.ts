import { describe, expect, it } from 'vitest';
import type { JobBoardColumn } from '../api/get-job-board';
import { record } from '../test/fixtures';
import { dropTransition } from './drop-transition';

const stage = (id: string, kind: 'open' | 'won' | 'lost'): JobBoardColumn => ({
  key: id,
  title: id,
  leadStage: { id, name: id, kind },
  status: null,
  count: 0,
  items: [],
  nextCursor: null,
});
const status = (s: 'active' | 'completed' | 'archived'): JobBoardColumn => ({
  key: s,
  title: s,
  leadStage: null,
  status: s,
  count: 0,
  items: [],
  nextCursor: null,
});

describe('what a drop on the board asks the server', () => {
  it('an open stage moves the lead there; won and lost stages ask first', () => {
    expect(dropTransition(record(), stage('st-2', 'open'))).toEqual({ kind: 'stage', leadStageId: 'st-2' });
    expect(dropTransition(record(), stage('won', 'won'))).toBeNull();
    expect(dropTransition(record(), stage('lost', 'lost'))).toBeNull();
  });

  it('a job dropped on completed, archived or active completes, archives or reactivates it', () => {
    const job = record({ stage: 'job', leadStage: null });
    expect(dropTransition(job, status('completed'))).toEqual({ kind: 'complete' });
    expect(dropTransition(job, status('archived'))).toEqual({ kind: 'archive' });
    expect(dropTransition(job, status('active'))).toBeNull();
    expect(dropTransition({ ...job, status: 'completed' }, status('active'))).toEqual({ kind: 'reactivate' });
  });
});
