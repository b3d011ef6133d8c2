import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';
import { leaveAppFor } from '../../../shared/leave-app';

/**
 * A server link to be POSTed rather than opened (STRIPE_DASHBOARD: the server makes a customer
 * portal session, valid for minutes, so it cannot be a plain href). Its answer names where to go.
 */
export async function followPostLink(url: string) {
  try {
    const { url: destination } = await apiFetch<{ url: string }>(url, { method: 'POST' });
    leaveAppFor(destination);
  } catch (error) {
    handleApiError(error);
  }
}
