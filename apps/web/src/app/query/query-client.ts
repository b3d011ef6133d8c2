import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/http/api-error';
import { onSessionStarted, onSignedOut } from '../../shared/session/session-store';

/** Client errors (4xx) are answers, not glitches: only network and server failures are retried. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

/** The one cache of the app. No data of one session may show in the next one. */
export const queryClient = createQueryClient();
onSignedOut(() => queryClient.clear());
onSessionStarted(() => queryClient.clear());
