import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

type ReportItem = { name?: string; actions?: { VIEW?: { url: string } } };

/**
 * The workflow-template update report a banner's link leads to: a subject and description, a
 * warning, and the leads and jobs left unprocessed (spec 01 §3). No server sends one yet (the
 * workflow issue will, with its contract): every part is read as optional, so a partial report
 * still shows what it has.
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
