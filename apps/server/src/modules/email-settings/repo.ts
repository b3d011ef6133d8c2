import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyEmailSettings } from '../../db/schema.ts';

export type EmailSettingsRow = typeof companyEmailSettings.$inferSelect;
/** What an upsert may change: anything but the company and the stamp it keeps itself. */
export type EmailSettingsPatch = Partial<
  Omit<typeof companyEmailSettings.$inferInsert, 'companyId' | 'updatedAt'>
>;

/** A company without its own SMTP server: every column of one empty (the defaults, and a removal). */
export const NO_CUSTOM_SMTP = {
  smtpHost: null,
  smtpPort: null,
  smtpSecurity: null,
  smtpUser: null,
  smtpPasswordSealed: null,
  senderName: null,
  senderEmail: null,
  smtpVerifiedAt: null,
  smtpConfiguredBy: null,
} as const satisfies EmailSettingsPatch;

/** A company that never changed its email settings: Focal's sender, no signature, all notifications. */
function defaultEmailSettings(companyId: string): EmailSettingsRow {
  return {
    companyId,
    mode: 'focal',
    ...NO_CUSTOM_SMTP,
    gmailAddress: null,
    gmailRefreshTokenSealed: null,
    gmailAccountCredentialId: null,
    gmailConnectedBy: null,
    gmailReceiveReplies: false,
    gmailSenderName: null,
    replyUsername: null,
    notifications: {},
    signatureHtml: '',
    signatureImagePath: null,
    updatedAt: new Date(0),
  };
}

/** The company's settings row, or the defaults when it has none (the mail service and Gmail read this). */
export async function findEmailSettings(db: Db, companyId: string): Promise<EmailSettingsRow> {
  const [row] = await db
    .select()
    .from(companyEmailSettings)
    .where(eq(companyEmailSettings.companyId, companyId));
  return row ?? defaultEmailSettings(companyId);
}

/** Writes the given columns of the company's row, creating it with the defaults for the rest. */
export async function upsertEmailSettings(
  db: Db,
  companyId: string,
  patch: EmailSettingsPatch,
): Promise<EmailSettingsRow> {
  const [row] = await db
    .insert(companyEmailSettings)
    .values({ ...patch, companyId })
    .onConflictDoUpdate({ target: companyEmailSettings.companyId, set: { ...patch, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** The studio's name and address: Focal's sender speaks in its name and replies go to its address. */
export async function findCompanyIdentity(db: Db, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/**
 * Turns the given notification events on or off in one statement (the stored object merged with
 * the patch in SQL), so two saves of different events at once both hold.
 */
export async function mergeNotifications(db: Db, companyId: string, patch: Record<string, boolean>) {
  const [row] = await db
    .insert(companyEmailSettings)
    .values({ companyId, notifications: patch })
    .onConflictDoUpdate({
      target: companyEmailSettings.companyId,
      set: {
        notifications: sql`${companyEmailSettings.notifications} || excluded.notifications`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Locks the company's settings row (made if missing) and returns its signature image path. */
export async function lockSignatureImage(tx: Db, companyId: string): Promise<string | null> {
  await tx.insert(companyEmailSettings).values({ companyId }).onConflictDoNothing();
  const [row] = await tx
    .select({ path: companyEmailSettings.signatureImagePath })
    .from(companyEmailSettings)
    .where(eq(companyEmailSettings.companyId, companyId))
    .for('update');
  return row?.path ?? null;
}

/** Whether any company's signature shows this file (files are shared by content). */
export async function isSignatureImageInUse(tx: Db, path: string): Promise<boolean> {
  const [row] = await tx
    .select({ companyId: companyEmailSettings.companyId })
    .from(companyEmailSettings)
    .where(eq(companyEmailSettings.signatureImagePath, path))
    .limit(1);
  return Boolean(row);
}
