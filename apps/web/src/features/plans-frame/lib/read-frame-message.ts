import { type CheckoutFrameMessage, checkoutFrameEnvelopeSchema } from '@focal/contracts/checkout-frame';

/**
 * The frame's message in a window `message` event, or null for anything else: only our own origin
 * and our own frame's window are heard, and only envelopes the contract knows.
 */
export function readFrameMessage(
  event: MessageEvent,
  frameWindow: Window | null | undefined,
  origin = window.location.origin,
): CheckoutFrameMessage | null {
  if (event.origin !== origin || !frameWindow || event.source !== frameWindow) return null;
  const parsed = checkoutFrameEnvelopeSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
