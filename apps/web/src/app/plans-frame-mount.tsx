import { lazy, Suspense } from 'react';
import { isIosApp } from '../shared/platform';
import { useAfterFirstContent } from '../shared/routing/first-content';
import { useSignedIn } from '../shared/session/use-signed-in';

// The host, the app's query cache and the dropdown's key load only once someone is signed in.
const Host = lazy(() =>
  Promise.all([
    import('../features/plans-frame/components/plans-frame-host'),
    import('./query/query-client'),
    import('../features/companies/api/get-brands'),
  ]).then(([host, { queryClient }, { brandsQueryKey }]) => ({
    default: () => <host.default queryClient={queryClient} userDropdownKey={brandsQueryKey} />,
  })),
);

/**
 * The plans frame for signed-in users, on every page (/login included: a lapsed subscription's
 * plans may show there). Not in the iOS app, where none of its handlers attach (spec 01 §4.5).
 */
export function PlansFrameMount() {
  const signedIn = useSignedIn();
  // Its code loads after the page's first content (shared/routing/first-content.ts).
  const after = useAfterFirstContent();
  if (!signedIn || !after || isIosApp()) return null;
  // The frame's own pages are this app in an iframe: no frame inside the frame. (Read after the
  // session: the build's prerender renders signed out, where there is no window.)
  if (window.self !== window.top) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
