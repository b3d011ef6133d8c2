import type { LoginRequest, TokenPair } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const login = (body: LoginRequest) =>
  apiFetch<TokenPair>('/api/auth/login', { method: 'POST', body, auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
