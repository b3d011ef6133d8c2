import type { AnnouncementAction } from '@focal/contracts/announcements';
import { navigateTo } from '../../../shared/navigation';
import { openPlansFrame } from '../../../shared/response-extras/plans-frame';

const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
// Anything else (javascript:, data:) is never followed, whatever the server sent.
const isFollowable = (url: string) => isAppPath(url) || /^https?:\/\//i.test(url);

/**
 * What an announcement's button does, by its method: OPEN_PLANS opens the plans frame at the url,
 * NEW_WINDOW opens a new tab that cannot reach back, SAME_WINDOW goes there in this tab (through the
 * router for the app's own pages). MANUAL never gets here: such announcements are dropped.
 */
export function runAnnouncementAction(action: AnnouncementAction) {
  if (!isFollowable(action.url)) return;
  switch (action.method) {
    case 'OPEN_PLANS':
      openPlansFrame(action.url);
      return;
    case 'NEW_WINDOW':
      window.open(action.url, '_blank', 'noopener,noreferrer');
      return;
    default:
      // SAME_WINDOW, and any method this build does not know yet: follow the link here.
      if (isAppPath(action.url)) navigateTo(action.url);
      else window.location.assign(action.url);
  }
}
