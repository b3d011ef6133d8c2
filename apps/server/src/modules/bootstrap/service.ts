import { ApiRoutes, type Bootstrap, CompanyPaths, SubscriptionPages } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { fileUrl } from '../../storage/file-store.ts';
import { assertAccountReady } from '../account-setup/service.ts';
import { invalidToken } from '../auth/access-tokens.ts';
import type { RequestAuth } from '../auth/guards.ts';
import { accountContext, freshAccountContext } from '../account-context/service.ts';
import { moveSessionsIntoCompany } from '../auth/move-session.ts';
import { firstCompanyOf } from '../memberships/service.ts';
import { findUserById } from '../users/service.ts';
import { planCatalogue } from '../account-billing/plans/catalogue.ts';
import { showPlansAfterLogin, subscriptionData } from '../account-billing/subscription/builder.ts';
import { chatLinks } from '../support-chat/service.ts';
import { userMenuLinks } from './menu-links.ts';

const SERVER_BUILD = '0.1.0';

/**
 * Everything the web app needs after sign-in: the profile with its links, the subscription, the
 * settings and the company the session works in (spec 01 §3 "Bootstrap response").
 */
export async function bootstrap(deps: AppDeps, auth: RequestAuth): Promise<Bootstrap> {
  const { subjectId, companyId: sessionCompany } = auth;
  let context = sessionCompany ? await accountContext(deps, subjectId, sessionCompany) : undefined;
  if (!context) {
    // The session's company was removed or the user left it: fall back to one they still belong to.
    if (!(await findUserById(deps.db, auth.subjectId))) throw invalidToken();
    const companyId = await firstCompanyOf(deps.db, auth.subjectId);
    if (!companyId) throw new AppError('453', 'No company', 'Your account does not belong to any company.');
    await moveSessionsIntoCompany(deps, (_tx, move) => move({ sessionId: auth.sessionId }, companyId));
    context = await freshAccountContext(deps, auth.subjectId, companyId);
  }
  const { user, company, businessAccount, subscription, role } = context!;
  // Spec 01 §8: an account set up only in part is finished first (UserDoesNotExist, CountryRequired).
  assertAccountReady(user);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName,
      name: fullName,
      email: user.email,
      currency: { currencyCode: user.currency },
      country: user.country,
      timeZone: user.timeZone,
      registeredAt: user.createdAt.toISOString(),
      resourcesLinks: {
        ACCOUNT_BRANDS: { url: CompanyPaths.brands },
        // Owners pay: the app offers plans and billing only where the server sent this link.
        ...(role === 'owner' && { SUBSCRIPTION_PLANS: { url: SubscriptionPages.plans } }),
        ...userMenuLinks(deps.config, role, subscription),
        ...chatLinks(deps.config),
        // Spec 02 §3 "Photo upload": the widget shows PHOTO_URL (only with a photo) and uploads to UPLOAD_PHOTO.
        ...(user.photoPath && { PHOTO_URL: { url: fileUrl(user.photoPath) } }),
        UPLOAD_PHOTO: { url: ApiRoutes.uploadPhoto.path, method: ApiRoutes.uploadPhoto.method },
      },
      preferences: {
        postLogin: { showPlans: showPlansAfterLogin(subscription, role) },
        pendo: { enabled: false },
        workflowTemplatePermission: 'FULL',
      },
    },
    // Lapsed: currentPlan is null, and the client runs the no-active-subscription flow (spec 01 §4.2).
    subscription: subscriptionData(subscription, await planCatalogue(deps.db)),
    // The maps key is a browser key (spec 02 §7): the address fields load the maps script with it.
    bootstrapSettings: {
      properties: {
        devMailbox: deps.config.devMailbox,
        ...(deps.config.mapsApiKey && { mapsApiKey: deps.config.mapsApiKey }),
      },
    },
    authorizedCompany: {
      id: company.id,
      name: company.name,
      timeZone: company.timeZone,
      createdAt: company.createdAt.toISOString(),
      businessAccount: { id: businessAccount.id, createdAt: businessAccount.createdAt.toISOString() },
    },
    portalAuth: { token: await portalToken(deps, user.id, company.id) },
    environment: { name: deps.config.env, builds: { web: deps.webBuild, server: SERVER_BUILD } },
  };
}

const PORTAL_TOKEN_TTL_MS = 3600_000;
/** Per signing key, so apps with different secrets in one process never share a token. */
const portalTokensByKey = new WeakMap<AppDeps['tokens'], Map<string, { token: string; expiresAt: number }>>();

/** The client-portal token lives an hour; bootstrap reuses one until it has less than 50 minutes left. */
async function portalToken(deps: AppDeps, userId: string, companyId: string): Promise<string> {
  let portalTokens = portalTokensByKey.get(deps.tokens);
  if (!portalTokens) portalTokensByKey.set(deps.tokens, (portalTokens = new Map()));
  const key = `${userId}:${companyId}`;
  const cached = portalTokens.get(key);
  if (cached && cached.expiresAt - Date.now() > 50 * 60_000) return cached.token;
  if (portalTokens.size > 10_000) portalTokens.clear();
  const token = await deps.tokens.signPurpose('portal', userId, '1h', { cid: companyId });
  portalTokens.set(key, { token, expiresAt: Date.now() + PORTAL_TOKEN_TTL_MS });
  return token;
}
