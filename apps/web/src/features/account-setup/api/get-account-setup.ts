import type { ResourceLink } from '@focal/contracts';
import type { AccountSetup } from '@focal/contracts/account-setup';
import { apiFetch } from '../../../shared/http/client';

/** The fields and prefill of the complete-sign-up form, from the link the error carried. */
export const getAccountSetup = (link: ResourceLink) =>
  apiFetch<AccountSetup>(link.url, { method: link.method ?? 'GET' });
