import { type Job, PlanLimitText } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { limitedJobIdsAmong } from './limited.ts';
import { type JobDetails, type JobRow, jobDetails } from './repo.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * A limited job in a list (spec 01 §8): 'Job cannot be viewed due to plan limit' in place of its
 * name, and none of its details; what it is (stage, status) and its dates stay so the row can sit
 * in its place.
 */
function limitedView(row: JobRow): Job {
  return {
    ...base(row),
    name: PlanLimitText.jobCannotBeViewed,
    limited: true,
  };
}

function base(row: JobRow): Job {
  return {
    id: row.id,
    stage: row.stage,
    status: row.status,
    leadStage: null,
    lostReason: null,
    jobType: null,
    name: row.name,
    mainDate: null,
    valueCents: null,
    notes: '',
    customFields: {},
    clients: [],
    nextSession: null,
    activatedAt: iso(row.activatedAt),
    convertedAt: iso(row.convertedAt),
    completedAt: iso(row.completedAt),
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    limited: false,
  };
}

function fullView(row: JobRow, details: JobDetails): Job {
  const stage = row.leadStageId ? details.leadStages.get(row.leadStageId) : undefined;
  const type = row.jobTypeId ? details.jobTypes.get(row.jobTypeId) : undefined;
  const next = details.nextSessions.get(row.id);
  return {
    ...base(row),
    leadStage: stage ? { id: stage.id, name: stage.name, kind: stage.kind } : null,
    lostReason: row.lostReason,
    jobType: type ? { id: type.id, name: type.name, colour: type.colour } : null,
    mainDate: row.mainDate,
    valueCents: row.valueCents,
    notes: row.notes,
    customFields: row.customFields,
    clients: details.clients.get(row.id) ?? [],
    nextSession: next
      ? {
          id: next.id,
          name: next.name,
          startsAt: next.startsAt.toISOString(),
          endsAt: next.endsAt.toISOString(),
          allDay: next.allDay,
        }
      : null,
  };
}

/** The records as the API shows them, limited ones without their details. */
export async function jobViews(db: Db, companyId: string, rows: JobRow[]): Promise<Job[]> {
  const limited = await limitedJobIdsAmong(
    db,
    companyId,
    rows.filter((r) => r.stage === 'job' && r.status === 'active').map((r) => r.id),
  );
  const open = rows.filter((r) => !limited.has(r.id));
  const details = await jobDetails(db, companyId, open);
  return rows.map((row) => (limited.has(row.id) ? limitedView(row) : fullView(row, details)));
}

/** One record as the API shows it (its caller has checked it is not limited). */
export async function jobView(db: Db, row: JobRow): Promise<Job> {
  return fullView(row, await jobDetails(db, row.companyId, [row]));
}
