import { ApiRoutes } from '@focal/contracts/api-routes';
import type { confirmPurposeSchema } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/http/client';

export type ConfirmPurpose = z.infer<typeof confirmPurposeSchema>;

const confirmEmail = (body: { token: string; purpose: ConfirmPurpose }) =>
  apiFetch(ApiRoutes.confirmEmail, { body, auth: false });

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
