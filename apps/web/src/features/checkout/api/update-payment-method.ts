import {
  BillingPaths,
  type UpdatePaymentMethodRequest,
  type UpdatePaymentMethodResult,
} from '@focal/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const updatePaymentMethod = (body: UpdatePaymentMethodRequest) =>
  apiFetch<UpdatePaymentMethodResult>(BillingPaths.paymentMethod, { method: 'POST', body });

export const useUpdatePaymentMethod = () => useMutation({ mutationFn: updatePaymentMethod });
