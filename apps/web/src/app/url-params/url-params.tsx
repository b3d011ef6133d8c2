import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { savePromoCode } from '../../shared/promo-codes/promo-codes';
import { useSignedIn } from '../../shared/session/use-signed-in';
import { notifySuccess } from '../../shared/toasts/toasts';
import { appMessages } from '../messages';
import { readUrlParams, type ToasterValue } from './read-url-params';

const toasts: Record<ToasterValue, string> = {
  subscription_payment_success: appMessages.paymentSuccess,
};

/**
 * Spec 01 §2.2: stores promo codes from any page, shows the toaster's toast once signed in (a
 * signed-out visitor carries it through /login), then takes them out of the address (history
 * replace, keeping the navigation state, e.g. where /login should continue).
 */
export function UrlParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();

  useEffect(() => {
    const requests = readUrlParams(location.search, { toasts: signedIn });
    if (!requests) return;
    for (const { kind, code } of requests.promoCodes) savePromoCode(kind, code);
    const { toast } = requests;
    // The toasts are in the first chunk already (the error catalogue shows them); the same toast
    // twice shows once.
    if (toast) notifySuccess(toasts[toast]);
    void navigate(
      { pathname: location.pathname, search: requests.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate, signedIn]);

  return null;
}
