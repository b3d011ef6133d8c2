import { Suspense, useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { Waiting } from '../../../shared/ui/waiting';
import { PortalScopeProvider } from '../components/portal-scope';
import { portalPath } from '../lib/scope';
import { portalMessages as texts } from '../messages';
import { signedInRoutes } from './signed-in-routes';
import { OpenPage, SignInPage } from './lazy-pages';

/**
 * /portal/{companyId}/…: a studio's client in their portal, outside the studio's frame and session,
 * each page a chunk of its own (lazy-pages.ts). The client's session is a cookie of the portal's API;
 * the pages below sign-in need it.
 */
export function PortalRoutes() {
  const companyId = useParams().companyId ?? '';
  const scope = useMemo(() => ({ companyId, preview: null, home: portalPath(companyId) }), [companyId]);
  return (
    <PortalScopeProvider value={scope}>
      <Suspense fallback={<Waiting text={texts.loading} />}>
        <Routes>
          <Route path="open/:token" element={<OpenPage />} />
          <Route path="sign-in" element={<SignInPage />} />
          {signedInRoutes(scope.home)}
        </Routes>
      </Suspense>
    </PortalScopeProvider>
  );
}
