import { lazy, Suspense, useSyncExternalStore } from 'react';
import { setTwoFactorFlow } from '../../shared/errors/two-factor-flows';
import { getTwoFactorControl, subscribeTwoFactorControl } from './control';

// The modals, the busy overlay, the sign-in's second step and their styles: one chunk, loaded when
// first needed. /login's first load carries only this file and the control (each further import()
// here would also list its chunk's files).
const loadModals = () => import('./components/two-factor-modals');
const TwoFactorModals = lazy(loadModals);
const everOpened = () => getTwoFactorControl().id > 0;

/** The catalogue's 212 and 213 rows call this (shared code cannot import the feature). */
export function installTwoFactorFlows() {
  setTwoFactorFlow((answer) => void loadModals().then((modals) => modals.secondStep(answer)));
}

/** Mounted once inside the app's providers; kept mounted once used (the next opening is at once). */
export function TwoFactorMount() {
  const used = useSyncExternalStore(subscribeTwoFactorControl, everOpened, () => false);
  return used ? (
    <Suspense fallback={null}>
      <TwoFactorModals />
    </Suspense>
  ) : null;
}
