import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};
export type Mailbox = { address: string | null; messages: MailMessage[] };

/** With the token from a sign-up's resend link, or as the signed-in photographer. */
export const getMailbox = (token: string | null, signal?: AbortSignal) =>
  token
    ? apiFetch<Mailbox>(`/api/dev/mailbox?token=${encodeURIComponent(token)}`, {
        auth: false,
        ...(signal ? { signal } : {}),
      })
    : apiFetch<Mailbox>('/api/dev/mailbox', signal ? { signal } : {});

const POLL_MS = 3000;

export const useMailbox = (token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['dev-mailbox', token],
    queryFn: ({ signal }) => getMailbox(token, signal),
    enabled,
    // New mail arrives while the page is open (a resend, a reset link).
    refetchInterval: POLL_MS,
    retry: false,
  });
