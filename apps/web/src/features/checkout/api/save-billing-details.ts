import { type BillingDetails, BillingPaths } from '@focal/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const saveBillingDetails = (body: BillingDetails) =>
  apiFetch<unknown>(BillingPaths.billing, { method: 'PUT', body });

export const useSaveBillingDetails = () => useMutation({ mutationFn: saveBillingDetails });
