import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import {
  emailField,
  NAME_MAX_LENGTH,
  type OAuthCallbackRequest,
  type OAuthCallbackResult,
  type OAuthCompleteRequest,
  type OAuthCompleteResult,
  type OAuthCompletionField,
  oauthCompletionFormSchema,
  type OAuthPendingSignup,
  type OAuthProvider,
} from '@focal/contracts';
import * as client from 'openid-client';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { consume } from '../../http/rate-limits/rate-limit.ts';
import { signupLimit } from '../../http/signup-limit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { confirmSignupMail } from '../../mail/templates.ts';
import { AuthText } from '../auth/messages.ts';
import { createAccount } from '../auth/accounts.ts';
import { firstCompanyOf } from '../memberships/service.ts';
import { findUserByEmail, findUserById } from '../users/service.ts';
import {
  queueLinkMail,
  resendConfirmationLink,
  startUserSession,
  TOKEN_TTL,
  TRIAL_DAYS,
} from '../auth/service.ts';
import { devMailLink } from '../dev-mail/links.ts';
import { OAuthText } from './messages.ts';
import { findProvider, providerConfiguration, redirectUri } from './providers.ts';
import * as repo from './repo.ts';
import { issueSignInState, takeSignInState } from './states.ts';

export const STATE_TTL_MS = 10 * 60_000;
const PENDING_TTL_MS = 3600_000;
const ALWAYS_ASKED: OAuthCompletionField[] = ['country', 'currency', 'timezone', 'termsOfUseAccepted'];

const failed = (message: string) => new AppError('OAuthFailed', OAuthText.failedTitle, message);
const stateInvalid = () => failed(OAuthText.stateInvalid);
const completionInvalid = () =>
  new AppError('VerificationLinkInvalid', OAuthText.completionInvalidTitle, OAuthText.completionInvalid);
const emailTaken = () =>
  new AppError('EmailTaken', OAuthText.emailTakenTitle, OAuthText.emailTaken, {
    data: { fields: { email: OAuthText.emailTaken } },
  });

export function listProviders(deps: AppDeps): OAuthProvider[] {
  return deps.config.oauthProviders.map((p) => ({
    id: p.id,
    name: p.name,
    startUrl: fillPath(ApiRoutes.startOAuth.path, { providerId: p.id }),
  }));
}

/** The provider's authorization URL for a new attempt, with state, nonce and PKCE (S256) remembered. */
export async function start(deps: AppDeps, options: { providerId: string }) {
  const provider = findProvider(deps, options.providerId);
  const configuration = await providerConfiguration(deps, provider);
  const { state, nonce, codeVerifier } = await issueSignInState(deps.db, provider.id, STATE_TTL_MS);
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(deps, provider.id),
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state };
}

type Claims = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, NAME_MAX_LENGTH) : undefined;

function namesFrom(claims: Claims) {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: given ?? '', lastName: family ?? '' };
  const [first = '', ...rest] = (text(claims.name) ?? '').split(/\s+/);
  return { firstName: first, lastName: rest.join(' ').slice(0, NAME_MAX_LENGTH) };
}

/**
 * The provider sent the browser back: the state must be one we issued to this browser, unused and
 * fresh. A known (provider, subject) signs in; anyone else gets a pending sign-up to complete.
 * Accounts are never found by email: an email match alone proves nothing about who signed in.
 */
export async function callback(
  deps: AppDeps,
  options: { providerId: string; response: OAuthCallbackRequest; browserBound: boolean },
): Promise<OAuthCallbackResult> {
  const provider = findProvider(deps, options.providerId);
  const { response } = options;
  if (!options.browserBound) throw stateInvalid();
  const saved = await takeSignInState(deps.db, response.state, provider.id);
  if (!saved) throw stateInvalid();
  if (response.error || !response.code) throw failed(OAuthText.declined(provider.name));

  const configuration = await providerConfiguration(deps, provider);
  const currentUrl = new URL(redirectUri(deps, provider.id));
  currentUrl.searchParams.set('code', response.code);
  currentUrl.searchParams.set('state', response.state);
  if (response.iss) currentUrl.searchParams.set('iss', response.iss);
  let claims: Claims;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: response.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims() ?? {};
  } catch {
    throw failed(OAuthText.exchangeFailed(provider.name));
  }
  const subject = typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined;
  if (!subject) throw failed(OAuthText.exchangeFailed(provider.name));

  const identity = await repo.findIdentity(deps.db, provider.id, subject);
  if (identity) {
    // An identity that signed up with a typed address signs in once that address is confirmed.
    const user = await findUserById(deps.db, identity.userId);
    if (!user?.emailConfirmedAt || !identity.confirmedAt) {
      throw new AppError(
        'EmailNotConfirmed',
        AuthText.notConfirmedTitle,
        AuthText.notConfirmed(user?.email ?? ''),
        {
          data: {
            resourcesLinks: { RESEND_CONFIRMATION: await resendConfirmationLink(deps, identity.userId) },
          },
        },
      );
    }
    const companyId = (await firstCompanyOf(deps.db, identity.userId)) ?? null;
    return { status: 'signed_in', ...(await startUserSession(deps, identity.userId, companyId)) };
  }

  const email = emailField().safeParse(claims.email);
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const pending = {
    provider: provider.id,
    subject,
    email: email.success ? email.data : null,
    emailVerified: email.success && verified,
    ...namesFrom(claims),
  };
  const completionToken = await repo.createPendingSignup(deps.db, { ...pending, ttlMs: PENDING_TTL_MS });
  return { status: 'needs_completion', completionToken, ...describe(pending) };
}

