import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { invalidToken, type SubjectKind } from './access-tokens.ts';
import { AuthText } from './messages.ts';

export type RequestAuth = {
  kind: SubjectKind;
  subjectId: string;
  sessionId: string;
  companyId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Verifies the access token and that its session was not revoked (logout, refresh-token reuse,
 * password reset). No query: revocations are held in memory (see revocations.ts).
 */
export async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<RequestAuth> {
  const token = bearerToken(request);
  if (!token) throw invalidToken();
  const claims = await deps.tokens.verify(token);
  if (deps.revocations.has(claims.sid)) throw invalidToken();
  return { kind: claims.kind, subjectId: claims.sub, sessionId: claims.sid, companyId: claims.cid };
}

/** preHandler factories: a signed-in user (administrators are told they are in the wrong place). */
export const requireUser = (deps: AppDeps) => async (request: FastifyRequest, _reply: FastifyReply) => {
  const auth = await authenticate(deps, request);
  if (auth.kind !== 'user') {
    throw new AppError('IncorrectAccount', AuthText.incorrectAccountTitle, AuthText.incorrectAccount, {
      data: { resourcesLinks: { ADMIN_LOGIN: { url: '/admins' } } },
    });
  }
  request.auth = auth;
};

export const requireAdmin = (deps: AppDeps) => async (request: FastifyRequest, _reply: FastifyReply) => {
  const auth = await authenticate(deps, request);
  if (auth.kind !== 'admin')
    throw new AppError('Forbidden', 'Administrators only', 'This page is for Focal administrators.');
  request.auth = auth;
};
