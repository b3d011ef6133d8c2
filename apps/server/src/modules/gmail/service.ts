import { randomUUID } from 'node:crypto';
import type {
  GmailConnection,
  gmailConnectRequestSchema,
  gmailSettingsRequestSchema,
} from '@focal/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { openCompanySecret, sealCompanySecret } from '../email-settings/company-secrets.ts';
import { type EmailSettingsRow, emailSettingsOf, saveGmailSettings } from '../email-settings/settings.ts';
import { changeMailRoute } from '../email-settings/route-notice.ts';
import { GmailText } from './messages.ts';
import { gmailConfigured } from './provider.ts';
import { exchangeGmailCode, gmailSignInUrl, revokeGmailToken } from './sign-in.ts';

type Log = { warn: (obj: object, msg: string) => void };
type SettingsBody = z.output<typeof gmailSettingsRequestSchema>;
type ConnectBody = z.output<typeof gmailConnectRequestSchema>;

const isConnected = (row: EmailSettingsRow) => Boolean(row.gmailAddress && row.gmailRefreshTokenSealed);

function connectionOf(deps: AppDeps, row: EmailSettingsRow, signInUrl: string | null): GmailConnection {
  const connected = isConnected(row);
  return {
    available: gmailConfigured(deps.config),
    connected,
    active: connected && row.mode === 'gmail',
    address: connected ? row.gmailAddress : null,
    accountCredentialId: connected ? row.gmailAccountCredentialId : null,
    receiveReplies: row.gmailReceiveReplies,
    senderName: row.gmailSenderName ?? '',
    senderEmail: connected ? row.gmailAddress : null,
    signInUrl,
  };
}

/** The connection; with `signIn`, Google's sign-in address when there is none (a fresh state each time). */
export async function gmailConnection(
  deps: AppDeps,
  scope: CompanyScope,
  options: { signIn: boolean },
): Promise<GmailConnection> {
  const row = await emailSettingsOf(deps.db, scope.companyId);
  const offer = options.signIn && gmailConfigured(deps.config) && !isConnected(row);
  const signInUrl = offer ? await gmailSignInUrl(deps, deps.config.gmail!, scope) : null;
  return connectionOf(deps, row, signInUrl);
}

/** A page that loaded another connection than the current one may not change this one. */
function assertSameConnection(row: EmailSettingsRow, accountCredentialId: string | null | undefined) {
  if (accountCredentialId === undefined) return;
  const current = isConnected(row) ? row.gmailAccountCredentialId : null;
  if (accountCredentialId !== current) throw new AppError('Conflict', GmailText.staleTitle, GmailText.stale);
}

/** Gmail rewrites any other From to the account's address, so another sender address is refused. */
function assertSenderEmail(address: string, senderEmail: string | null | undefined) {
  if (!senderEmail || senderEmail === address) return;
  const message = GmailText.senderEmail(address);
  throw new AppError('ValidationFailed', GmailText.senderEmailTitle, message, {
    data: { fields: { senderEmail: message } },
  });
}

const notAvailable = () => new AppError('NotFound', GmailText.notAvailableTitle, GmailText.notAvailable);

/** The sign-in's return: the account's refresh token sealed, its address kept, the company sends through it. */
export async function connectGmail(deps: AppDeps, scope: CompanyScope, body: ConnectBody, log: Log) {
  if (!gmailConfigured(deps.config)) throw notAvailable();
  const before = await emailSettingsOf(deps.db, scope.companyId);
  assertSameConnection(before, body.accountCredentialId);
  const { address, refreshToken } = await exchangeGmailCode(deps, deps.config.gmail, scope, body);
  assertSenderEmail(address, body.senderEmail);
  const row = await changeMailRoute(deps, scope.companyId, async (tx) => ({
    result: await saveGmailSettings(tx, scope.companyId, {
      mode: 'gmail',
      gmailAddress: address,
      gmailRefreshTokenSealed: sealCompanySecret(deps.config, scope.companyId, refreshToken),
      gmailAccountCredentialId: randomUUID(),
      gmailConnectedBy: scope.userId,
      gmailReceiveReplies: body.receiveReplies,
      ...(body.senderName !== undefined ? { gmailSenderName: body.senderName } : {}),
    }),
    change: { kind: 'gmail_connected', address },
  }));
  // The account it replaces keeps no access through us.
  if (before.gmailRefreshTokenSealed) {
    const previous = openCompanySecret(deps.config, scope.companyId, before.gmailRefreshTokenSealed);
    if (previous !== refreshToken) await revokeGmailToken(deps.config, previous, log);
  }
  return connectionOf(deps, row, null);
}

/** PUT: the connected account's reply settings; the address and the token stay. */
export async function updateGmailSettings(deps: AppDeps, scope: CompanyScope, body: SettingsBody) {
  if (!gmailConfigured(deps.config)) throw notAvailable();
  const before = await emailSettingsOf(deps.db, scope.companyId);
  if (!isConnected(before))
    throw new AppError('Conflict', GmailText.notConnectedTitle, GmailText.notConnected);
  assertSameConnection(before, body.accountCredentialId);
  assertSenderEmail(before.gmailAddress!, body.senderEmail);
  const row = await saveGmailSettings(deps.db, scope.companyId, {
    gmailReceiveReplies: body.receiveReplies,
    ...(body.senderName !== undefined ? { gmailSenderName: body.senderName } : {}),
  });
  return connectionOf(deps, row, null);
}

/** DELETE: the token forgotten here and revoked at the provider; Focal's sender if Gmail was in use. */
export async function disconnectGmail(deps: AppDeps, scope: CompanyScope, log: Log) {
  const before = await emailSettingsOf(deps.db, scope.companyId);
  if (!before.gmailRefreshTokenSealed && !before.gmailAddress) return connectionOf(deps, before, null);
  const row = await changeMailRoute(deps, scope.companyId, async (tx) => ({
    result: await saveGmailSettings(tx, scope.companyId, {
      mode: before.mode === 'gmail' ? 'focal' : before.mode,
      gmailAddress: null,
      gmailRefreshTokenSealed: null,
      gmailAccountCredentialId: null,
      gmailConnectedBy: null,
    }),
    change: { kind: 'gmail_disconnected', address: before.gmailAddress },
  }));
  if (before.gmailRefreshTokenSealed) {
    const token = openCompanySecret(deps.config, scope.companyId, before.gmailRefreshTokenSealed);
    await revokeGmailToken(deps.config, token, log);
  }
  return connectionOf(deps, row, null);
}
