import {
  BillingPaths,
  type UpdatePaymentMethodRequest,
  type UpdatePaymentMethodResult,
} from '@focal/contracts/billing';
import { apiFetch } from '../../../shared/http/client';

export const updatePaymentMethod = (body: UpdatePaymentMethodRequest) =>
  apiFetch<UpdatePaymentMethodResult>(BillingPaths.paymentMethod, { method: 'POST', body });
