import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { projectKeys } from './query-keys';
import type { ProjectRecord } from './types';
import { jobPart } from './urls';

/** The record's moves (part J's transition routes), each a POST under the record. */
export type Transition =
  | { kind: 'stage'; leadStageId: string }
  | { kind: 'lost'; leadStageId?: string; reason: string }
  | { kind: 'convert' }
  | { kind: 'complete' }
  | { kind: 'archive' }
  | { kind: 'reactivate' }
  | { kind: 'move'; companyId: string };

/** The transition's fields, or no body at all for the routes that take none (convert, complete…). */
const bodyOf = (transition: Transition): Record<string, unknown> | undefined => {
  const { kind: _kind, ...body } = transition;
  return Object.keys(body).length > 0 ? body : undefined;
};

/** Runs one transition of a lead or job; afterwards the company's lists, board and profile reload. */
export function useProjectTransition() {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, transition }: { id: string; transition: Transition }) =>
      apiFetch<ProjectRecord>(jobPart(id, transition.kind), { method: 'POST', body: bodyOf(transition) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all(companyId) }),
  });
}
