import { SessionRoutes } from '@focal/contracts/session-routes';
import type { OAuthProvider } from '@focal/contracts/oauth';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../shared/http/client';

const getProviders = () =>
  apiFetch(SessionRoutes.listOAuthProviders, { auth: false }).then(
    // A 2xx carrying an error body arrives as null (spec 01 §8): no providers then.
    (data: { providers: OAuthProvider[] } | null) => data?.providers ?? [],
  );

/**
 * The configured providers, or none while loading or when the list cannot be had (the password form
 * still works). A plain effect, not a query: /login renders without the query library.
 */
export function useProviders(): OAuthProvider[] {
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    let current = true;
    getProviders().then(
      (list) => current && setProviders(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return providers;
}
