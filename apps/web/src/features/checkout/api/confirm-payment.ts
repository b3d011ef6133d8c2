import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ConfirmSubscriptionPaymentRequest } from '@focal/contracts/subscription-payments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const confirmPayment = (body: ConfirmSubscriptionPaymentRequest) =>
  apiFetch(ApiRoutes.confirmPayment, { body });

export const useConfirmPayment = () => useMutation({ mutationFn: confirmPayment });
