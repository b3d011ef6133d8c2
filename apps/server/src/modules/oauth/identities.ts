/**
 * What other modules (auth's reset and sign-up confirmation, account setup) do with OAuth identities.
 * oauth/repo.ts stays the oauth_identities table's only repository; this file, unlike
 * oauth/service.ts, depends on no other module, so auth can call it without an import cycle.
 */
export { confirmIdentities, hasOAuthIdentity, removeUnconfirmedIdentities } from './repo.ts';
