import type { EmailMode, EmailProvider } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { focalSender } from './focal-sender.ts';
import { EmailSettingsText } from './messages.ts';
import { changeMailRoute } from './route-notice.ts';
import {
  type EmailSettingsRow,
  findCompanyIdentity,
  findEmailSettings,
  upsertEmailSettings,
} from './repo.ts';

export const smtpConfigured = (row: EmailSettingsRow) =>
  Boolean(row.smtpHost && row.smtpPort && row.senderEmail);
const gmailConnected = (row: EmailSettingsRow) => Boolean(row.gmailAddress && row.gmailRefreshTokenSealed);

/** The email provider section: the mode, Focal's sender as focal mode uses it, what each mode needs. */
export async function emailProvider(deps: AppDeps, companyId: string): Promise<EmailProvider> {
  const row = await findEmailSettings(deps.db, companyId);
  const company = await findCompanyIdentity(deps.db, companyId);
  const sender = focalSender(deps.config, company ?? { name: 'Studio', email: '' }, row);
  return {
    mode: row.mode,
    focalFrom: sender.formatted,
    focalReplyTo: sender.replyTo || null,
    smtpConfigured: smtpConfigured(row),
    smtpVerified: smtpConfigured(row) && row.smtpVerifiedAt !== null,
    gmailConnected: gmailConnected(row),
  };
}

/**
 * Switches where the studio's mail goes. smtp only with settings whose test delivered (a saved
 * server that never sent would lose every mail), gmail only with a connected account.
 */
export async function setEmailMode(
  deps: AppDeps,
  companyId: string,
  mode: EmailMode,
): Promise<EmailProvider> {
  const row = await findEmailSettings(deps.db, companyId);
  if (mode === 'smtp' && !(smtpConfigured(row) && row.smtpVerifiedAt)) {
    throw new AppError('Conflict', EmailSettingsText.modeTitle, EmailSettingsText.smtpNotReady);
  }
  if (mode === 'gmail' && !gmailConnected(row)) {
    throw new AppError('Conflict', EmailSettingsText.modeTitle, EmailSettingsText.gmailNotReady);
  }
  if (row.mode !== mode) {
    await changeMailRoute(deps, companyId, async (tx) => {
      await upsertEmailSettings(tx, companyId, { mode });
      return { result: null, change: { kind: 'provider', mode } };
    });
  }
  return emailProvider(deps, companyId);
}
