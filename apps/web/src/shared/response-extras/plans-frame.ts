import { navigateTo } from '../navigation';

/**
 * The plans (subscription) frame: the response-success modal's OPEN_PLANS action and every upgrade
 * link (UPGRADE_PLAN) open it. The frame arrives with the subscription issue, which registers its
 * opener here. Until then a given upgrade url is simply followed, and OPEN_PLANS without one is a
 * documented no-op (the modal still closes when the button says so).
 */
type Opener = (url?: string) => void;
let opener: Opener | null = null;

export function setPlansFrameOpener(open: Opener | null) {
  opener = open;
}

/** Opens the plans frame, at `url` when given (an UPGRADE_PLAN link names the plan to offer). */
export function openPlansFrame(url?: string) {
  if (opener) {
    opener(url);
    return;
  }
  if (!url) return;
  // An app path goes through the router; anything else is another site.
  if (url.startsWith('/') && !url.startsWith('//')) navigateTo(url);
  else window.location.assign(url);
}
