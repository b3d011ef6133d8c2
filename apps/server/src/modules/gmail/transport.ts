import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config.ts';
import { openCompanySecret } from '../email-settings/company-secrets.ts';
import type { EmailSettingsRow } from '../email-settings/settings.ts';
import { gmailConfigured, gmailOAuth } from './provider.ts';

type GmailRow = Pick<EmailSettingsRow, 'companyId' | 'gmailAddress' | 'gmailRefreshTokenSealed'>;

/**
 * Nodemailer's options to send a company's mail through Gmail (GMAIL_SMTP_URL) as its connected
 * account, with XOAUTH2: nodemailer trades the refresh token for an access token at the provider's
 * token endpoint itself, and again when that one expires. Throws when the server has no Gmail client
 * or the company no connection (the mail service then fails the message; it never falls back to
 * another sender silently).
 */
export async function gmailTransportOptions(config: Config, row: GmailRow): Promise<SMTPTransport.Options> {
  if (!gmailConfigured(config))
    throw new Error('Gmail is not configured on this server (GMAIL_OAUTH_CLIENT_ID)');
  if (!row.gmailAddress || !row.gmailRefreshTokenSealed)
    throw new Error('Gmail is not connected for this company');
  const refreshToken = openCompanySecret(config, row.companyId, row.gmailRefreshTokenSealed);
  const tokenEndpoint = (await gmailOAuth(config.gmail)).serverMetadata().token_endpoint;
  if (!tokenEndpoint) throw new Error('The Gmail OAuth server lists no token endpoint');
  const smtp = new URL(config.gmail.smtpUrl);
  const secure = smtp.protocol === 'smtps:';
  return {
    host: smtp.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: smtp.port ? Number(smtp.port) : secure ? 465 : 587,
    // Plain smtp is allowed on loopback only (config.ts): anywhere else the token goes over TLS.
    secure,
    auth: {
      type: 'OAuth2',
      user: row.gmailAddress,
      clientId: config.gmail.clientId,
      clientSecret: config.gmail.clientSecret,
      refreshToken,
      accessUrl: tokenEndpoint,
    },
  };
}
