import type { LoginRequest, TokenPair } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';

export const adminLogin = (body: LoginRequest) =>
  apiFetch<TokenPair>('/api/admin/auth/login', { method: 'POST', body, auth: false });
