import type { SystemNotificationActionType } from '@focal/contracts/system-notification-constants';
import type { SystemNotificationEvent } from '@focal/contracts/system-notifications';
import { reloadPage } from '../../../shared/errors/reload-page';
import { appShell } from '../../../shared/platform';
import { useDismissEvent } from '../api/dismiss-event';
import { pageReloadTarget } from '../lib/page-reload';

const isWebAddress = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

type Hiding = { hide: (eventId: string) => void; unhide: (eventId: string) => void };

/**
 * What a bar button does (spec 01 §4.7). ONE_TIME and DISMISS hide the bar at once and post the
 * dismissal (a failed post shows the bar again); PAGE_RELOAD posts it, then reloads, whatever the
 * answer; OPEN_IN_NEW_TAB opens its http(s) address in a tab that cannot reach back, and does not
 * dismiss (see the README).
 */
export function useBarActions({ hide, unhide }: Hiding) {
  const dismiss = useDismissEvent();
  return (event: SystemNotificationEvent, type: SystemNotificationActionType) => {
    const id = event.eventID;
    switch (type) {
      case 'ONE_TIME':
      case 'DISMISS':
        hide(id);
        // The async form: its outcome arrives even after the bar (and its component) has gone.
        void dismiss.mutateAsync(id).catch(() => unhide(id));
        return;
      case 'PAGE_RELOAD':
        void dismiss
          .mutateAsync(id)
          .catch(() => {})
          .finally(() => {
            const target = pageReloadTarget(window.location.href, appShell()?.os === 'android');
            if (target) window.location.assign(target);
            else reloadPage();
          });
        return;
      case 'OPEN_IN_NEW_TAB': {
        const url = event.actions.OPEN_IN_NEW_TAB?.url;
        if (isWebAddress(url)) window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
    }
  };
}
