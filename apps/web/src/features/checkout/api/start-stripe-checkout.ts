import { ApiRoutes } from '@focal/contracts/api-routes';
import type { StripeCheckoutSessionRequest } from '@focal/contracts/stripe';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const startStripeCheckout = (body: StripeCheckoutSessionRequest) =>
  apiFetch(ApiRoutes.createStripeCheckoutSession, { body });

export const useStartStripeCheckout = () => useMutation({ mutationFn: startStripeCheckout });
