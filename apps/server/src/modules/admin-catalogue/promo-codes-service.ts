import type { AdminCreatePromoCode, AdminPromoCode } from '@focal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type AdminActor, recordAdminAction } from '../admin-audit/service.ts';
import {
  allPromoCodes,
  expirePromoCodeAt,
  insertNewPromoCode,
  normalisePromoCode,
  promoCodeByCode,
  promoCodeData,
  type PromoCodeRow,
  redemptionsOf,
} from '../account-billing/promo-codes/resolve.ts';
import { CatalogueText } from './messages.ts';

/** The console lists at most this many redemptions of one code, newest first. */
const REDEMPTIONS_SHOWN = 1000;

/** EXPIRED past its expiry or withdrawn (the resolver refuses both), EXHAUSTED when used up. */
function stateOf(row: PromoCodeRow, now: Date): AdminPromoCode['state'] {
  if (!row.active || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return 'EXPIRED';
  if (row.maxRedemptions != null && row.redemptions >= row.maxRedemptions) return 'EXHAUSTED';
  return 'ACTIVE';
}

function adminPromoCodeOf(row: PromoCodeRow, now = new Date()): AdminPromoCode {
  return {
    ...promoCodeData(row),
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(deps: AppDeps): Promise<AdminPromoCode[]> {
  const now = new Date();
  return (await allPromoCodes(deps.db)).map((row) => adminPromoCodeOf(row, now));
}

export async function createPromoCode(
  deps: AppDeps,
  admin: AdminActor,
  input: AdminCreatePromoCode,
): Promise<AdminPromoCode> {
  const code = normalisePromoCode(input.code);
  return deps.db.transaction(async (tx) => {
    const row = await insertNewPromoCode(tx, {
      code,
      kind: input.kind,
      percentOff: input.percentOff ?? null,
      amountOffMinor: input.amountOffMinor ?? null,
      currency: input.currency?.toUpperCase() ?? null,
      duration: input.duration,
      durationInPeriods: input.durationInPeriods ?? null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      maxRedemptions: input.maxRedemptions ?? null,
    });
    if (!row)
      throw new AppError('AlreadyExists', CatalogueText.codeTakenTitle, CatalogueText.codeTaken(code), {
        data: { fields: { code: CatalogueText.codeTaken(code) } },
      });
    const created = adminPromoCodeOf(row);
    await recordAdminAction(tx, {
      ...admin,
      action: 'promo_code.create',
      targetKind: 'promo_code',
      targetId: code,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Expires a code now: the resolver refuses it from then on as it refuses any expired code (410
 * PromoCodeExpired). Accounts that redeemed it keep their discount. Expiring an expired code
 * changes nothing and writes no audit entry.
 */
export async function expirePromoCode(deps: AppDeps, admin: AdminActor, rawCode: string) {
  const code = normalisePromoCode(rawCode);
  return deps.db.transaction(async (tx) => {
    const before = await promoCodeByCode(tx, code, { lock: true });
    if (!before) throw notFound('That promo code');
    const now = new Date();
    const after = await expirePromoCodeAt(tx, code, now);
    if (!after) return adminPromoCodeOf(before, now);
    const expired = adminPromoCodeOf(after, now);
    await recordAdminAction(tx, {
      ...admin,
      action: 'promo_code.expire',
      targetKind: 'promo_code',
      targetId: code,
      before: adminPromoCodeOf(before, now),
      after: expired,
    });
    return expired;
  });
}

export async function promoRedemptions(deps: AppDeps, rawCode: string) {
  const code = normalisePromoCode(rawCode);
  if (!(await promoCodeByCode(deps.db, code))) throw notFound('That promo code');
  const rows = await redemptionsOf(deps.db, code, REDEMPTIONS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