type PendingFacts = Pick<
  repo.PendingSignup,
  'provider' | 'email' | 'emailVerified' | 'firstName' | 'lastName'
>;

/** What the "Just one more step!" form shows and asks: the email only when the provider did not vouch for one. */
function describe(pending: PendingFacts): OAuthPendingSignup {
  const asksEmail = !(pending.email && pending.emailVerified);
  return {
    providerId: pending.provider,
    action: pending.provider === 'xero' ? 'COMPLETE_XERO_SIGN_UP' : 'COMPLETE_OAUTH_SIGN_UP',
    prefill: { email: pending.email, firstName: pending.firstName ?? '', lastName: pending.lastName ?? '' },
    fields: asksEmail ? ['email', ...ALWAYS_ASKED] : [...ALWAYS_ASKED],
  };
}

export async function pendingSignup(deps: AppDeps, options: { token: string }): Promise<OAuthPendingSignup> {
  const pending = await repo.findPendingSignup(deps.db, options.token);
  if (!pending) throw completionInvalid();
  return describe(pending);
}

function validationFailed(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= OAuthText.notAccepted;
      continue;
    }
    fields[issue.path.join('.') || '(body)'] ??= issue.message;
  }
  return new AppError('ValidationFailed', OAuthText.checkForm, Object.values(fields)[0]!, {
    data: { fields },
  });
}

/**
 * Creates the account for a pending sign-up, links the identity and uses the pending row, all in one
 * transaction. With an address the provider vouched for, the account works at once. A typed
 * address is unproven (it may be someone else's): no session, but the answer of a password
 * sign-up, and the identity counts only once the confirmation link is used in this browser
 * (`proofFor`: the route leaves that browser its proof, oauth/signup-proof.ts).
 */
export async function complete(
  deps: AppDeps,
  options: { form: OAuthCompleteRequest; clientAddress: string },
): Promise<{ result: OAuthCompleteResult; proofFor?: string }> {
  await consume(deps.db, signupLimit(deps.config), options.clientAddress);
  const found = await repo.findPendingSignup(deps.db, options.form.token);
  if (!found) throw completionInvalid();
  const { fields } = describe(found);
  const checked = oauthCompletionFormSchema(fields).safeParse(options.form);
  if (!checked.success) throw validationFailed(checked.error);
  const form = checked.data;
  const typedEmail = fields.includes('email');
  const email = typedEmail ? form.email! : found.email!;
  try {
    const { userId, companyId, mailId } = await deps.db.transaction(async (tx) => {
      const pending = await repo.usePendingSignup(tx, form.token);
      if (!pending) throw completionInvalid();
      if (await repo.findIdentity(tx, pending.provider, pending.subject))
        throw alreadyLinked(deps, pending.provider);
      if (await findUserByEmail(tx, email)) throw emailTaken();
      const firstName = pending.firstName || email.split('@')[0]!;
      const lastName = pending.lastName ?? '';
      const { user, company } = await createAccount(tx, {
        email,
        firstName,
        lastName,
        passwordHash: null,
        country: form.country,
        currency: form.currency,
        timeZone: form.timezone,
        companyName: `${firstName} ${lastName}`.trim(),
        emailConfirmed: !typedEmail,
        trialDays: TRIAL_DAYS,
      });
      await repo.linkIdentity(tx, {
        provider: pending.provider,
        subject: pending.subject,
        userId: user.id,
        confirmedAt: typedEmail ? null : new Date(),
      });
      let mailId: string | undefined;
      if (typedEmail) {
        mailId = await queueLinkMail(deps, tx, { user, purpose: 'signup', template: confirmSignupMail });
      }
      return { userId: user.id, companyId: company.id, mailId };
    });
    if (!mailId) return { result: await startUserSession(deps, userId, companyId) };
    await deps.mailer.dispatch([mailId]);
    const devMailbox = await devMailLink(
      deps,
      { id: mailId, kind: 'signup' },
      new Date(Date.now() + TOKEN_TTL.signup),
    );
    const resourcesLinks = {
      RESEND_CONFIRMATION: await resendConfirmationLink(deps, userId),
      ...(devMailbox && { DEV_MAILBOX: devMailbox }),
    };
    return { result: { email, resourcesLinks }, proofFor: userId };
  } catch (error) {
    // Two completions racing: the loser hit a unique index on the identity or the email.
    if (isUniqueViolation(error)) {
      if (await repo.findIdentity(deps.db, found.provider, found.subject))
        throw alreadyLinked(deps, found.provider);
      throw emailTaken();
    }
    throw error;
  }
}

function alreadyLinked(deps: AppDeps, providerId: string) {
  const name = deps.config.oauthProviders.find((p) => p.id === providerId)?.name ?? providerId;
  return failed(OAuthText.alreadyLinked(name));
}
