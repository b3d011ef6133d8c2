import type { TokenPair } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const instantLogin = (token: string) =>
  apiFetch<TokenPair>('/api/auth/instant-login', { method: 'POST', body: { token }, auth: false });

export const useInstantLogin = () => useMutation({ mutationFn: instantLogin });
