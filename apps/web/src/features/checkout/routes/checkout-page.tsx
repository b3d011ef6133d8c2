import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import type { CheckoutResult } from '@focal/contracts/subscription-payments';
import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { usePlans } from '../api/get-plans';
import { lookupPromoCode } from '../api/lookup-promo-code';
import { usePayForPlan } from '../api/pay-for-plan';
import { CardPayForm } from '../components/card-pay-form';
import { FewerCompaniesWarning } from '../components/fewer-companies-warning';
import { FramePage } from '../components/frame-page';
import { LoadState } from '../components/load-state';
import { OrderSummary } from '../components/order-summary';
import { StripePay } from '../components/stripe-pay';
import { formatMoney, previewDiscount } from '../lib/money';
import { forgetPromoCode } from '../lib/promo-from-address';
import { checkoutMessages } from '../messages';
import { closeFrame, postToApp } from '../lib/post-to-app';
import { LoadingStatus } from '../../../shared/ui/loading-status';

const texts = checkoutMessages.checkout;

/**
 * The plan checkout (spec 01 §4.5): `?planId=&promoCode=`, or `?complete=1` to pay the current plan
 * again (COMPLETE_PAYMENT). The sandbox takes the card here; with Stripe the person goes on to
 * Stripe's page.
 */
export function CheckoutPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(location.search);
  const complete = params.get('complete') === '1';
  const [promoCode, setPromoCode] = useState(() => params.get('promoCode')?.trim() || null);
  const [promoProblem, setPromoProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const plans = usePlans();
  const payment = usePayForPlan();
  const promo = useQuery({
    queryKey: ['checkout', 'promo', promoCode],
    queryFn: () => lookupPromoCode(promoCode!),
    enabled: Boolean(promoCode),
    retry: false,
  });
  const lookupProblem = isApiError(promo.error) ? promo.error.body.errorMessage : null;

  const plan = plans.data?.plans.find((p) => (complete ? p.current : p.planId === params.get('planId')));
  const validPromo = () => (promoCode && !promoProblem ? (promo.data ?? null) : null);
  const close = () => closeFrame('planCheckoutDismiss', null);

  const onResult = (result: CheckoutResult) => {
    if (result.status === 'requires_action') {
      postToApp('messageReceived', {
        type: 'info',
        title: texts.actionTitle,
        text: texts.actionText,
        toast: { code: 'i_0', context: 'stripe' },
      });
      const next = new URLSearchParams({ paymentIntentId: result.paymentIntentId });
      if (plan) {
        next.set('amount', String(plan.price - previewDiscount(plan.price, plan.currency, validPromo())));
        next.set('currency', plan.currency);
      }
      void navigate(`${CheckoutFramePages.confirmPayment}?${next.toString()}`);
      return;
    }
    setPaid(true);
    if (promoCode) forgetPromoCode(promoCode);
    void queryClient.invalidateQueries({ queryKey: ['checkout'] });
    closeFrame('planCheckoutClose', {
      planName: result.planName,
      actions: result.subscription.actions ?? {},
      instantLogin: result.subscription.resourcesLinks.INSTANT_LOGIN ?? null,
    });
  };

  const removePromo = () => {
    setPromoCode(null);
    setPromoProblem(null);
  };

  let body;
  if (!plans.data) body = <LoadState error={plans.error} retry={() => void plans.refetch()} />;
  else if (!plan) body = <Card withBorder>{complete ? texts.noCurrentPlan : texts.planMissing}</Card>;
  else if (paid) body = <LoadingStatus label={texts.paying} py="xl" />;
  else {
    const total = plan.price - previewDiscount(plan.price, plan.currency, validPromo());
    const sendCode = promoCode ?? undefined;
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack>
          <FewerCompaniesWarning plan={plan} companyCount={plans.data.companyCount} />
          <OrderSummary
            plan={plan}
            promo={validPromo()}
            promoCode={promoCode}
            promoProblem={promoProblem ?? lookupProblem}
            onRemovePromo={removePromo}
          />
        </Stack>
        {plans.data.provider === 'stripe' ? (
          <StripePay planId={plan.planId} promoCode={sendCode} />
        ) : (
          <CardPayForm
            submitLabel={texts.pay(formatMoney(total, plan.currency))}
            paying={payment.isPending}
            pay={(card, idempotencyKey) =>
              payment.mutateAsync({
                planId: plan.planId,
                card,
                idempotencyKey,
                ...(sendCode ? { promoCode: sendCode } : {}),
              })
            }
            onResult={onResult}
            onPromoProblem={setPromoProblem}
          />
        )}
      </SimpleGrid>
    );
  }

  return (
    <FramePage
      title={complete ? texts.completeTitle : texts.title}
      openEvent="planCheckoutOpen"
      onClose={close}
      back={CheckoutFramePages.plans}
    >
      {body}
    </FramePage>
  );
}
