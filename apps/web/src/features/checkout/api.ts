import {
  type BillingDetails,
  type BillingOverview,
  BillingPaths,
  type UpdatePaymentMethodRequest,
  type UpdatePaymentMethodResult,
} from '@focal/contracts/billing';
import {
  type CheckoutRequest,
  type CheckoutResult,
  type ConfirmPaymentRequest,
  PaymentPaths,
} from '@focal/contracts/payments';
import { type PromoCode, PromoCodePaths } from '@focal/contracts/promo-codes';
import type { StripeCheckoutSessionRequest } from '@focal/contracts/stripe';
import { StripePaths } from '@focal/contracts/stripe';
import { type Plan, SubscriptionPaths } from '@focal/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/http/client';

export type PlanList = { plans: Plan[]; provider: 'sandbox' | 'stripe' };

/** Plans and billing belong to the business account, not to a company: one key each. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'plans'],
    queryFn: ({ signal }) => apiFetch<PlanList>(SubscriptionPaths.plans, { signal }),
  });
export const usePlans = () => useQuery(plansQueryOptions());

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'billing'],
    queryFn: ({ signal }) => apiFetch<BillingOverview>(BillingPaths.billing, { signal }),
  });
export const useBilling = () => useQuery(billingQueryOptions());

export const lookupPromoCode = (code: string) =>
  apiFetch<PromoCode>(PromoCodePaths.lookup.replace(':code', encodeURIComponent(code.trim())));

export const payForPlan = (body: CheckoutRequest) =>
  apiFetch<CheckoutResult>(PaymentPaths.checkout, { method: 'POST', body });

export const confirmPayment = (body: ConfirmPaymentRequest) =>
  apiFetch<CheckoutResult>(PaymentPaths.confirm, { method: 'POST', body });

export const startStripeCheckout = (body: StripeCheckoutSessionRequest) =>
  apiFetch<{ url: string }>(StripePaths.checkoutSession, { method: 'POST', body });

export const updatePaymentMethod = (body: UpdatePaymentMethodRequest) =>
  apiFetch<UpdatePaymentMethodResult>(BillingPaths.paymentMethod, { method: 'POST', body });

export const saveBillingDetails = (body: BillingDetails) =>
  apiFetch<unknown>(BillingPaths.billing, { method: 'PUT', body });
