import { toastMessages as m } from './toast-messages';
import { profileToastMessages } from './toast-messages-profile';
import { twoFaToastMessages } from './toast-messages-two-fa';
import { showToast, type Toast } from './toasts';

/** Group twoFa (spec 02 §5, §8): the two-factor modals' successes and the setup's checks. */
type TwoFaToastCode = 's_0' | 's_4' | 's_5' | 'e_0' | 'e_1' | 'e_2' | 'e_3' | 'e_5' | 'e_6' | 'e_7';

/**
 * The coded toasts the checkout frame and billing screens raise (spec 01 §8): e_8 'stripe' a card
 * payment failed, i_0 'stripe' the payment needs a further step, s_0 'subscription' a plan bought,
 * i_1 'subscription' 'current' billing details updated; the two-factor modals' group twoFa; and
 * s_3 'profile', a profile photo saved (spec 02 §4).
 */
export type ToastCode =
  | { code: TwoFaToastCode; context: 'twoFa' }
  | { code: 's_3'; context: 'profile' }
  | { code: 'e_8'; context: 'stripe' }
  | { code: 'i_0'; context: 'stripe' }
  | { code: 's_0'; context: 'subscription'; planName?: string | undefined }
  | { code: 'i_1'; context: 'subscription'; detail: 'current' };

export function toastFor(coded: ToastCode): Toast {
  if (coded.context === 'twoFa') {
    const { title, message } = twoFaToastMessages[coded.code];
    return { tone: coded.code.startsWith('s_') ? 'success' : 'error', title, message };
  }
  if (coded.context === 'profile') return { tone: 'success', ...profileToastMessages.s_3 };
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
