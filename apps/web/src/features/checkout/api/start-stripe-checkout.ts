import { type StripeCheckoutSessionRequest, StripePaths } from '@focal/contracts/stripe';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const startStripeCheckout = (body: StripeCheckoutSessionRequest) =>
  apiFetch<{ url: string }>(StripePaths.checkoutSession, { method: 'POST', body });

export const useStartStripeCheckout = () => useMutation({ mutationFn: startStripeCheckout });
