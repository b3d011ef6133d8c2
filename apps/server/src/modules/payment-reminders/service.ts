import { PAYMENT_REMINDER_DEFAULTS, type PaymentReminderSettings } from '@focal/contracts/payment-reminders';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

const ascending = (days: readonly number[]) => [...days].sort((a, b) => a - b);

type Setting = { enabled: boolean; daysBefore: readonly number[]; daysAfter: readonly number[] };

const viewOf = (setting: Setting): PaymentReminderSettings => ({
  enabled: setting.enabled,
  daysBefore: ascending(setting.daysBefore),
  daysAfter: ascending(setting.daysAfter),
});

/** The company's setting, or the defaults (on: 3 days before, 1 and 7 days after) until one is saved. */
export async function getReminderSettings(db: Db, companyId: string): Promise<PaymentReminderSettings> {
  return viewOf((await repo.settingOf(db, companyId)) ?? PAYMENT_REMINDER_DEFAULTS);
}

/** Saves the setting (the contract checked the days), kept in ascending order. */
export async function saveReminderSettings(
  db: Db,
  companyId: string,
  body: PaymentReminderSettings,
): Promise<PaymentReminderSettings> {
  return viewOf(await repo.saveSetting(db, companyId, viewOf(body)));
}
