import type { EmailSettingsLink } from '@focal/contracts/email-settings';
import { type MailLog, MAIL_LOG_PER_PAGE } from '@focal/contracts/mail-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { emailSettingsKeys } from './query-keys';

export { MAIL_LOG_PER_PAGE };

/** A page of the company's mail log, from the layout's LIST link. */
export function useMailLog(link: EmailSettingsLink | undefined, page: number) {
  const companyId = useBootstrap().authorizedCompany.id;
  const url = link?.url ?? '';
  return useQuery({
    queryKey: emailSettingsKeys.log(companyId, url, page),
    queryFn: ({ signal }) =>
      apiFetch<MailLog>(
        `${url}?${new URLSearchParams({ page: String(page), perPage: String(MAIL_LOG_PER_PAGE) })}`,
        {
          signal,
        },
      ),
    enabled: Boolean(link),
    placeholderData: keepPreviousData,
  });
}
