import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ConfirmPaymentRequest } from '@focal/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const confirmPayment = (body: ConfirmPaymentRequest) => apiFetch(ApiRoutes.confirmPayment, { body });

export const useConfirmPayment = () => useMutation({ mutationFn: confirmPayment });
