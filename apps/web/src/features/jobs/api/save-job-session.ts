import { ApiRoutes } from '@focal/contracts/api-routes';
import type { SessionInput, UpdateSessionRequest } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';
import { useJobMutation } from '../hooks/use-job-mutation';

type SaveSession =
  { sessionId: string; body: UpdateSessionRequest } | { sessionId: null; body: SessionInput };

/** Adds a session, or saves one (with the `updatedAt` it loaded: changed since, StaleVersion). */
export const useSaveJobSession = (jobId: string) =>
  useJobMutation(({ sessionId, body }: SaveSession) =>
    sessionId
      ? apiFetch(ApiRoutes.updateJobSession, { params: { jobId, sessionId }, body })
      : apiFetch(ApiRoutes.createJobSession, { params: { jobId }, body }),
  );
