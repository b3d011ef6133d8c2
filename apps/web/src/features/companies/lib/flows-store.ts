import { useSyncExternalStore } from 'react';

/**
 * What the company flows show over the frame: the half-opaque overlay while switching (spec 01
 * §4.3, §2.4), the Add New Company modals and the blocking switched-company modal. One small store, so the user menu, the mobile menu
 * and the companies page start them and one host in the frame renders them.
 */
export type FlowsState = {
  /** The company being switched to (the overlay shows), or null. */
  switching: { id: string; name: string } | null;
  /** Whether the Add New Company modals are open. */
  adding: boolean;
  /**
   * The session moved to another company than this tab shows (another tab switched): the blocking
   * switched-company modal shows, naming the company when it is known.
   */
  switchedElsewhere: { name: string | undefined } | null;
};

const INITIAL: FlowsState = { switching: null, adding: false, switchedElsewhere: null };
let state: FlowsState = INITIAL;
const listeners = new Set<() => void>();

export const flowsState = () => state;

export function setFlowsState(patch: Partial<FlowsState>) {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

/** When the frame leaves (sign-out): nothing of a flow outlives it. */
export const resetFlowsState = () => setFlowsState(INITIAL);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useFlowsState = () => useSyncExternalStore(subscribe, flowsState, flowsState);
