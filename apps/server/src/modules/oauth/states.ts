import * as client from 'openid-client';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * The state, nonce and PKCE verifier of a sign-in with a provider (sign-up's and Gmail's). The state
 * is stored hashed and single use, under `boundTo`: only a return bound to the same name finds it.
 */
export async function issueSignInState(db: Db, boundTo: string, ttlMs: number) {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await repo.saveState(db, { state, provider: boundTo, codeVerifier, nonce, ttlMs });
  return { state, nonce, codeVerifier };
}

/** The verifier and nonce of a fresh `state` issued under `boundTo`; the state is used up either way. */
export const takeSignInState = (db: Db, state: string, boundTo: string) => repo.takeState(db, state, boundTo);
