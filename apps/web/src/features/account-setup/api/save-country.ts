import type { ResourceLink } from '@focal/contracts';
import type { SaveCountryRequest } from '@focal/contracts/account-setup';
import { apiFetch } from '../../../shared/http/client';

/** The country, to the submit link the error carried (a plain fetcher, as complete-account-setup says). */
export const saveCountry = (link: ResourceLink, body: SaveCountryRequest) =>
  apiFetch<unknown>(link.url, { method: link.method ?? 'POST', body });
