import * as client from 'openid-client';
import type { Config, GmailSettings } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { AppError } from '../../http/app-error.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { issueSignInState, takeSignInState } from '../oauth/states.ts';
import { GmailText } from './messages.ts';
import { GMAIL_SCOPE, gmailOAuth, gmailRedirectUri } from './provider.ts';

/** As long as a sign-in with Google for sign-up may take (modules/oauth): 10 minutes. */
const GMAIL_STATE_TTL_MS = 10 * 60_000;

/**
 * Each sign-in address stores a state: a page polls one every few minutes, so 100 an hour per user
 * and company is plenty and bounds the rows one user can make.
 */
export const GMAIL_SIGN_INS: Limit = { bucket: 'gmail-sign-in', max: 100, windowMs: 60 * 60_000 };

/**
 * The sign-in's state is stored (hashed, single use) beside the sign-up's, under a name that binds
 * it to the company and the user who asked: another user's or company's completion finds nothing.
 */
const boundTo = (scope: CompanyScope) => `gmail:${scope.companyId}:${scope.userId}`;

const failed = (message: string) => new AppError('OAuthFailed', GmailText.failedTitle, message);

/** Google's sign-in address for this user and company: offline access, consent asked, PKCE S256. */
export async function gmailSignInUrl(deps: AppDeps, gmail: GmailSettings, scope: CompanyScope) {
  const configuration = await gmailOAuth(gmail);
  await consume(deps.db, GMAIL_SIGN_INS, boundTo(scope));
  const { state, nonce, codeVerifier } = await issueSignInState(deps.db, boundTo(scope), GMAIL_STATE_TTL_MS);
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: gmailRedirectUri(deps.config),
    response_type: 'code',
    scope: GMAIL_SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // A refresh token, and a new one at every connection (Google sends it only with consent).
    access_type: 'offline',
    prompt: 'consent',
  }).href;
}

/**
 * The return's code for a refresh token and the account's address. The state must be one issued to
 * this user in this company, unused and fresh; it is used up whatever the exchange's outcome.
 */
export async function exchangeGmailCode(
  deps: AppDeps,
  gmail: GmailSettings,
  scope: CompanyScope,
  response: { code: string; state: string },
): Promise<{ address: string; refreshToken: string }> {
  const saved = await takeSignInState(deps.db, response.state, boundTo(scope));
  if (!saved) throw failed(GmailText.stateInvalid);
  const configuration = await gmailOAuth(gmail);
  let tokens: Awaited<ReturnType<typeof client.genericGrantRequest>>;
  try {
    // Not authorizationCodeGrant: it sends the redirect URI without its query (oauthMailProvider),
    // which Google compares with the authorization request's to the letter.
    tokens = await client.genericGrantRequest(configuration, 'authorization_code', {
      code: response.code,
      redirect_uri: gmailRedirectUri(deps.config),
      code_verifier: saved.codeVerifier,
    });
  } catch {
    throw failed(GmailText.codeRefused);
  }
  const claims = tokens.claims();
  if (!claims || claims.nonce !== saved.nonce) throw failed(GmailText.codeRefused);
  const address = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!address || claims.email_verified === false) throw failed(GmailText.noAddress);
  if (!tokens.refresh_token) throw failed(GmailText.noRefreshToken);
  return { address, refreshToken: tokens.refresh_token };
}

/**
 * Tells the provider to forget a refresh token (when it lists a revocation endpoint). Best effort:
 * the connection is removed here whatever it answers; the failure is logged without the token.
 */
export async function revokeGmailToken(
  config: Config,
  refreshToken: string,
  log: { warn: (obj: object, msg: string) => void },
) {
  if (!config.gmail) return;
  try {
    const configuration = await gmailOAuth(config.gmail);
    if (!configuration.serverMetadata().revocation_endpoint) return;
    await client.tokenRevocation(configuration, refreshToken, { token_type_hint: 'refresh_token' });
  } catch (error) {
    log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'Gmail token revocation failed');
  }
}
