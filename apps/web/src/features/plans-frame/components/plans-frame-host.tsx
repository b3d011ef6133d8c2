import { Modal, VisuallyHidden } from '@mantine/core';
import { type QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFrameContext } from '../hooks/use-frame-context';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { usePlansFrameOpener, usePostLoginPlans, usePromoCodeOpening } from '../hooks/use-frame-openers';
import { plansFrameMessages as texts } from '../messages';
import { FRAME_Z_INDEX } from '../../../shared/ui/layers';
import { LoadingStatus } from '../../../shared/ui/loading-status';

type Props = {
  /** The user dropdown's query (the ACCOUNT_BRANDS link), refreshed after a payment. */
  userDropdownKey?: QueryKey | undefined;
};

type FrameState = { url: string; nonce: number };

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

  return (
    <Modal
      opened={frame !== null}
      onClose={clear}
      fullScreen
      title={<VisuallyHidden>{texts.title}</VisuallyHidden>}
      // Each frame page has its own Close, which posts the spec's close or dismiss event; a second
      // one here stacked above it (issue 10 §11). The header keeps only the dialog's hidden name.
      withCloseButton={false}
      zIndex={FRAME_Z_INDEX}
      styles={{
        header: { position: 'absolute', padding: 0, minHeight: 0 },
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, padding: 0, position: 'relative', display: 'flex' },
      }}
    >
      {frame && (
        <>
          {!loaded && <LoadingStatus label={texts.loading} pos="absolute" inset={0} />}
          <iframe
            key={frame.nonce}
            ref={iframe}
            src={frame.url}
            title={texts.frameTitle}
            data-view={view ?? undefined}
            onLoad={() => setLoaded(true)}
            style={{ border: 0, flex: 1, width: '100%', minHeight: '100%' }}
          />
        </>
      )}
    </Modal>
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
