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

/** The one mail a link was made for (the sign-up confirmation, an invitation); no session needed. */
export const getMail = (token: string, signal?: AbortSignal) =>
  apiFetch<MailMessage>(`/api/dev/mail?token=${encodeURIComponent(token)}`, {
    auth: false,
    ...(signal ? { signal } : {}),
  });

export const useMail = (token: string | null) =>
  useQuery({
    queryKey: ['dev-mail', token],
    queryFn: ({ signal }) => getMail(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
  });
