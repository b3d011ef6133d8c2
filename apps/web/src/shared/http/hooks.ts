import type { ApiError } from './api-error';

/**
 * Where the error catalogue and the response extras plug into every request (installed once by the
 * app: see shared/errors/install.ts). The client calls them; it does not know what they do, so the
 * catalogue's modals can themselves make requests without an import cycle.
 */
export type RequestInfo = {
  url: string;
  method: string;
  auth: boolean;
  /** The call loads what a page needs: a 401 "210" also goes to /login (spec 01 §8; RequestOptions). */
  expiredGoesToLogin?: boolean;
  /** What the call sent: a sign-in answered 212 or 213 hands its email on to the two-factor modals. */
  body?: unknown;
};
type Hooks = {
  /** Every failed request, after the session rules (450, 452) ran. */
  onError?: (error: ApiError, request: RequestInfo) => void;
  /** Every successful JSON answer, whole (for `successModal` and `successPreferences`). */
  onSuccess?: (body: unknown, request: RequestInfo) => void;
};

let hooks: Hooks = {};

export function setHttpHooks(next: Hooks) {
  hooks = next;
}

export const runErrorHook = (error: ApiError, request: RequestInfo) => hooks.onError?.(error, request);
export const runSuccessHook = (body: unknown, request: RequestInfo) => hooks.onSuccess?.(body, request);
