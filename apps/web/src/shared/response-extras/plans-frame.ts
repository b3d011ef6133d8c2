import { navigateTo } from '../navigation';
import { isIosApp } from '../platform';
import { isSignedIn } from '../session/session-store';

/**
 * The plans (subscription) frame: the response-success modal's OPEN_PLANS action and every upgrade
 * link (UPGRADE_PLAN) open it. The frame's host (features/plans-frame) registers its opener here
 * while it is mounted, for signed-in users; a call made before it arrives waits for it. Signed out,
 * a given upgrade url is simply followed, and OPEN_PLANS without one is a no-op (the modal still closes when the button says so).
 * In the iOS app nothing opens: no checkout is offered there (spec 01 §4.5), and the error
 * catalogue shows iOS its own modals instead.
 */
type Opener = (url?: string) => void;
let hostOpener: Opener | null = null;
let override: Opener | null = null;
const currentOpener = () => override ?? hostOpener;

const readyWaiters = new Set<() => void>();
const wantedListeners = new Set<() => void>();
const notifyWanted = () => wantedListeners.forEach((listener) => listener());

function opened() {
  for (const resolve of [...readyWaiters]) resolve();
  readyWaiters.clear();
}

/**
 * Replaces the frame's host (null gives it back): what a component test uses to see which url an
 * upgrade link asks for, without the frame. It wins over the host, whichever registered first.
 */
export function setPlansFrameOpener(open: Opener | null) {
  override = open;
  if (open) opened();
}

/** The frame's host registers here while it is mounted; returns the unregister function. */
export function registerPlansFrameHost(open: Opener): () => void {
  hostOpener = open;
  opened();
  return () => {
    if (hostOpener === open) hostOpener = null;
  };
}

/**
 * Resolves once the host has registered its opener (at once when it has): a flow that runs as the
 * app starts (no current plan at boot) opens the frame only when it can show, not before its lazy
 * chunk arrives.
 */
export function whenPlansFrameReady(): Promise<void> {
  if (currentOpener()) return Promise.resolve();
  const ready = new Promise<void>((resolve) => readyWaiters.add(resolve));
  notifyWanted();
  return ready;
}

/** Opens the plans frame, at `url` when given (an UPGRADE_PLAN link names the plan to offer). */
export function openPlansFrame(url?: string) {
  if (isIosApp()) return;
  const opener = currentOpener();
  if (opener) {
    opener(url);
    return;
  }
  // Signed in, the host's chunk is still on its way (it loads after sign-in): open once it registers,
  // rather than leaving the page for the frame's own page. Inside the frame, links stay in the frame.
  if (isSignedIn() && window.self === window.top) {
    void whenPlansFrameReady().then(() => currentOpener()?.(url));
    return;
  }
  if (!url) return;
  // An app path goes through the router; anything else is another site.
  if (url.startsWith('/') && !url.startsWith('//')) navigateTo(url);
  else window.location.assign(url);
}

let plansAfterLogin = false;

/**
 * Spec 01 §4.1: the sign-in pages call this once a login succeeds; the frame's host asks for it when
 * the new session's bootstrap arrives and opens the plans if `preferences.postLogin.showPlans`.
 */
export function requestPlansAfterLogin() {
  plansAfterLogin = true;
  notifyWanted();
}

/** True once after a login (the request is used up by reading it). */
export function takePlansAfterLoginRequest(): boolean {
  const requested = plansAfterLogin;
  plansAfterLogin = false;
  return requested;
}

/**
 * Whether something waits for the frame's host: an opening (a link, a response's OPEN_PLANS, a flow
 * at boot) or a login's request. The host loads only then, or for a waiting promo code
 * (app/plans-frame-mount.tsx): most pages never open the frame.
 */
export const isPlansFrameWanted = () => readyWaiters.size > 0 || plansAfterLogin;

/** Calls `listener` whenever isPlansFrameWanted may have changed; returns the unsubscribe function. */
export function subscribePlansFrameWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}
