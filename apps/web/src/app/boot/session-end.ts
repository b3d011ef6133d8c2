import { closeModalsAndPopovers } from '../../shared/overlays/close-overlays';
import { onSignedOut } from '../../shared/session/session-store';
import { endThirdPartySessions } from '../../shared/session/third-party-sessions';

let installed = false;

/**
 * Spec 01 §4.1, whatever ended the session: modals and popovers close and the chat and analytics
 * sessions end here. The tokens are already gone (session-store); the user, subscription and company
 * live in the query cache, which clears itself (app/query/query-client.ts); the session watcher goes
 * to /login.
 */
export function installSessionEnd() {
  if (installed) return;
  installed = true;
  onSignedOut(() => {
    closeModalsAndPopovers();
    endThirdPartySessions();
  });
}
