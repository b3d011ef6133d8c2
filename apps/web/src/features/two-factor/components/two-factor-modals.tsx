import '../../../shared/ui/styles-after-first-screen';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Combobox.css';
import { useSyncExternalStore } from 'react';
import { getTwoFactorControl, subscribeTwoFactorControl } from '../control';
import { LoginModal } from './login-modal';
import { RecoveryModal } from './recovery-modal';
import { SetupModal } from './setup-modal';

const SETUP_ACTIONS = new Set(['SETUP', 'SUCCESS_SETUP', 'DISMISS_SETUP']);

/** The modal the control asks for (spec 02 §3), afresh at each opening. */
export default function TwoFactorModals() {
  const { id, state, action, payload } = useSyncExternalStore(subscribeTwoFactorControl, getTwoFactorControl);
  if (!state || !action) return null;
  if (SETUP_ACTIONS.has(action) && payload.configure2faMetadata) {
    return <SetupModal key={id} opened payload={payload} />;
  }
  if (action === 'LOGIN') return <LoginModal key={id} opened payload={payload} />;
  if (action === 'RESET') return <RecoveryModal key={id} opened payload={payload} />;
  return null;
}
