import type { PaymentMethod, PaymentState } from '@focal/contracts/invoices/payments';
import { TonalChip } from '../ui/tonal-chip';
import type { TonalChipTheme } from '../ui/tonal-chip-colours';

// A recorded payment's words, wherever it is shown: the invoice's payments, /payments, a client's.

export const paymentMethodWords = {
  'bank-transfer': 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card (taken elsewhere)',
  other: 'Other',
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
