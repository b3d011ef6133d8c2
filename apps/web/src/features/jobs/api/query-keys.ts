import type { JobStage, ListJobsQuery } from '@focal/contracts';

/** The list's filters, as the address keeps them and the list and board send them. */
export type JobFilters = Pick<
  ListJobsQuery,
  'search' | 'jobTypeId' | 'leadStageId' | 'status' | 'from' | 'to'
>;

/** Every query is keyed by company, so a company switch never shows another's records. */
export const jobKeys = {
  all: (companyId: string) => ['jobs', companyId] as const,
  list: (companyId: string, stage: JobStage, filters: JobFilters) =>
    ['jobs', companyId, 'list', stage, filters] as const,
  board: (companyId: string, stage: JobStage, filters: JobFilters) =>
    ['jobs', companyId, 'board', stage, filters] as const,
  profile: (companyId: string, id: string) => ['jobs', companyId, 'profile', id] as const,
  part: (companyId: string, id: string, part: string) => ['jobs', companyId, 'profile', id, part] as const,
};
