import { tabStore } from '../storage/storage';

/**
 * Spec 02 §2: after a two-factor sign-in the user goes to / and a flag records that they came from
 * login. Kept for this tab (sessionStorage `focal.cameFromLogin`); whoever needs it reads it once.
 */
const KEY = 'cameFromLogin';

export const markCameFromLogin = () => tabStore.set(KEY, true);

export function takeCameFromLogin(): boolean {
  const came = tabStore.get<boolean>(KEY) === true;
  tabStore.remove(KEY);
  return came;
}
