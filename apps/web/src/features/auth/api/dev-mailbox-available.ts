import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/**
 * Whether this server keeps mail in the development mailbox instead of sending it: the mailbox
 * endpoint exists only then, so asking it is the honest test.
 */
export const isDevMailboxAvailable = async (token: string) => {
  try {
    await apiFetch(`/api/dev/mailbox?token=${encodeURIComponent(token)}`, { auth: false });
    return true;
  } catch {
    return false;
  }
};

export const useDevMailboxAvailable = (token: string | null) =>
  useQuery({
    queryKey: ['dev-mailbox-available', token],
    queryFn: () => isDevMailboxAvailable(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
