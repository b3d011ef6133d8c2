import type { ProjectFilters, ProjectStage } from './types';

/** Every query is keyed by company, so a company switch never shows another's records. */
export const projectKeys = {
  all: (companyId: string) => ['projects', companyId] as const,
  list: (companyId: string, stage: ProjectStage, filters: ProjectFilters) =>
    ['projects', companyId, 'list', stage, filters] as const,
  board: (companyId: string, stage: ProjectStage, filters: ProjectFilters) =>
    ['projects', companyId, 'board', stage, filters] as const,
  profile: (companyId: string, id: string) => ['projects', companyId, 'profile', id] as const,
  part: (companyId: string, id: string, part: string) =>
    ['projects', companyId, 'profile', id, part] as const,
};
