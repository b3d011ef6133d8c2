/**
 * Card payments as the modules around the portal's payments read and write them (the portal's
 * routes, Stripe's checkout and webhook, the sweep): this module's repository is its own, so they
 * reach its card payments here.
 */
export {
  type CardPaymentRow,
  cardPaymentById,
  cardPaymentOfClient,
  cardPaymentOfRequest,
  insertCardPayment,
  receiptsMissing,
  settleCardPayment,
  stuckCardPayments,
} from './repo.ts';
