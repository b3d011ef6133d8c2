import type { PaymentMethod, PaymentState } from '@focal/contracts/invoices/payments';
import { PAYMENT_METHOD_WORDS } from '@focal/contracts/invoices/receipts';
import { TonalChip } from '../ui/tonal-chip';
import type { TonalChipTheme } from '../ui/tonal-chip-colours';

// A recorded payment's words, wherever the studio sees it: the invoice's payments, /payments, a
// client's. The client's words (a receipt, the portal) are the contracts' PAYMENT_METHOD_WORDS.

export const paymentMethodWords = {
  ...PAYMENT_METHOD_WORDS,
  card: 'Card (taken elsewhere)',
  'online-card': 'Card, paid online',
} satisfies Record<PaymentMethod, string>;

export const paymentStateWords = {
  paid: 'Paid',
  'partially-refunded': 'Partly refunded',
  refunded: 'Refunded',
} satisfies Record<PaymentState, string>;

const themes: Record<Exclude<PaymentState, 'paid'>, TonalChipTheme> = {
  'partially-refunded': 'warn',
  refunded: 'default',
};

/** A chip for a payment refunded in part or in full; nothing for one not refunded. */
export function PaymentStateChip({ state }: { state: PaymentState }) {
  return state === 'paid' ? null : <TonalChip text={paymentStateWords[state]} theme={themes[state]} />;
}
