import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bootstrapQueryOptions } from '../../../shared/bootstrap/get-bootstrap';
import { appliedPromoCode, markPromoCodeApplied } from '../../../shared/promo-codes/applied-promo-code';
import { clearPromoCode } from '../../../shared/promo-codes/promo-codes';
import { usePendingPromoCode } from '../../../shared/promo-codes/use-pending-promo-code';
import {
  registerPlansFrameHost,
  takePlansAfterLoginRequest,
} from '../../../shared/response-extras/plans-frame';
import { frameUrlFor, promotionUrl } from '../lib/frame-url';

type Show = (url: string) => void;

/** openPlansFrame(url?) opens this frame while it is mounted. */
export function usePlansFrameOpener(show: Show) {
  useEffect(() => registerPlansFrameHost((url) => show(frameUrlFor(url))), [show]);
}

/**
 * Spec 01 §2.2: a waiting promo code opens the promotion once. It moves to `appliedPromoCode`, so
 * it does not open again on the next page; a second waiting code waits until the frame is closed.
 */
export function usePromoCodeOpening(show: Show, frameOpen: boolean) {
  const { promo } = usePendingPromoCode();
  useEffect(() => {
    if (!promo) return;
    if (frameOpen) {
      // The app inside the frame reads its own address and stores the code the frame shows: that
      // one is applied already, and must not open the promotion again once the frame closes.
      const applied = appliedPromoCode();
      if (applied?.kind === promo.kind && applied.code === promo.code) clearPromoCode(promo.kind);
      return;
    }
    markPromoCodeApplied(promo);
    show(promotionUrl(promo));
  }, [promo, frameOpen, show]);
}

/**
 * Spec 01 §4.1: after a login, `preferences.postLogin.showPlans` opens the plans. The bootstrap is
 * only read here (the boot gate loads it); the login's request is used up by the first one.
 */
export function usePostLoginPlans(show: Show) {
  const { data } = useQuery({ ...bootstrapQueryOptions(), enabled: false });
  useEffect(() => {
    if (!data) return;
    if (takePlansAfterLoginRequest() && data.profile.preferences.postLogin.showPlans) {
      show(CheckoutFramePages.plans);
    }
  }, [data, show]);
}
