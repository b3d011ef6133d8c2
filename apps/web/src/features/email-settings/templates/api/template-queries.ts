import type { EmailSettingsLink } from '@focal/contracts/email-settings';
import type { EmailTemplatePage, EmailTemplateSort } from '@focal/contracts/email-templates';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/http/client';

export type ListParams = { page: number; perPage: number; predicate: EmailTemplateSort; reverse: boolean };

/** Under the page's ['email-settings', companyId] key: the page's saves refresh the list too. */
export const templateKeys = {
  all: (companyId: string) => ['email-settings', companyId, 'templates'] as const,
  list: (companyId: string, params: ListParams) =>
    ['email-settings', companyId, 'templates', params] as const,
};

const withQuery = (url: string, params: ListParams) => {
  const query = new URLSearchParams({
    perPage: String(params.perPage),
    page: String(params.page),
    predicate: params.predicate,
    reverse: String(params.reverse),
  });
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};

/** One page of the list, from the layout's supplied LIST link (spec 02 §7: get_all with paging). */
export const templateListQueryOptions = (companyId: string, link: EmailSettingsLink, params: ListParams) =>
  queryOptions({
    queryKey: templateKeys.list(companyId, params),
    queryFn: ({ signal }) =>
      apiFetch<EmailTemplatePage>(withQuery(link.url, params), { method: link.method, signal }),
    // The page shown stays while the next page or order loads (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
