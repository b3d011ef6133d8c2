import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CustomField, CustomFieldEntity, JobType } from '@focal/contracts/studio-lists';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../bootstrap/get-bootstrap';
import { apiFetch } from '../http/client';

/**
 * The company's lists (job types, lead pipeline, custom fields), read whole by whoever shows or
 * picks them; the settings pages (features/studio-lists) invalidate these keys after a change.
 * Keyed by company: a company switch never shows another's lists.
 */
export const studioListKeys = {
  all: (companyId: string) => ['studio-lists', companyId] as const,
  jobTypes: (companyId: string) => ['studio-lists', companyId, 'job-types'] as const,
  leadStages: (companyId: string) => ['studio-lists', companyId, 'lead-stages'] as const,
  customFields: (companyId: string) => ['studio-lists', companyId, 'custom-fields'] as const,
};

const useCompanyId = () => useBootstrap().authorizedCompany.id;
// The lists change only from the settings pages, which invalidate them: no refetch on every mount.
const STALE_MS = 5 * 60_000;

/** Every job type in order, archived ones included (`archived`): see `jobTypeChoices`. */
export function useJobTypes() {
  return useQuery({
    queryKey: studioListKeys.jobTypes(useCompanyId()),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listJobTypes, { signal }),
    staleTime: STALE_MS,
  });
}

/** The pipeline's stages in order (open, won and lost stages as the company arranged them). */
export function useLeadStages() {
  return useQuery({
    queryKey: studioListKeys.leadStages(useCompanyId()),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listLeadStages, { signal }),
    staleTime: STALE_MS,
  });
}

const ofEntity = {
  client: (fields: CustomField[]) => fields.filter((f) => f.entity === 'client'),
  job: (fields: CustomField[]) => fields.filter((f) => f.entity === 'job'),
};

/** The custom fields of clients or of leads and jobs, in order (one query holds both). */
export function useCustomFields(entity: CustomFieldEntity) {
  return useQuery({
    queryKey: studioListKeys.customFields(useCompanyId()),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listCustomFields, { signal }),
    select: ofEntity[entity],
    staleTime: STALE_MS,
  });
}

/**
 * The job types a record may pick: archived types are not offered for new records, but a record
 * that already has one keeps it (so its form still shows it).
 */
export const jobTypeChoices = (types: JobType[], currentId?: string | null) =>
  types.filter((t) => !t.archived || t.id === currentId);
