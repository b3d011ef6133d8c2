import { COMPANY_HEADER, SubscriptionPages } from '@focal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { invalidToken, type SubjectKind } from './access-tokens.ts';
import { accountContext } from '../account-context/service.ts';
import type { Role } from '../memberships/service.ts';
import { isLiveSubscription } from '../account-billing/subscription/live.ts';
import { SubscriptionText } from '../account-billing/subscription/messages.ts';
import { AuthText } from './messages.ts';

export type RequestAuth = {
  kind: SubjectKind;
  subjectId: string;
  sessionId: string;
  companyId: string | null;
};

/** The company a request works in, and the user's place in it (set by `requireCompany`). */
export type CompanyScope = {
  companyId: string;
  userId: string;
  role: Role;
  businessAccountId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    company: CompanyScope | null;
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
async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<RequestAuth> {
  const token = bearerToken(request);
  if (!token) throw invalidToken();
  const claims = await deps.tokens.verify(token);
  if (deps.revocations.has(claims.sid)) throw invalidToken();
  // A session that switched company since this token was issued works in the new one.
  const moved = deps.revocations.companyOf(claims.sid);
  const companyId = moved === undefined ? claims.cid : moved;
  return { kind: claims.kind, subjectId: claims.sub, sessionId: claims.sid, companyId };
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

/** The header naming the company the tab believes it works in (Node lower-cases header names). */
const COMPANY_HEADER_NAME = COMPANY_HEADER.toLowerCase();

/**
 * A signed-in user working in the session's current company. A request naming another company
 * (a tab that missed a switch made elsewhere) is refused with CompanyMismatch, so it never writes
 * into a company its user does not see. A business account without a live subscription is refused
 * with 210 (SubscriptionExpired), except on the routes that say `allowLapsedSubscription` (the
 * subscription's own): the check reads the cached context, so it costs no query.
 */
export const requireCompany = (deps: AppDeps, options: { allowLapsedSubscription?: boolean } = {}) => {
  const user = requireUser(deps);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await user(request, reply);
    const auth = request.auth!;
    const named = request.headers[COMPANY_HEADER_NAME];
    if (typeof named === 'string' && named !== '' && named !== auth.companyId) {
      throw new AppError('CompanyMismatch', AuthText.companyMismatchTitle, AuthText.companyMismatch, {
        data: { companyId: auth.companyId },
      });
    }
    const companyId = auth.companyId;
    const context = companyId ? await accountContext(deps, auth.subjectId, companyId) : undefined;
    if (!companyId || !context) throw new AppError('453', AuthText.noCompanyTitle, AuthText.noCompany);
    if (!options.allowLapsedSubscription && !isLiveSubscription(context.subscription)) {
      throw new AppError('210', SubscriptionText.expiredTitle, SubscriptionText.expired, {
        data: { resourcesLinks: { SUBSCRIPTION_PLANS: { url: SubscriptionPages.plans } } },
      });
    }
    request.company = {
      companyId,
      userId: auth.subjectId,
      role: context.role,
      businessAccountId: context.businessAccount.id,
    };
  };
};

/** Owners only (billing, companies, team): members are told so, with the spec's error body. */
export function assertOwner(scope: CompanyScope) {
  if (scope.role !== 'owner') throw new AppError('Forbidden', AuthText.ownersOnlyTitle, AuthText.ownersOnly);
}

/**
 * assertOwner as a preHandler after `requireCompany`, for routes that are the owner's alone: a
 * member's request is refused before its handler changes or starts anything.
 */
export const requireOwner = async (request: { company: CompanyScope | null }) => {
  assertOwner(request.company!);
};
