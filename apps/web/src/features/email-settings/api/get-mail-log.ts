import type { EmailSettingsLink } from '@focal/contracts/email-settings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { emailSettingsKeys } from './query-keys';

/** Provisional shape of part M's log (its contract replaces it). */
export type MailLogStatus = 'queued' | 'sent' | 'bounced' | 'failed';
export type MailLogEntry = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: string;
  status: MailLogStatus;
  lastError: string | null;
  attempts: number;
};
export type MailLogPage = { items: MailLogEntry[]; total: number; page: number; perPage: number };

export const MAIL_LOG_PER_PAGE = 20;

/** A page of the company's mail log, from the layout's LIST link. */
export function useMailLog(link: EmailSettingsLink | undefined, page: number) {
  const companyId = useBootstrap().authorizedCompany.id;
  const url = link?.url ?? '';
  return useQuery({
    queryKey: emailSettingsKeys.log(companyId, url, page),
    queryFn: ({ signal }) =>
      apiFetch<MailLogPage>(
        `${url}?${new URLSearchParams({ page: String(page), perPage: String(MAIL_LOG_PER_PAGE) })}`,
        {
          signal,
        },
      ),
    enabled: Boolean(link),
    placeholderData: keepPreviousData,
  });
}
