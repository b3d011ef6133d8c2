import { closeAllModals } from '../ui/modal';
import { closeAllPopovers } from './popovers';

/** Closes every modal and popover (spec 01 §4.1 logout, §4.9 event changes). */
export function closeModalsAndPopovers() {
  closeAllModals();
  closeAllPopovers();
}
