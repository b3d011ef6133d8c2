import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { jobKeys } from './query-keys';

/** The record's moves (the transition routes), each a POST under the record. */
export type Transition =
  | { kind: 'stage'; leadStageId: string }
  | { kind: 'lost'; leadStageId?: string; reason: string }
  | { kind: 'convert' }
  | { kind: 'complete' }
  | { kind: 'archive' }
  | { kind: 'reactivate' }
  | { kind: 'move'; companyId: string };

function sendTransition(id: string, transition: Transition) {
  const params = { id };
  switch (transition.kind) {
    case 'stage':
      return apiFetch(ApiRoutes.moveLeadStage, { params, body: { leadStageId: transition.leadStageId } });
    case 'lost': {
      const { kind: _kind, ...body } = transition;
      return apiFetch(ApiRoutes.markLeadLost, { params, body });
    }
    case 'convert':
      return apiFetch(ApiRoutes.convertLead, { params });
    case 'complete':
      return apiFetch(ApiRoutes.completeJob, { params });
    case 'archive':
      return apiFetch(ApiRoutes.archiveJob, { params });
    case 'reactivate':
      return apiFetch(ApiRoutes.reactivateJob, { params });
    case 'move':
      return apiFetch(ApiRoutes.moveJobToCompany, { params, body: { companyId: transition.companyId } });
  }
}

/** Runs one transition of a lead or job; afterwards the company's lists, board and profile reload. */
export function useTransitionJob() {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transition }: { id: string; transition: Transition }) =>
      sendTransition(id, transition),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all(companyId) }),
  });
}
