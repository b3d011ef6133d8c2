import type { ResourceLink } from '@focal/contracts';
import { tabStore } from '../storage/storage';

/**
 * What the thank-you page needs after a sign-up (by password, or by OAuth with a typed address);
 * kept per tab so a reload still shows it. `devMailbox`: without a mail server, the link to the
 * confirmation mail itself (DEV_MAILBOX), when the server offered one.
 */
export type ThankYouState = { email: string; resend: ResourceLink; devMailbox?: ResourceLink | undefined };

const KEY = 'signup.thankYou';
const DAY_MS = 24 * 3600 * 1000;

export const saveThankYou = (state: ThankYouState) => tabStore.set(KEY, state, { ttlMs: DAY_MS });
export const readThankYou = () => tabStore.get<ThankYouState>(KEY);

/** The answer of a sign-up that must confirm its address first, as the thank-you page keeps it. */
export const thankYouFrom = (result: {
  email: string;
  resourcesLinks: { RESEND_CONFIRMATION: ResourceLink; DEV_MAILBOX?: ResourceLink | undefined };
}): ThankYouState => ({
  email: result.email,
  resend: result.resourcesLinks.RESEND_CONFIRMATION,
  devMailbox: result.resourcesLinks.DEV_MAILBOX,
});
