import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { BUSY_OVERLAY_Z_INDEX } from '../../shared/ui/layers';
import { busyOverlayShown, subscribeBusyOverlay } from './busy-overlay';
import { getTwoFactorControl, subscribeTwoFactorControl } from './control';

// The modals (the stepper, the forms, their styles) load when the control first opens.
const TwoFactorModals = lazy(() => import('./components/two-factor-modals'));

const overlayStyle = {
  position: 'fixed',
  inset: 0,
  background: '#000',
  opacity: 0.5,
  zIndex: BUSY_OVERLAY_Z_INDEX,
} as const;

/**
 * Mounted once inside the app's providers: the busy overlay (spec 02 §2), and the two-factor
 * modals from the first time the control opens (kept mounted after, for their closing transitions).
 */
export function TwoFactorMount() {
  const open = useSyncExternalStore(
    subscribeTwoFactorControl,
    () => getTwoFactorControl().state,
    () => false,
  );
  const busy = useSyncExternalStore(subscribeBusyOverlay, busyOverlayShown, () => false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      {busy && <div style={overlayStyle} data-testid="busy-overlay" aria-hidden />}
      {(open || used) && (
        <Suspense fallback={null}>
          <TwoFactorModals />
        </Suspense>
      )}
    </>
  );
}
