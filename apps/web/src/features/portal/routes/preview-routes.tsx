import { Suspense, useMemo } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { portalPreviewPath } from '../../../shared/paths';
import { Waiting } from '../../../shared/ui/waiting';
import { PortalScopeProvider } from '../components/portal-scope';
import { portalMessages as texts } from '../messages';
import { SignedInLayout } from './signed-in-layout';
import { HomePage, InvoicePage, QuotePage } from './lazy-pages';

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
        <Routes>
          <Route element={<SignedInLayout />}>
            <Route index element={<HomePage />} />
            <Route path="quotes/:id" element={<QuotePage />} />
            <Route path="invoices/:id" element={<InvoicePage />} />
          </Route>
          <Route path="*" element={<Navigate to={scope.home} replace />} />
        </Routes>
      </Suspense>
    </PortalScopeProvider>
  );
}
