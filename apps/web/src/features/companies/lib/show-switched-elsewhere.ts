import { closeAllModals } from '../../../shared/ui/modal';
import { setFlowsState } from './flows-store';

/** Spec 01 §4.1: never over the sign-in, sign-up and forgotten-password pages. */
const NOT_ON = ['/login', '/signup', '/forgot'];

/** Opens the blocking switched-company modal; everything else open closes first. */
export function showSwitchedElsewhere(name: string | undefined) {
  const path = window.location.pathname;
  if (NOT_ON.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
  closeAllModals();
  setFlowsState({ adding: false, switchedElsewhere: { name } });
}
