import type { ApiError } from '../http/api-error';

/**
 * What a CompanyMismatch answer opens: the blocking switched-company modal, which belongs to the
 * companies feature, so the signed-in frame registers it here (shared code cannot import features).
 * Unregistered (outside the frame), the error passes to the caller like any other.
 */
type Flow = (error: ApiError) => void;
let flow: Flow | null = null;

export function setCompanySwitchedFlow(next: Flow | null) {
  flow = next;
}

export const companySwitchedFlow = () => flow;
