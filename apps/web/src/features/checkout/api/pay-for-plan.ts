import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CheckoutRequest } from '@focal/contracts/subscription-payments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const payForPlan = (body: CheckoutRequest) => apiFetch(ApiRoutes.checkout, { body });

export const usePayForPlan = () => useMutation({ mutationFn: payForPlan });
