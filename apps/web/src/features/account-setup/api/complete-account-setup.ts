import type { ResourceLink } from '@focal/contracts';
import { apiFetch } from '../../../shared/http/client';

/**
 * The listed answers, to the submit link the error carried. The modals render in the overlay host,
 * outside the query client's provider, so this is a plain fetcher: the form's submit state waits.
 */
export const completeAccountSetup = (link: ResourceLink, body: Record<string, unknown>) =>
  apiFetch<unknown>(link.url, { method: link.method ?? 'POST', body });
