import { ApiRoutes } from '@focal/contracts/api-routes';
import type { BillingDetails } from '@focal/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const saveBillingDetails = (body: BillingDetails) => apiFetch(ApiRoutes.saveBillingDetails, { body });

export const useSaveBillingDetails = () => useMutation({ mutationFn: saveBillingDetails });
