import { toastMessages as m } from './toast-messages';
import { showToast, type Toast } from './toasts';

/** Spec 01 §8's toast codes with their context, as the checkout frame and billing screens raise them. */
export type ToastCode =
  | { code: 'e_8'; context: 'stripe' }
  | { code: 'i_0'; context: 'stripe' }
  | { code: 's_0'; context: 'subscription'; planName?: string | undefined }
  | { code: 'i_1'; context: 'subscription'; detail: 'current' };

export function toastFor(coded: ToastCode): Toast {
  switch (coded.code) {
    case 'e_8':
      return { tone: 'error', ...m.cardFailed };
    case 'i_0':
      return { tone: 'info', ...m.paymentActionNeeded };
    case 's_0':
      return { tone: 'success', title: m.subscribed.title, message: m.subscribed.message(coded.planName) };
    case 'i_1':
      return { tone: 'info', ...m.billingUpdated };
  }
}

export const showCodedToast = (coded: ToastCode) => showToast(toastFor(coded));
