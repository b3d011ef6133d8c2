import { type CheckoutRequest, type CheckoutResult, PaymentPaths } from '@focal/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const payForPlan = (body: CheckoutRequest) =>
  apiFetch<CheckoutResult>(PaymentPaths.checkout, { method: 'POST', body });

export const usePayForPlan = () => useMutation({ mutationFn: payForPlan });
