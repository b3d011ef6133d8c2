import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  invoiceOwedDays,
  paymentReminderSettings,
  paymentRemindersSent,
} from '../../db/schema.ts';

/** The payment reminders' SQL: the company's setting, and one row per reminder claimed. */
type SettingValues = { enabled: boolean; daysBefore: number[]; daysAfter: number[] };
type SavedSetting = SettingValues & { updatedAt: Date };
export type ReminderKey = {
  companyId: string;
  invoiceId: string;
  instalment: number;
  dueOn: string;
  kind: 'before' | 'after';
  days: number;
};

const settingColumns = {
  enabled: paymentReminderSettings.enabled,
  daysBefore: paymentReminderSettings.daysBefore,
  daysAfter: paymentReminderSettings.daysAfter,
  updatedAt: paymentReminderSettings.updatedAt,
};

export async function settingOf(db: Db, companyId: string): Promise<SavedSetting | undefined> {
  const [row] = await db
    .select(settingColumns)
    .from(paymentReminderSettings)
    .where(eq(paymentReminderSettings.companyId, companyId));
  return row;
}

/**
 * Saves the setting made from the version `loadedAt` (null: the defaults, never saved); undefined
 * when the row has changed since (or was first saved elsewhere): nothing is written then.
 */
export async function saveSetting(
  db: Db,
  companyId: string,
  values: SettingValues,
  loadedAt: string | null,
): Promise<SavedSetting | undefined> {
  if (loadedAt === null) {
    const [row] = await db
      .insert(paymentReminderSettings)
      .values({ companyId, ...values })
      .onConflictDoNothing()
      .returning(settingColumns);
    return row;
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ updatedAt: paymentReminderSettings.updatedAt })
      .from(paymentReminderSettings)
      .where(eq(paymentReminderSettings.companyId, companyId))
      .for('update');
    // The version the page printed is the row's time to the millisecond (as every record's is).
    if (!current || current.updatedAt.getTime() !== new Date(loadedAt).getTime()) return undefined;
    const [row] = await tx
      .update(paymentReminderSettings)
      .set({ ...values, updatedAt: sql`clock_timestamp()` })
      .where(eq(paymentReminderSettings.companyId, companyId))
      .returning(settingColumns);
    return row;
  });
}

/**
 * A page of companies, in id order after `afterId`, whose clock reads `hour` o'clock at `now`, that
 * reminders are not switched off for (no row: the defaults, on) and that are owed something with a
 * due day: invoice_owed_days holds a few rows per company, kept by the invoices' triggers, so the
 * probe is one index lookup.
 */
export async function companiesToRemind(
  db: Db,
  at: { now: Date; hour: number },
  page: { afterId: string | null; limit: number },
) {
  const { afterId } = page;
  const localHour = sql`extract(hour from (${at.now.toISOString()}::timestamptz at time zone ${companies.timeZone}))`;
  return db
    .select({
      id: companies.id,
      timeZone: companies.timeZone,
      daysBefore: paymentReminderSettings.daysBefore,
      daysAfter: paymentReminderSettings.daysAfter,
    })
    .from(companies)
    .leftJoin(paymentReminderSettings, eq(paymentReminderSettings.companyId, companies.id))
    .where(
      and(
        afterId ? gt(companies.id, afterId) : undefined,
        sql`${localHour} = ${at.hour}`,
        sql`${paymentReminderSettings.enabled} is not false`,
        sql`exists (select 1 from ${invoiceOwedDays} d where d.company_id = ${companies.id} and d.due_on is not null)`,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(page.limit);
}

/**
 * Claims one reminder: its row, unless one with the same key exists (an earlier run's, or a
 * parallel run's, which this insert waits for). Answers the new row's id, or null when claimed before.
 */
export async function claimReminder(tx: Db, key: ReminderKey): Promise<string | null> {
  const [row] = await tx
    .insert(paymentRemindersSent)
    .values(key)
    .onConflictDoNothing()
    .returning({ id: paymentRemindersSent.id });
  return row?.id ?? null;
}

export async function setReminderMail(tx: Db, companyId: string, id: string, mailId: string) {
  await tx
    .update(paymentRemindersSent)
    .set({ mailId })
    .where(and(eq(paymentRemindersSent.companyId, companyId), eq(paymentRemindersSent.id, id)));
}
