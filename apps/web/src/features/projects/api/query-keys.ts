import type { JobStage, ListJobsQuery } from '@focal/contracts';

/** The list's filters, as the address keeps them and the list and board send them. */
export type ProjectFilters = Pick<
  ListJobsQuery,
  'search' | 'jobTypeId' | 'leadStageId' | 'status' | 'from' | 'to'
>;

/** Every query is keyed by company, so a company switch never shows another's records. */
export const projectKeys = {
  all: (companyId: string) => ['projects', companyId] as const,
  list: (companyId: string, stage: JobStage, filters: ProjectFilters) =>
    ['projects', companyId, 'list', stage, filters] as const,
  board: (companyId: string, stage: JobStage, filters: ProjectFilters) =>
    ['projects', companyId, 'board', stage, filters] as const,
  profile: (companyId: string, id: string) => ['projects', companyId, 'profile', id] as const,
  part: (companyId: string, id: string, part: string) =>
    ['projects', companyId, 'profile', id, part] as const,
};
