import {
  PORTAL_COOKIE,
  PORTAL_PREVIEW_CLIENT_HEADER,
  PORTAL_PREVIEW_HEADER,
  PORTAL_SESSION_DAYS,
  PORTAL_TEXTS,
} from '@focal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { companyOfMember } from '../memberships/service.ts';
import * as repo from './repo.ts';

/**
 * Who a portal request is for: a client of the company in the path, through this browser's session
 * cookie (Path `/api/portal/{companyId}`, HttpOnly, SameSite=Lax), or, read-only, the studio's
 * preview of one of its clients (the bootstrap's `portalAuth.token` and the client's id).
 */
export type PortalScope = { companyId: string; clientId: string; sessionId: string | null; preview: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    portal: PortalScope | null;
  }
}

const SESSION_MS = PORTAL_SESSION_DAYS * 86_400_000;

function cookie(deps: AppDeps, companyId: string, value: string, maxAgeSeconds: number) {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${PORTAL_COOKIE}=${value}; Path=/api/portal/${companyId}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Starts a session for the client in this browser (the caller's transaction). */
export async function startSession(
  tx: Db,
  deps: AppDeps,
  reply: FastifyReply,
  request: FastifyRequest,
  who: { companyId: string; clientId: string; linkId: string | null },
) {
  const token = randomToken();
  await repo.insertSession(tx, {
    ...who,
    tokenHash: hashToken(token),
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + SESSION_MS),
  });
  void reply.header('set-cookie', cookie(deps, who.companyId, token, SESSION_MS / 1000));
}

export function endSessionCookie(deps: AppDeps, reply: FastifyReply, companyId: string) {
  void reply.header('set-cookie', cookie(deps, companyId, '', 0));
}

function cookieToken(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === PORTAL_COOKIE && value && value.length <= 100) return value;
  }
  return undefined;
}

const signInNeeded = () =>
  new AppError('PortalSignInNeeded', PORTAL_TEXTS.signInNeededTitle, PORTAL_TEXTS.signInNeeded);

/** The live session this browser holds for the company, if any. */
export async function sessionOf(deps: AppDeps, request: FastifyRequest, companyId: string) {
  const token = cookieToken(request);
  const found = token ? await repo.liveSession(deps.db, hashToken(token)) : undefined;
  return found && found.session.companyId === companyId ? found : undefined;
}

async function previewOf(deps: AppDeps, request: FastifyRequest, companyId: string): Promise<PortalScope> {
  const token = request.headers[PORTAL_PREVIEW_HEADER];
  const clientId = request.headers[PORTAL_PREVIEW_CLIENT_HEADER];
  const claims = typeof token === 'string' ? await deps.tokens.purposeClaims('portal', token) : undefined;
  if (!claims?.sub || claims.cid !== companyId || typeof clientId !== 'string') throw signInNeeded();
  // The member must still work in the company, and the client must be one of its live clients.
  if (!(await companyOfMember(deps.db, claims.sub, companyId))) throw signInNeeded();
  if (!/^[0-9a-f-]{36}$/i.test(clientId) || !(await repo.liveClient(deps.db, companyId, clientId)))
    throw signInNeeded();
  return { companyId, clientId, sessionId: null, preview: true };
}

/** preHandler of every portal route that needs one: sets `request.portal`, or 401. */
export const requirePortal = (deps: AppDeps) => async (request: FastifyRequest) => {
  const { companyId } = request.params as { companyId: string };
  if (request.headers[PORTAL_PREVIEW_HEADER]) {
    request.portal = await previewOf(deps, request, companyId);
    return;
  }
  const found = await sessionOf(deps, request, companyId);
  if (!found) throw signInNeeded();
  // The session's end slides at most once a minute: most requests write nothing.
  if (Date.now() - found.session.lastSeenAt.getTime() > 60_000)
    await repo.slideSession(deps.db, found.session.id, new Date(Date.now() + SESSION_MS));
  request.portal = { companyId, clientId: found.client.id, sessionId: found.session.id, preview: false };
};

/** The client's own acts (accept, decline) are refused under the studio's preview. */
export function clientActing(request: FastifyRequest): PortalScope {
  const scope = request.portal!;
  if (scope.preview)
    throw new AppError('Forbidden', PORTAL_TEXTS.previewReadOnlyTitle, PORTAL_TEXTS.previewReadOnly);
  return scope;
}
