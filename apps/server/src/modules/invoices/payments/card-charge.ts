import { type CardCharge, cardChargeOf } from '@focal/contracts/payment-settings';
import { PORTAL_PAY_TEXTS } from '@focal/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { fieldError } from '../../../http/validation.ts';
import { cardOptionsOf } from '../../payment-settings/service.ts';
import { PaymentText as T } from './messages.ts';

type Asked = { amountMinor: number; tipMinor?: number; surchargeMinor?: number };

/**
 * What the card is charged, by the studio's card options as they are now. A total the client was
 * not shown (the surcharge changed, or tips were switched off, since the dialog opened) is
 * StaleVersion, with the options in force, so the portal shows the new total before anyone pays it.
 */
export async function cardChargeFor(db: Db, companyId: string, asked: Asked): Promise<CardCharge> {
  const options = await cardOptionsOf(db, companyId);
  const tipMinor = asked.tipMinor ?? 0;
  const changed = () =>
    new AppError('StaleVersion', T.cardOptionsChangedTitle, T.cardOptionsChanged, { data: options });
  if (tipMinor > 0 && !options.tipsEnabled) throw changed();
  if (tipMinor > asked.amountMinor) throw fieldError('tipMinor', PORTAL_PAY_TEXTS.tipOverAmount);
  const charge = cardChargeOf({
    amountMinor: asked.amountMinor,
    surchargeBasisPoints: options.surchargeBasisPoints,
    tipMinor,
  });
  if (charge.surchargeMinor !== (asked.surchargeMinor ?? 0)) throw changed();
  return charge;
}
