import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Waiting } from '../../../shared/ui/waiting';
import { portalQueries } from '../api/portal-queries';
import { AccountMenu, AccountPlaceholder } from '../components/account-menu';
import { PortalFrame } from '../components/portal-frame';
import { usePortalScope } from '../components/portal-scope';
import { PreviewBanner } from '../components/preview-banner';
import { useSignInWhenNeeded } from '../lib/use-sign-in-when-needed';
import { portalMessages as texts } from '../messages';

/**
 * The pages of a signed-in portal (or the studio's preview of one), under the studio's band with who
 * is signed in. The session and the page load side by side; a 401 from either goes to sign in.
 */
export function SignedInLayout() {
  const scope = usePortalScope();
  const session = useQuery(portalQueries.session(scope));
  useSignInWhenNeeded(session.error);
  const data = session.data;
  return (
    <PortalFrame
      brand={data?.company}
      account={
        data ? <AccountMenu name={data.client.displayName} /> : session.isPending && <AccountPlaceholder />
      }
    >
      {scope.preview && data && (
        <PreviewBanner client={data.client.displayName} clientId={scope.preview.clientId} />
      )}
      {/* The band stays while a page's code loads. */}
      <Suspense fallback={<Waiting text={texts.loadingPage} />}>
        <Outlet />
      </Suspense>
    </PortalFrame>
  );
}
