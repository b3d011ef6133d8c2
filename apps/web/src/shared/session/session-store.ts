import { localStore } from '../storage/storage';

/**
 * The signed-in photographer's tokens, kept in localStorage so every tab shares one session.
 * Listeners hear every change, including those made by other tabs (`storage` events); sign-out
 * listeners hear only the transition from signed in to signed out.
 */
const ACCESS = 'session.access';
const REFRESH = 'session.refresh';
const EMAIL = 'session.email';
/** Read before the app loads by app/boot/first-paint.js (the shell's greeting): change both together. */
const FIRST_NAME = 'session.firstName';

export type TokenPair = { access_token: string; refresh_token: string };
export type SignOutReason = 'user' | 'expired' | 'invalid' | 'boot' | 'other-tab';

type Listener = () => void;
type SignOutListener = (reason: SignOutReason) => void;

const listeners = new Set<Listener>();
const signOutListeners = new Set<SignOutListener>();
const startListeners = new Set<Listener>();
let wasSignedIn: boolean | null = null;
let watchingOtherTabs = false;

export const getAccessToken = () => localStore.get<string>(ACCESS);
export const getRefreshToken = () => localStore.get<string>(REFRESH);
export const getSessionEmail = () => localStore.get<string>(EMAIL);
export const isSignedIn = () => getAccessToken() !== null;

function notify(reason: SignOutReason) {
  const signedIn = isSignedIn();
  const signedOut = wasSignedIn === true && !signedIn;
  wasSignedIn = signedIn;
  for (const listener of [...listeners]) listener();
  if (signedOut) for (const listener of [...signOutListeners]) listener(reason);
}

function watchOtherTabs() {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  wasSignedIn = isSignedIn();
  window.addEventListener('storage', (event) => {
    // `key === null` means another tab cleared the whole storage.
    if (event.key === null || event.key === localStore.fullKey(ACCESS)) notify('other-tab');
  });
}

export function setTokens(pair: TokenPair, email?: string) {
  wasSignedIn ??= isSignedIn();
  localStore.set(ACCESS, pair.access_token);
  localStore.set(REFRESH, pair.refresh_token);
  if (email) localStore.set(EMAIL, email);
  notify('user');
}

/** A new sign-in (not a refresh): listeners drop everything kept from an earlier session. */
export function startSession(pair: TokenPair, email?: string) {
  for (const listener of [...startListeners]) listener();
  setTokens(pair, email);
}

/** The signed-in user's email and first name, from the bootstrap, for the next visit's first requests and paint. */
export function setSessionUser(user: { email: string; firstName: string }) {
  if (getSessionEmail() !== user.email) localStore.set(EMAIL, user.email);
  if (localStore.get<string>(FIRST_NAME) !== user.firstName) localStore.set(FIRST_NAME, user.firstName);
}

/** Forgets the session here and, through the storage event, in every other tab. */
export function clearSession(reason: SignOutReason) {
  wasSignedIn ??= isSignedIn();
  localStore.remove(ACCESS);
  localStore.remove(REFRESH);
  localStore.remove(EMAIL);
  localStore.remove(FIRST_NAME);
  notify(reason);
}

export function subscribeSession(listener: Listener) {
  watchOtherTabs();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function onSessionStarted(listener: Listener) {
  startListeners.add(listener);
  return () => {
    startListeners.delete(listener);
  };
}

export function onSignedOut(listener: SignOutListener) {
  watchOtherTabs();
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}
