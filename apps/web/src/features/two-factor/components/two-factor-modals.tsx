import '../../../shared/ui/styles-after-first-screen';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Image.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { BUSY_OVERLAY_Z_INDEX } from '../../../shared/ui/layers';
import { busyOverlayShown, subscribeBusyOverlay } from '../busy-overlay';
import { getTwoFactorControl, subscribeTwoFactorControl } from '../control';
import { LoginModal } from './login-modal';
import { RecoveryModal } from './recovery-modal';
import { SetupModal } from './setup-modal';

// The sign-in's second step (install.ts) comes with this chunk rather than one of its own.
export { secondStep } from '../lib/second-step';

const SETUP_ACTIONS = new Set(['SETUP', 'SUCCESS_SETUP', 'DISMISS_SETUP']);

const overlayStyle = {
  position: 'fixed',
  inset: 0,
  background: '#000',
  opacity: 0.5,
  zIndex: BUSY_OVERLAY_Z_INDEX,
} as const;

/** Spec 02 §2: the busy overlay, over the page and under the modal it serves. */
function BusyOverlay() {
  const busy = useSyncExternalStore(subscribeBusyOverlay, busyOverlayShown);
  return busy ? <div style={overlayStyle} data-testid="busy-overlay" aria-hidden /> : null;
}

// The modals' saves are mutations; they mount beside the routes (on /login too, which loads no
// query cache), so this chunk brings a client of its own: it caches nothing, it only runs them.
const mutations = new QueryClient({ defaultOptions: { mutations: { retry: false } } });

/** The modal the control asks for (spec 02 §3), afresh at each opening, and the busy overlay. */
export default function TwoFactorModals() {
  return (
    <QueryClientProvider client={mutations}>
      <BusyOverlay />
      <ActiveModal />
    </QueryClientProvider>
  );
}

function ActiveModal() {
  const { id, state, action, payload } = useSyncExternalStore(subscribeTwoFactorControl, getTwoFactorControl);
  if (!state || !action) return null;
  if (SETUP_ACTIONS.has(action) && payload.configure2faMetadata) {
    return <SetupModal key={id} opened payload={payload} />;
  }
  if (action === 'LOGIN') return <LoginModal key={id} opened payload={payload} />;
  if (action === 'RESET') return <RecoveryModal key={id} opened payload={payload} />;
  return null;
}
