import { type BillingDetails, BillingPaths } from '@focal/contracts/billing';
import { apiFetch } from '../../../shared/http/client';

export const saveBillingDetails = (body: BillingDetails) =>
  apiFetch<unknown>(BillingPaths.billing, { method: 'PUT', body });
