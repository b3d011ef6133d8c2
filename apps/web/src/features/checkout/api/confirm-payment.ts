import { type CheckoutResult, type ConfirmPaymentRequest, PaymentPaths } from '@focal/contracts/payments';
import { apiFetch } from '../../../shared/http/client';

export const confirmPayment = (body: ConfirmPaymentRequest) =>
  apiFetch<CheckoutResult>(PaymentPaths.confirm, { method: 'POST', body });
