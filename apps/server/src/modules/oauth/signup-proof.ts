import { ApiRoutes } from '@focal/contracts/api-routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';

/**
 * An OAuth sign-up with an address the provider did not vouch for gets no session; its browser
 * keeps this signed cookie instead. The sign-up confirmation opened in that browser keeps the
 * identity; opened anywhere else it proves the address for someone else, and the identity goes.
 */
export const IDENTITY_PROOF_PURPOSE = 'oauth-signup-proof';
const COOKIE = 'focal_oauth_signup';
// Sent only with the confirmation request, which reads it.
const COOKIE_PATH = ApiRoutes.confirmEmail.path;

export async function leaveSignupProof(
  deps: AppDeps,
  reply: FastifyReply,
  options: { userId: string; ttlMs: number },
) {
  const token = await deps.tokens.signPurpose(
    IDENTITY_PROOF_PURPOSE,
    options.userId,
    new Date(Date.now() + options.ttlMs),
  );
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const maxAge = Math.floor(options.ttlMs / 1000);
  void reply.header(
    'set-cookie',
    `${COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export function signupProofOf(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIE && value) return value;
  }
  return undefined;
}
