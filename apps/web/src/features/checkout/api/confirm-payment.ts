import { type CheckoutResult, type ConfirmPaymentRequest, PaymentPaths } from '@focal/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const confirmPayment = (body: ConfirmPaymentRequest) =>
  apiFetch<CheckoutResult>(PaymentPaths.confirm, { method: 'POST', body });

export const useConfirmPayment = () => useMutation({ mutationFn: confirmPayment });
