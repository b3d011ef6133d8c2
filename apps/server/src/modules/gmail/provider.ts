import type * as client from 'openid-client';
import type { Config, GmailSettings, OAuthProviderConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { discover } from '../oauth/providers.ts';
import { GmailText } from './messages.ts';

/** The server offers Gmail only with a Google OAuth client (GMAIL_OAUTH_CLIENT_ID and _SECRET). */
export const gmailConfigured = (config: Config): config is Config & { gmail: GmailSettings } =>
  config.gmail !== undefined;

/** The Gmail client as the sign-in module's discovery reads a provider. */
const providerOf = (gmail: GmailSettings): OAuthProviderConfig => ({
  id: 'gmail-sending',
  name: 'Google',
  issuer: gmail.issuer,
  clientId: gmail.clientId,
  clientSecret: gmail.clientSecret,
});

/** One discovery per configuration; a failed one is forgotten so that the next call retries. */
const discoveries = new WeakMap<GmailSettings, Promise<client.Configuration>>();

export async function gmailOAuth(gmail: GmailSettings): Promise<client.Configuration> {
  let pending = discoveries.get(gmail);
  if (!pending) {
    pending = discover(providerOf(gmail));
    discoveries.set(gmail, pending);
    pending.catch(() => discoveries.delete(gmail));
  }
  try {
    return await pending;
  } catch {
    throw new AppError('OAuthFailed', GmailText.failedTitle, GmailText.unreachable);
  }
}

/** Where Google sends the browser back: the settings page, marked with `oauthMailProvider=gmail`. */
export const gmailRedirectUri = (config: Config) =>
  `${config.publicUrl}/settings/email-settings?oauthMailProvider=gmail`;

/**
 * Sending through Gmail's SMTP server with XOAUTH2 needs Google's full mail scope (the narrower
 * gmail.send is for the Gmail API only); `openid email` gives the address in the ID token.
 */
export const GMAIL_SCOPE = 'openid email https://mail.google.com/';
