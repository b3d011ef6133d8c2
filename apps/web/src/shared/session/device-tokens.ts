import { localStore } from '../storage/storage';

/**
 * Device tokens (docs/decisions/sign-in-limits-and-queues.md): each successful sign-in gives this
 * browser a token for that account, sent with the next sign-in to the same email so that failed
 * attempts elsewhere never lock this browser out. Kept per email (a shared studio computer), for the
 * last few accounts, and apart from the session: signing out keeps them.
 */
const KEY = 'deviceTokens';
const MAX_ACCOUNTS = 5;

type Kept = Record<string, string>;
const keyOf = (email: string) => email.trim().toLowerCase();

export function deviceTokenFor(email: string): string | undefined {
  return localStore.get<Kept>(KEY)?.[keyOf(email)];
}

export function keepDeviceToken(email: string, token: string) {
  const kept = { ...localStore.get<Kept>(KEY) };
  delete kept[keyOf(email)];
  // The newest last; the oldest accounts drop out first.
  const entries = [...Object.entries(kept), [keyOf(email), token] as const].slice(-MAX_ACCOUNTS);
  localStore.set(KEY, Object.fromEntries(entries));
}

/** The sign-in body with this browser's device token for the email, when it has one. */
export const withDeviceToken = <T extends { email: string }>(body: T) => {
  const token = deviceTokenFor(body.email);
  return token ? { ...body, device_token: token } : body;
};
