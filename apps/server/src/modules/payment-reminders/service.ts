import { PAYMENT_REMINDER_DEFAULTS, type PaymentReminderSettings } from '@focal/contracts/payment-reminders';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { ReminderSettingsText as T } from './messages.ts';
import * as repo from './repo.ts';

const ascending = (days: readonly number[]) => [...days].sort((a, b) => a - b);

type Setting = {
  enabled: boolean;
  daysBefore: readonly number[];
  daysAfter: readonly number[];
  updatedAt?: Date;
};

const viewOf = (setting: Setting): PaymentReminderSettings => ({
  updatedAt: setting.updatedAt?.toISOString() ?? null,
  enabled: setting.enabled,
  daysBefore: ascending(setting.daysBefore),
  daysAfter: ascending(setting.daysAfter),
});

/** The company's setting, or the defaults (on: 3 days before, 1 and 7 days after) until one is saved. */
export async function getReminderSettings(db: Db, companyId: string): Promise<PaymentReminderSettings> {
  return viewOf((await repo.settingOf(db, companyId)) ?? PAYMENT_REMINDER_DEFAULTS);
}

/**
 * Saves the setting (the contract checked the days), kept in ascending order, only over the version
 * the form was loaded at: a colleague's save since is StaleVersion, never overwritten.
 */
export async function saveReminderSettings(
  db: Db,
  companyId: string,
  body: PaymentReminderSettings,
): Promise<PaymentReminderSettings> {
  const { updatedAt: _version, ...values } = viewOf({
    enabled: body.enabled,
    daysBefore: body.daysBefore,
    daysAfter: body.daysAfter,
  });
  const saved = await repo.saveSetting(db, companyId, values, body.updatedAt);
  if (!saved) throw new AppError('StaleVersion', T.staleTitle, T.stale);
  return viewOf(saved);
}
