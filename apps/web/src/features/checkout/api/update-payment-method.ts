import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdatePaymentMethodRequest } from '@focal/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

const updatePaymentMethod = (body: UpdatePaymentMethodRequest) =>
  apiFetch(ApiRoutes.updatePaymentMethod, { body });

export const useUpdatePaymentMethod = () => useMutation({ mutationFn: updatePaymentMethod });
