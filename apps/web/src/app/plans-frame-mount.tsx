import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isIosApp } from '../shared/platform';
import { usePendingPromoCode } from '../shared/promo-codes/use-pending-promo-code';
import { isPlansFrameWanted, subscribePlansFrameWanted } from '../shared/response-extras/plans-frame';
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
 * Its code (57 kB) loads once something asks for the frame (an opening, a login's request, a waiting
 * promo code) and stays: most pages never open it. Loaded on every page, it was fetched and run
 * while a phone painted the page's content, and dated that paint a download later (issue 31).
 */
export function PlansFrameMount() {
  const signedIn = useSignedIn();
  // Not before the page's first content (shared/routing/first-content.ts).
  const after = useAfterFirstContent();
  const wanted = useSyncExternalStore(subscribePlansFrameWanted, isPlansFrameWanted, () => false);
  const { promo } = usePendingPromoCode();
  const [needed, setNeeded] = useState(false);
  if ((wanted || promo) && !needed) setNeeded(true);
  if (!signedIn || !after || !needed || isIosApp()) return null;
  // The frame's own pages are this app in an iframe: no frame inside the frame. (Read after the
  // session: the build's prerender renders signed out, where there is no window.)
  if (window.self !== window.top) return null;
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
