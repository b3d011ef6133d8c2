import type { CustomSmtp, SaveCustomSmtpRequest } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { consume, type Limit } from '../../http/rate-limits/rate-limit.ts';
import { companySignature } from '../../mail/signature.ts';
import { sendSmtpTest } from '../../mail/transports.ts';
import type { CompanyScope } from '../auth/guards.ts';
import { findUserById } from '../users/service.ts';
import { openCompanySecret, sealCompanySecret } from './company-secrets.ts';
import { EmailSettingsText } from './messages.ts';
import { changeMailRoute } from './route-notice.ts';
import { smtpConfigured } from './provider.ts';
import { type EmailSettingsRow, findEmailSettings, NO_CUSTOM_SMTP, upsertEmailSettings } from './repo.ts';

/**
 * Connection tests per company: each one opens a connection to a host the studio names and sends a
 * message, so they are bounded (20 an hour is plenty for getting settings right, and keeps Focal
 * from being used to probe or spam through someone's server).
 */
export const SMTP_TESTS: Limit = { bucket: 'smtp-test', max: 20, windowMs: 60 * 60_000 };

/** The custom provider section: the settings as stored, never the password. */
function customSmtpOf(row: EmailSettingsRow): CustomSmtp {
  return {
    configured: smtpConfigured(row),
    host: row.smtpHost,
    port: row.smtpPort,
    security: row.smtpSecurity,
    username: row.smtpUser,
    hasPassword: row.smtpPasswordSealed !== null,
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    verifiedAt: row.smtpVerifiedAt?.toISOString() ?? null,
  };
}

export async function customSmtp(deps: AppDeps, companyId: string): Promise<CustomSmtp> {
  return customSmtpOf(await findEmailSettings(deps.db, companyId));
}

/**
 * The password to sign in with: the one sent, or the stored one when the form left it blank and the
 * connection is the very one it was saved for: the same host, port, security and user. Another
 * port or security is another listener, perhaps in plain text (issue 29 §6: the stored password
 * reached a plain-text port on the same host), so the password is typed again for it.
 */
function passwordFor(deps: AppDeps, companyId: string, row: EmailSettingsRow, body: SaveCustomSmtpRequest) {
  if (!body.username) return null;
  if (body.password) return body.password;
  const sameConnection =
    row.smtpPasswordSealed &&
    row.smtpHost?.toLowerCase() === body.host.toLowerCase() &&
    row.smtpPort === body.port &&
    row.smtpSecurity === body.security &&
    row.smtpUser === body.username;
  if (sameConnection) {
    try {
      return openCompanySecret(deps.config, companyId, row.smtpPasswordSealed!);
    } catch {
      // Sealed under a key that has since changed (TWO_FACTOR_KEY rotated): ask for it again.
    }
  }
  throw new AppError(
    'ValidationFailed',
    EmailSettingsText.passwordTitle,
    EmailSettingsText.passwordRequired,
    {
      data: { fields: { password: EmailSettingsText.passwordRequired } },
    },
  );
}

/**
 * Saves the studio's own server only after a real test message went through it (to the test
 * recipient, the signed-in user by default, with the studio's signature); then the studio's mail
 * goes through it. A failed test saves nothing and answers the cause (transports.ts sendSmtpTest).
 * Either way the test message is a row of the company's mail log (kind `smtp_test`).
 */
export async function saveCustomSmtp(
  deps: AppDeps,
  scope: CompanyScope,
  body: SaveCustomSmtpRequest,
): Promise<CustomSmtp> {
  const { companyId } = scope;
  const row = await findEmailSettings(deps.db, companyId);
  const password = passwordFor(deps, companyId, row, body);
  const to = body.testRecipient ?? (await findUserById(deps.db, scope.userId))?.email;
  if (!to)
    throw new AppError('ValidationFailed', 'Please check the form', 'Enter an address for the test email.');
  await consume(deps.db, SMTP_TESTS, companyId);
  const settings = {
    host: body.host,
    port: body.port,
    security: body.security,
    username: body.username || null,
    password,
    senderName: body.senderName,
    senderEmail: body.senderEmail,
  };
  const message = {
    to,
    subject: EmailSettingsText.testSubject,
    html: `<p>${EmailSettingsText.testIntro}</p>`,
    text: EmailSettingsText.testIntro,
    signature: await companySignature(deps.db, deps.config.publicUrl, companyId),
  };
  // Logged as sent or failed in the company's mail log, even when the failure saves nothing.
  await sendSmtpTest(deps.config, settings, message, { db: deps.db, companyId });
  const saved = await changeMailRoute(deps, companyId, async (tx) => ({
    result: await upsertEmailSettings(tx, companyId, {
      mode: 'smtp',
      smtpHost: body.host,
      smtpPort: body.port,
      smtpSecurity: body.security,
      smtpUser: settings.username,
      smtpPasswordSealed: password === null ? null : sealCompanySecret(deps.config, companyId, password),
      senderName: body.senderName,
      senderEmail: body.senderEmail,
      smtpVerifiedAt: new Date(),
      smtpConfiguredBy: scope.userId,
    }),
    change: { kind: 'smtp_saved', host: body.host, senderEmail: body.senderEmail },
  }));
  return customSmtpOf(saved);
}

/** Forgets the studio's server (and its sealed password); its mail goes through Focal's sender again. */
export async function deleteCustomSmtp(deps: AppDeps, companyId: string): Promise<CustomSmtp> {
  const row = await findEmailSettings(deps.db, companyId);
  const saved = await changeMailRoute(deps, companyId, async (tx) => ({
    result: await upsertEmailSettings(tx, companyId, {
      mode: row.mode === 'smtp' ? 'focal' : row.mode,
      ...NO_CUSTOM_SMTP,
    }),
    change: row.smtpHost ? { kind: 'smtp_deleted' } : null,
  }));
  return customSmtpOf(saved);
}
