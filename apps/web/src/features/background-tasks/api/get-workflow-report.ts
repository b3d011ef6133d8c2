import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

type ReportItem = { name?: string; actions?: { VIEW?: { url: string } } };

/**
 * Spec 01 §3 "Workflow template update report". No server sends one yet (the workflow issue will,
 * with its contract): every part is read as optional, so a partial report still shows what it has.
 */
export type WorkflowReport = {
  generalInformation?: { subject?: string; description?: string };
  warningLabel?: { textHtml?: string };
  unprocessedInfo?: { leads?: ReportItem[]; jobs?: ReportItem[] };
  actions?: { GOT_IT?: { url: string; actionName?: string } };
};

export const useWorkflowReport = (url: string | null) =>
  useQuery({
    queryKey: ['background-tasks', 'workflow-report', url],
    queryFn: ({ signal }) => apiFetch<WorkflowReport | null>(url!, { signal }),
    enabled: url !== null,
    retry: false,
  });
