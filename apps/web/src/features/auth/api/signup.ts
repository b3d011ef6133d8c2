import type { ResourceLink, signupRequestSchema } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/http/client';

export type SignupBody = z.output<typeof signupRequestSchema>;
export type SignupResult = {
  email: string;
  resourcesLinks: { RESEND_CONFIRMATION: ResourceLink; DEV_MAILBOX?: ResourceLink };
};

export const signup = (body: SignupBody) =>
  apiFetch<SignupResult>('/api/auth/signup', { method: 'POST', body, auth: false });

export const useSignup = () => useMutation({ mutationFn: signup });
