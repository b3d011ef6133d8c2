import type { ResourceLink } from '@focal/contracts';
import type { Configure2faMetadata, RecoverUser2FA } from '@focal/contracts/two-factor';
import type { User2faState } from '@focal/contracts/two-factor-constants';

/**
 * The modal control of spec 02 §3: one store says which two-factor modal is open (`action`) and
 * with what (`payload`). It loads with every page (the sign-in pages open it on a 212 or 213), so
 * it stays small; the modals themselves load when it first opens (two-factor-mount.tsx).
 */
export type TwoFactorAction = 'SETUP' | 'LOGIN' | 'RESET' | 'SUCCESS_SETUP' | 'DISMISS_SETUP';
export type TwoFactorCloseResult =
  'SETUP_AND_LOGIN' | 'SETUP_ONLY' | 'DISMISS_SETUP' | 'SUCCESS_LOGIN' | 'LAUNCH_RESET' | 'LAUNCH_LOGIN';

export type TwoFactorPayload = {
  /** A setup the user cannot skip: a company requires two-factor (a 213 at sign-in). */
  enforce?: boolean;
  user2faState?: User2faState;
  /** The secret and the links of a setup (spec 02 §3 configure2faMetadata). */
  configure2faMetadata?: Configure2faMetadata;
  /**
   * My profile's setup of an account with a password: its last step asks for it (issue 29 §3). Never
   * at a sign-in's setup, whose key already took the password.
   */
  askPassword?: boolean;
  /** The current company, and whether this user (its owner) may require two-factor of its team. */
  enforcement?: { companyName: string; canChange: boolean };
  /** The sign-in waiting for its second step: its key and, for a 212, where the code goes. */
  loginActions?: { authorizationKey: string; AUTHENTICATE_2FA?: ResourceLink };
  /** Who is signing in (the email the second step names) and this browser's device token. */
  userPayload?: { email?: string | undefined };
  recoverUser2FA?: RecoverUser2FA;
};

export type TwoFactorControl = {
  /** Counts the openings: a modal opened again starts afresh. */
  id: number;
  state: boolean;
  action: TwoFactorAction | null;
  payload: TwoFactorPayload;
};

let control: TwoFactorControl = { id: 0, state: false, action: null, payload: {} };
let settle: ((result: TwoFactorCloseResult | null) => void) | null = null;
const listeners = new Set<() => void>();

function set(next: TwoFactorControl) {
  control = next;
  for (const listener of [...listeners]) listener();
}

export const getTwoFactorControl = () => control;

export function subscribeTwoFactorControl(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Marks a step of the open modal (SUCCESS_SETUP once saved) without closing it. */
export function markTwoFactor(action: TwoFactorAction) {
  if (control.state) set({ ...control, action });
}

/**
 * Closes the open modal with its result; `null` when it was dismissed without one (the login and
 * recovery modals' close button) or replaced by another.
 */
export function closeTwoFactor(result: TwoFactorCloseResult | null) {
  const done = settle;
  settle = null;
  set({ id: control.id, state: false, action: null, payload: {} });
  done?.(result);
}

function openOnce(action: TwoFactorAction, payload: TwoFactorPayload) {
  // A second request replaces the first (a recovery's sign-in answered 213 opens the setup).
  settle?.(null);
  return new Promise<TwoFactorCloseResult | null>((resolve) => {
    settle = resolve;
    set({ id: control.id + 1, state: true, action, payload });
  });
}

/**
 * Opens the modal for `action` and resolves with how it finally closed: LAUNCH_RESET opens the
 * recovery modal and LAUNCH_LOGIN the login modal again, with the same payload, before resolving.
 */
export async function openTwoFactor(
  action: TwoFactorAction,
  payload: TwoFactorPayload,
): Promise<TwoFactorCloseResult | null> {
  let result = await openOnce(action, payload);
  while (result === 'LAUNCH_RESET' || result === 'LAUNCH_LOGIN') {
    result = await openOnce(result === 'LAUNCH_RESET' ? 'RESET' : 'LOGIN', payload);
  }
  return result;
}
