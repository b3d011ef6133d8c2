import type { JobSession } from '@focal/contracts/calendar';
import type { Job, JobProfile } from '@focal/contracts';
import type { JobBoardColumn } from '../api/get-job-board';

/** A lead or job as the server sends it, with what a test cares about. */
export function record(overrides: Partial<Job> = {}): Job {
  return {
    id: 'b1b1b1b1-0000-4000-8000-000000000001',
    stage: 'lead',
    status: 'active',
    leadStage: { id: 'st-new', name: 'New inquiry', kind: 'open' },
    lostReason: null,
    jobType: { id: 'jt-wed', name: 'Wedding', colour: '#e64980' },
    name: 'Anna & Ben: Wedding',
    mainDate: '2027-06-12',
    valueCents: 250000,
    notes: '',
    customFields: {},
    clients: [{ id: 'c1', displayName: 'Anna & Ben' }],
    nextSession: null,
    activatedAt: null,
    convertedAt: null,
    completedAt: null,
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    limited: false,
    ...overrides,
  };
}

export const limitedRecord = (id = 'b1b1b1b1-0000-4000-8000-00000000000f') =>
  record({
    id,
    stage: 'job',
    name: 'Job cannot be viewed due to plan limit',
    clients: [],
    jobType: null,
    mainDate: null,
    valueCents: null,
    leadStage: null,
    limited: true,
  });

export const STAGES = [
  { id: 'st-new', name: 'New inquiry', kind: 'open' as const, position: 0, leadCount: 1 },
  { id: 'st-contacted', name: 'Contacted', kind: 'open' as const, position: 1, leadCount: 0 },
  { id: 'st-booked', name: 'Booked', kind: 'won' as const, position: 2, leadCount: 0 },
  { id: 'st-lost', name: 'Lost', kind: 'lost' as const, position: 3, leadCount: 0 },
];
export const JOB_TYPES = [
  { id: 'jt-wed', name: 'Wedding', colour: '#e64980', position: 0, archived: false, jobCount: 1 },
  { id: 'jt-por', name: 'Portrait', colour: '#228be6', position: 1, archived: false, jobCount: 0 },
];

export function leadColumns(items: Job[]): JobBoardColumn[] {
  return STAGES.map((s) => ({
    key: s.id,
    title: s.name,
    leadStage: { id: s.id, name: s.name, kind: s.kind },
    status: null,
    count: items.filter((r) => r.leadStage?.id === s.id).length,
    items: items.filter((r) => r.leadStage?.id === s.id),
    nextCursor: null,
  }));
}

export function profile(job: Job, overrides: Partial<JobProfile> = {}): JobProfile {
  return {
    job,
    upgradeBanner: null,
    actions:
      job.stage === 'lead'
        ? ['EDIT', 'MOVE_STAGE', 'MARK_LOST', 'CONVERT', 'ARCHIVE', 'MOVE_COMPANY']
        : ['EDIT', 'COMPLETE', 'ARCHIVE', 'MOVE_COMPANY'],
    counts: { sessions: 0, tasks: 0, openTasks: 0, files: 0, emails: 0, documents: 0 },
    ...overrides,
  };
}

/** A timed session of the record above, as the sessions route sends it. */
export function jobSession(overrides: Partial<JobSession> = {}): JobSession {
  return {
    id: 's1',
    jobId: 'b1b1b1b1-0000-4000-8000-000000000001',
    name: 'Engagement shoot',
    startsAt: '2026-06-02T09:00:00.000Z',
    endsAt: '2026-06-02T11:00:00.000Z',
    allDay: false,
    location: null,
    address: {},
    notes: '',
    doubleBooked: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
