import type { ResourceLink } from '@focal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { emailSettingsKeys } from './query-keys';

/**
 * Spec 02 §7: the sections read and save through the addresses the layout supplied ("POST supplied
 * URL"), with the method the server gave; the page never spells those paths itself.
 */
const callLink = <T>(link: ResourceLink, body?: unknown, signal?: AbortSignal) =>
  apiFetch<T>(link.url, {
    method: link.method ?? 'POST',
    ...(body === undefined ? {} : { body }),
    ...(signal ? { signal } : {}),
  });

const linkQueryOptions = <T>(companyId: string, link: ResourceLink) =>
  queryOptions({
    queryKey: emailSettingsKeys.link(companyId, link.url),
    queryFn: ({ signal }) => apiFetch<T>(link.url, { method: link.method ?? 'GET', signal }),
  });

/** How often to load again, given what was loaded (false: only when something changes it). */
type Extra<T> = { refetchInterval?: (data: T | undefined) => number | false };

/** A section's data from its supplied GET link. */
export function useLinkQuery<T>(link: ResourceLink | undefined, extra: Extra<T> = {}) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    ...linkQueryOptions<T>(companyId, link ?? { url: '' }),
    ...(extra.refetchInterval
      ? {
          refetchInterval: (q: { state: { data: T | undefined } }) =>
            extra.refetchInterval?.(q.state.data) ?? false,
        }
      : {}),
    enabled: Boolean(link),
  });
}

/**
 * A save or removal through a supplied link; afterwards every email-settings query of the company
 * is loaded again (the provider section shows what the others changed: a mode, a sender).
 */
export function useLinkMutation<T, B = unknown>(link: ResourceLink | undefined) {
  const companyId = useBootstrap().authorizedCompany.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => {
      if (!link) throw new Error('This action is not available.');
      return callLink<T>(link, body);
    },
    onSuccess: async () => {
      const queryKey = emailSettingsKeys.all(companyId);
      // A first load still on its way began before this save and answers what was there before
      // it; invalidating would wait for that answer. Cancelled, it starts again after the save.
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
