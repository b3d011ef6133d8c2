import type { ResourceLink } from '@focal/contracts/errors';
import type { Invitation } from '@focal/contracts/team';
import { apiFetch } from '../../../shared/http/client';
import { useTeamMutation } from '../hooks/use-team-mutation';

/** INVITE through the team's link (POST unless the link says otherwise). */
export const useInvite = () =>
  useTeamMutation(({ link, body }: { link: ResourceLink; body: { email: string } }) =>
    apiFetch<Invitation>(link.url, { method: link.method ?? 'POST', body }),
  );
