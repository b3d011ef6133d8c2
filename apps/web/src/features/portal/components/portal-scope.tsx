import { createContext, useContext } from 'react';
import type { PortalScope } from '../lib/scope';

const ScopeContext = createContext<PortalScope | null>(null);

/** Set by the portal's routes (the client's own, or the studio's preview) for the pages below. */
export const PortalScopeProvider = ScopeContext.Provider;

export function usePortalScope(): PortalScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('usePortalScope is used outside the portal routes');
  return scope;
}
