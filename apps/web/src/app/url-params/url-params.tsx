import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { savePromoCode } from '../../shared/promo-codes/promo-codes';
import { appMessages } from '../messages';
import { readUrlParams, type ToasterValue } from './read-url-params';

const toasts: Record<ToasterValue, string> = {
  subscription_payment_success: appMessages.paymentSuccess,
};

/**
 * Spec 01 §2.2: acts on the toaster and promo-code parameters on any page, then takes them out of
 * the address (history replace, keeping the navigation state, e.g. where /login should continue).
 */
export function UrlParams() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const requests = readUrlParams(location.search);
    if (!requests) return;
    for (const { kind, code } of requests.promoCodes) savePromoCode(kind, code);
    const { toast } = requests;
    // The toast code loads only when a toast is asked for; the same toast twice shows once.
    if (toast)
      void import('../../shared/ui/notify').then(({ notifySuccess }) => notifySuccess(toasts[toast]));
    void navigate(
      { pathname: location.pathname, search: requests.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return null;
}
