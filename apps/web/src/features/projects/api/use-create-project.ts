import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { projectKeys } from './query-keys';
import type { NewProjectBody, ProjectRecord } from './types';
import { JOBS_URL } from './urls';

/**
 * Creates a lead or job with its sessions in one request. At the plan's active-jobs limit the
 * server answers AccessLimitation, and the error catalogue opens the upgrade frame.
 */
export function useCreateProject() {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProjectBody) => apiFetch<ProjectRecord>(JOBS_URL, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all(companyId) }),
  });
}
