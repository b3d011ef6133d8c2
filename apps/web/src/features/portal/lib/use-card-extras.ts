import { cardChargeOf } from '@focal/contracts/payment-settings';
import type { PortalInvoice } from '@focal/contracts/portal/api';
import { useState } from 'react';
import { type TipChoice, tipOf } from './tip';

/**
 * The pay dialog's card extras: the tip chosen (when the studio lets clients tip) and the charge by
 * the studio's surcharge, computed by the contracts' `cardChargeOf` as the server computes it. A
 * server refusal of the tip shows under it until the tip changes.
 */
export function useCardExtras(invoice: PortalInvoice, amountMinor: number | null) {
  const { surchargeBasisPoints, tipsEnabled } = invoice.cardOptions;
  const [choice, setChoice] = useState<TipChoice>('none');
  const [typed, setTyped] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // Tips switched off meanwhile (the invoice refetched): whatever was chosen is no longer sent.
  const tip = tipsEnabled
    ? tipOf(choice, amountMinor, typed, invoice.currency)
    : { tipMinor: 0, error: null };
  const charge =
    amountMinor === null ? null : cardChargeOf({ amountMinor, surchargeBasisPoints, tipMinor: tip.tipMinor });
  const changed =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      setServerError(null);
      set(value);
    };
  return {
    /** Whether the dialog shows a tip choice and a total at all. */
    shown: tipsEnabled || surchargeBasisPoints > 0,
    tipsEnabled,
    surchargeBasisPoints,
    charge,
    tipError: tip.error ?? serverError,
    tipProps: {
      choice,
      onChoiceChange: changed(setChoice),
      typed,
      onTypedChange: changed(setTyped),
      error: tip.error ?? serverError,
    },
    setServerError,
  };
}
