import { type CheckoutRequest, type CheckoutResult, PaymentPaths } from '@focal/contracts/payments';
import { apiFetch } from '../../../shared/http/client';

export const payForPlan = (body: CheckoutRequest) =>
  apiFetch<CheckoutResult>(PaymentPaths.checkout, { method: 'POST', body });
