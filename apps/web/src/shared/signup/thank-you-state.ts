import type { ResourceLink } from '@focal/contracts';
import { tabStore } from '../../../shared/storage/storage';

/** What the thank-you page needs after sign-up; kept per tab so a reload still shows it. */
export type ThankYouState = { email: string; resend: ResourceLink };

const KEY = 'signup.thankYou';
const DAY_MS = 24 * 3600 * 1000;

export const saveThankYou = (state: ThankYouState) => tabStore.set(KEY, state, { ttlMs: DAY_MS });
export const readThankYou = () => tabStore.get<ThankYouState>(KEY);

/** The mailbox of the development mail mode is opened with the token of the resend link. */
export function resendToken(link: ResourceLink): string | null {
  try {
    return new URL(link.url, window.location.origin).searchParams.get('token');
  } catch {
    return null;
  }
}
