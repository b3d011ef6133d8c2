import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * What the mail service, the signature and Gmail read and write of a company's email settings: the
 * stored row, or the defaults when the company never saved any.
 */
export type EmailSettingsRow = repo.EmailSettingsRow;

export const emailSettingsOf = (db: Db, companyId: string) => repo.findEmailSettings(db, companyId);

/** The settings and the studio's name and address, which Focal's sender speaks in (null: no company). */
export async function sendingSettingsOf(db: Db, companyId: string) {
  const [settings, company] = await Promise.all([
    repo.findEmailSettings(db, companyId),
    repo.findCompanyIdentity(db, companyId),
  ]);
  return { settings, company };
}

type GmailColumns = Pick<
  repo.EmailSettingsPatch,
  | 'mode'
  | 'gmailAddress'
  | 'gmailRefreshTokenSealed'
  | 'gmailAccountCredentialId'
  | 'gmailConnectedBy'
  | 'gmailReceiveReplies'
  | 'gmailSenderName'
>;

/** Writes the Gmail connection's columns (and the mode), the rest kept; answers the settings. */
export const saveGmailSettings = (db: Db, companyId: string, patch: GmailColumns) =>
  repo.upsertEmailSettings(db, companyId, patch);
