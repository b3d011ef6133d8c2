import type { ResourceLink } from '@focal/contracts/errors';
import { apiFetch } from '../../../shared/http/client';
import { useTeamMutation } from '../hooks/use-team-mutation';

/** REMOVE a member or REVOKE an invitation (DELETE unless the link says otherwise). */
export const useDeleteLink = () =>
  useTeamMutation((link: ResourceLink) => apiFetch<null>(link.url, { method: link.method ?? 'DELETE' }));
