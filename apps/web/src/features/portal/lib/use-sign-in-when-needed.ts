import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePortalScope } from '../components/portal-scope';
import { isSignInNeeded, portalSignInPath } from './scope';

/**
 * A request answered 401 (no session, or it ended) sends the client to the sign-in page. The
 * studio's preview has no sign-in: its page shows the error instead. True while it goes.
 */
export function useSignInWhenNeeded(error: unknown): boolean {
  const { companyId, preview } = usePortalScope();
  const navigate = useNavigate();
  const needed = !preview && isSignInNeeded(error);
  useEffect(() => {
    if (needed) void navigate(portalSignInPath(companyId), { replace: true });
  }, [needed, companyId, navigate]);
  return needed;
}
