import {
  CARD_PAYMENT_DEFAULTS,
  type CardPaymentSettings,
  type PaymentSettings,
  type PaymentSettingsView,
} from '@focal/contracts/payment-settings';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { PaymentSettingsText as T } from './messages.ts';
import * as repo from './repo.ts';

type Saved = CardPaymentSettings & { updatedAt?: Date };

const viewOf = ({ updatedAt, surchargeBasisPoints, tipsEnabled }: Saved): PaymentSettingsView => ({
  updatedAt: updatedAt?.toISOString() ?? null,
  card: { surchargeBasisPoints, tipsEnabled },
});

/** The card options in force: the saved ones, or the defaults (no surcharge, no tips). */
export async function cardOptionsOf(db: Db, companyId: string): Promise<CardPaymentSettings> {
  const saved = await repo.cardSettingOf(db, companyId);
  return saved
    ? { surchargeBasisPoints: saved.surchargeBasisPoints, tipsEnabled: saved.tipsEnabled }
    : { ...CARD_PAYMENT_DEFAULTS };
}

export async function getPaymentSettings(db: Db, companyId: string): Promise<PaymentSettingsView> {
  return viewOf((await repo.cardSettingOf(db, companyId)) ?? CARD_PAYMENT_DEFAULTS);
}

/**
 * Saves the card options (the contract checked the range) only over the version the form was
 * loaded at: a colleague's save since is StaleVersion, never overwritten.
 */
export async function savePaymentSettings(
  db: Db,
  companyId: string,
  body: PaymentSettings,
): Promise<PaymentSettingsView> {
  const saved = await repo.saveCardSetting(db, companyId, body.card, body.updatedAt);
  if (!saved) throw new AppError('StaleVersion', T.staleTitle, T.stale);
  return viewOf(saved);
}
