import type { CheckoutFrameMessage } from '@focal/contracts/checkout-frame';
import type { ResourceLink, SubscriptionData } from '@focal/contracts';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { clearAppliedPromoCode } from '../../../shared/promo-codes/applied-promo-code';
import { showCodedToast } from '../../../shared/toasts/toast-codes';
import { showToast } from '../../../shared/toasts/toasts';
import { plansFrameMessages as texts } from '../messages';
import { isAppPath } from './frame-url';

/** What the handlers may do to the frame and the app around it. */
export type FrameContext = {
  /** Shows `url` in the frame (loaded afresh even when it is the current one). */
  show(url: string): void;
  /** Clears the frame's address: the frame closes. */
  clear(): void;
  /** The app's current path (under the frame). */
  pathname(): string;
  navigate(to: string): void;
  /** GET subscription status, fresh. */
  fetchStatus(): Promise<SubscriptionData>;
  /** Subscription data (bootstrap and status) again. */
  refreshSubscription(): void;
  /** After a payment: subscription data, the user dropdown, the chat's plan, and the route unless `navigated`. */
  refreshAfterPayment(options: { navigated: boolean }): void;
  /** A frame page opened (the *Open events); nothing visible. */
  opened(view: string): void;
};

/** Where the user goes after a processed payment (spec 01 §4.5), and the refreshes. */
function afterPayment(ctx: FrameContext, instantLogin: ResourceLink | null) {
  let to: string | null = null;
  if (instantLogin?.url && isAppPath(instantLogin.url)) to = instantLogin.url;
  else if (ctx.pathname() === '/login') to = '/';
  if (to) ctx.navigate(to);
  ctx.refreshAfterPayment({ navigated: to !== null });
}

/** The payment went through: the success toast naming the plan, the frame closes, the code is used. */
function succeeded(
  ctx: FrameContext,
  planName: string | null | undefined,
  instantLogin: ResourceLink | null,
) {
  showCodedToast({ code: 's_0', context: 'subscription', planName: planName ?? undefined });
  ctx.clear();
  clearAppliedPromoCode();
  afterPayment(ctx, instantLogin);
}

/** Confirm-payment and update-payment successes: the status says which plan the account is on now. */
async function succeededPerStatus(ctx: FrameContext) {
  try {
    const status = await ctx.fetchStatus();
    succeeded(ctx, status.currentPlan?.planName, status.resourcesLinks.INSTANT_LOGIN ?? null);
  } catch (error) {
    handleApiError(error);
  }
}

const cardFailed = (ctx: FrameContext) => {
  showCodedToast({ code: 'e_8', context: 'stripe' });
  ctx.clear();
};

/**
 * What each checkout-frame event does (spec 01 §4.5): a checkout close with data is a processed
 * payment, a confirm or update close without a payment intent (or with an error) is the e_8 toast, a
 * billing update is the i_1 toast, a backend message is shown, and dismisses clear the frame.
 */
export async function handleFrameMessage(message: CheckoutFrameMessage, ctx: FrameContext): Promise<void> {
  switch (message.event) {
    case 'planCheckoutClose': {
      const data = message.data;
      if (!data) return ctx.clear();
      const complete = data.actions.COMPLETE_PAYMENT;
      if (complete?.url) {
        showToast({ tone: 'info', ...texts.completePayment });
        ctx.show(complete.url);
        afterPayment(ctx, data.instantLogin);
        return;
      }
      return succeeded(ctx, data.planName, data.instantLogin);
    }
    case 'confirmPaymentClose':
      if (message.data?.paymentIntent) return succeededPerStatus(ctx);
      return cardFailed(ctx);
    case 'updatePaymentClose': {
      const data = message.data;
      if (data?.error) return cardFailed(ctx);
      if (data?.paymentIntent?.status === 'succeeded') return succeededPerStatus(ctx);
      return ctx.clear();
    }
    case 'billingUpdateClose':
      if (message.data) {
        showCodedToast({ code: 'i_1', context: 'subscription', detail: 'current' });
        ctx.refreshSubscription();
      }
      return ctx.clear();
    case 'messageReceived': {
      const { toast, type, title, text } = message.data;
      if (toast) showCodedToast(toast);
      // Our own pages' text; HTML is allowed in toasts and sanitised there.
      else showToast({ tone: type, title, message: text, html: true });
      return;
    }
    case 'subscriptionPlansDismiss':
    case 'promotionDismiss':
    case 'planCheckoutDismiss':
      return ctx.clear();
    default:
      // The *Open events: the frame already shows the page.
      ctx.opened(message.event.replace(/Open$/, ''));
  }
}
