import { Suspense, useMemo } from 'react';
import { Routes, useParams } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { portalPreviewPath } from '../../../shared/paths';
import { Waiting } from '../../../shared/ui/waiting';
import { PortalScopeProvider } from '../components/portal-scope';
import { portalMessages as texts } from '../messages';
import { signedInRoutes } from './signed-in-routes';

/**
 * /portal/{companyId}/preview/{clientId}/…: the studio's read-only look at one client's portal,
 * under the studio's session (the bootstrap's portal token) but without its frame. Every request
 * names the preview and the client in headers; the server refuses any write under it.
 */
export function PortalPreviewRoutes() {
  const { companyId = '', clientId = '' } = useParams();
  const token = useBootstrap().portalAuth.token;
  const scope = useMemo(
    () => ({ companyId, preview: { token, clientId }, home: portalPreviewPath(companyId, clientId) }),
    [companyId, clientId, token],
  );
  return (
    <PortalScopeProvider value={scope}>
      <Suspense fallback={<Waiting text={texts.loading} />}>
        <Routes>{signedInRoutes(scope.home)}</Routes>
      </Suspense>
    </PortalScopeProvider>
  );
}
