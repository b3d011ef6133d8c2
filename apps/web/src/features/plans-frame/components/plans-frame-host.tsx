import { type QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useFrameContext } from '../hooks/use-frame-context';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { usePlansFrameOpener, usePostLoginPlans, usePromoCodeOpening } from '../hooks/use-frame-openers';
import type { FrameState } from './plans-frame-modal';

// The dialog (Mantine's Modal) loads when the frame first opens: every signed-in page mounts this
// host to hear its openers, and most never open it.
const PlansFrameModal = lazy(() =>
  import('./plans-frame-modal').then((m) => ({ default: m.PlansFrameModal })),
);

type Props = {
  /** The user dropdown's query (the ACCOUNT_BRANDS link), refreshed after a payment. */
  userDropdownKey?: QueryKey | undefined;
};

/**
 * The full-screen plans (checkout) frame of spec 01 §2.4 and §4.5, mounted once for signed-in users
 * outside the iOS app. Its pages are Focal's own, under /subscription; they talk to the app only
 * through postMessage events, which this host hears and acts on.
 */
export function PlansFrameHost({ userDropdownKey }: Props) {
  const [frame, setFrame] = useState<FrameState | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [view, setView] = useState<string | null>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const nonce = useRef(0);

  // A new nonce remounts the iframe, so showing the same url again loads it afresh.
  const show = useCallback((url: string) => {
    nonce.current += 1;
    setFrame({ url, nonce: nonce.current });
    setLoaded(false);
    setView(null);
  }, []);
  const clear = useCallback(() => setFrame(null), []);
  const controls = useMemo(() => ({ show, clear, opened: setView }), [show, clear]);

  const ctx = useFrameContext(controls, userDropdownKey);
  useFrameMessages(iframe, ctx);
  usePlansFrameOpener(show);
  usePromoCodeOpening(show, frame !== null);
  usePostLoginPlans(show);

  // Once opened, the dialog stays mounted, so it can play its closing transition.
  const [used, setUsed] = useState(false);
  if (frame && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <PlansFrameModal
        frame={frame}
        onClose={clear}
        loaded={loaded}
        onLoaded={() => setLoaded(true)}
        view={view}
        iframe={iframe}
      />
    </Suspense>
  );
}

/** The host with the app's query cache, for the root layout to load lazily. */
export default function PlansFrameRoot({
  queryClient,
  userDropdownKey,
}: Props & { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PlansFrameHost userDropdownKey={userDropdownKey} />
    </QueryClientProvider>
  );
}
