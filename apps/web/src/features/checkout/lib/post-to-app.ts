import { navigateTo } from '../../../shared/navigation';
import { CHECKOUT_FRAME_SOURCE, type CheckoutFrameMessage } from '@focal/contracts/checkout-frame';

type EventName = CheckoutFrameMessage['event'];
/** The data an event carries on the wire (its zod input: defaults may be left out). */
type DataOf<E extends EventName> = CheckoutFrameMessage extends infer M
  ? M extends { event: infer N; data: infer D }
    ? E extends N
      ? D
      : never
    : never
  : never;

/** Whether this page is shown inside the app's checkout frame (an iframe), not on its own. */
const isFramed = () => window.parent !== window;

/**
 * Tells the app what happened (spec 01 §4.5). Only the app's own origin may read it: the target is
 * this page's origin, never '*', since the data names plans and payment intents.
 */
export function postToApp<E extends EventName>(event: E, data: DataOf<E>) {
  if (!isFramed()) return;
  window.parent.postMessage({ source: CHECKOUT_FRAME_SOURCE, event, data }, window.location.origin);
}

/**
 * Closes the frame: the app closes it on this event. A page opened on its own (not framed) has no
 * app around it, so it goes home instead.
 */
export function closeFrame<E extends EventName>(event: E, data: DataOf<E>) {
  if (isFramed()) postToApp(event, data);
  else navigateTo('/');
}
