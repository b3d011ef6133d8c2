import { checkoutFrameEnvelopeSchema, type CheckoutFrameEventName } from '@focal/contracts/checkout-frame';
import { navigateTo } from '../navigation';
import { openPlansFrame, whenPlansFrameReady } from '../response-extras/plans-frame';
import { onSessionStarted, onSignedOut } from '../session/session-store';
import { signOut } from '../session/sign-out';
import { openEndOfTrialModal } from './end-of-trial-modal';

/**
 * The subscription is over (spec 01 §4.2 no current plan, §8 401 "210"). Shared by the boot gate and
 * the error catalogue; both run it once however many requests report it at once.
 */

let endingInApp = false;

/** iOS app: the end-of-trial modal; when it closes, sign out (the session watcher goes to /login). */
export async function endTrialInIosApp() {
  if (endingInApp) return;
  endingInApp = true;
  try {
    await openEndOfTrialModal();
    await signOut('expired');
  } finally {
    endingInApp = false;
  }
}

// The frame's own Dismiss events: leaving the plans without buying while nothing else can be used.
const DISMISSALS = new Set<CheckoutFrameEventName>([
  'subscriptionPlansDismiss',
  'promotionDismiss',
  'planCheckoutDismiss',
]);
// A payment went through: the checkout's handlers take over (frame-host sends /login on to /).
const PAID = new Set<CheckoutFrameEventName>(['planCheckoutClose', 'confirmPaymentClose']);

let stopWatching: (() => void) | null = null;

/**
 * While the plans frame is shown over /login for a lapsed account, the session stays (the frame's
 * own calls need it). Dismissing the frame signs out: the user chose not to buy and nothing else
 * can be used. Paying, signing in afresh or signing out ends the watch.
 */
function watchFrameDismissal() {
  stopWatching?.();
  const offs: (() => void)[] = [];
  const stop = () => {
    for (const off of offs) off();
    stopWatching = null;
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const parsed = checkoutFrameEnvelopeSchema.safeParse(event.data);
    if (!parsed.success) return;
    if (PAID.has(parsed.data.event)) stop();
    else if (DISMISSALS.has(parsed.data.event)) {
      stop();
      void signOut('user');
    }
  };
  window.addEventListener('message', onMessage);
  offs.push(
    () => window.removeEventListener('message', onMessage),
    onSessionStarted(stop),
    onSignedOut(stop),
  );
  stopWatching = stop;
}

/** Other clients: the plans frame over /login; `url` is the SUBSCRIPTION_PLANS page when sent. */
export async function showPlansOverLogin(url?: string) {
  watchFrameDismissal();
  navigateTo('/login', { replace: true });
  // The host is a lazy chunk mounted for signed-in users: the frame opens once it has registered.
  await whenPlansFrameReady();
  openPlansFrame(url);
}
