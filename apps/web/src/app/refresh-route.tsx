import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RefreshRouteState } from '../shared/navigation';
import { safeRedirect } from '../shared/ui/safe-redirect';

/** /refresh_route: shows nothing and sends the user back to the page it was given (see reloadRoute). */
export function RefreshRoute() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const target = safeRedirect((state as Partial<RefreshRouteState> | null)?.target);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
