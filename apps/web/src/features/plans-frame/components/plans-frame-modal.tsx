import { Modal, VisuallyHidden } from '@mantine/core';
import { type RefObject, useEffect, useState } from 'react';
import { FRAME_Z_INDEX } from '../../../shared/ui/layers';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import '../../../shared/ui/styles-after-first-screen';
import { plansFrameMessages as texts } from '../messages';

export type FrameState = { url: string; nonce: number };

type Props = {
  frame: FrameState | null;
  onClose: () => void;
  loaded: boolean;
  onLoaded: () => void;
  view: string | null;
  iframe: RefObject<HTMLIFrameElement | null>;
};

/** The full-screen dialog around the plans frame's iframe (plans-frame-host.tsx loads it on first use). */
export function PlansFrameModal({ frame, onClose, loaded, onLoaded, view, iframe }: Props) {
  // Loaded on the first opening, it mounts already asked open; the dialog opens one render later, so
  // it sees the change and notes the focused element to give focus back to on close.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal
      opened={frame !== null && mounted}
      onClose={onClose}
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
            onLoad={onLoaded}
            style={{ border: 0, flex: 1, width: '100%', minHeight: '100%' }}
          />
        </>
      )}
    </Modal>
  );
}
