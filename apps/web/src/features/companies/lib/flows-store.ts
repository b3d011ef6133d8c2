import { useSyncExternalStore } from 'react';

/**
 * What the company flows show over the frame: the half-opaque overlay while switching (spec 01
 * §4.3, §2.4) and the Add New Company modals. One small store, so the user menu, the mobile menu
 * and the companies page start them and one host in the frame renders them.
 */
export type FlowsState = {
  /** The company being switched to (the overlay shows), or null. */
  switching: { id: string; name: string } | null;
  /** Whether the Add New Company modals are open. */
  adding: boolean;
};

let state: FlowsState = { switching: null, adding: false };
const listeners = new Set<() => void>();

export const flowsState = () => state;

export function setFlowsState(patch: Partial<FlowsState>) {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useFlowsState = () => useSyncExternalStore(subscribe, flowsState, flowsState);
