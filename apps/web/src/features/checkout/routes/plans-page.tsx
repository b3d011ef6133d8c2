import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import type { PromoCode } from '@focal/contracts/promo-codes';
import type { BillingPeriod, Plan } from '@focal/contracts/subscription';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePlans } from '../api/get-plans';
import { FramePage } from '../components/frame-page';
import { LimitReason } from '../components/limit-reason';
import { LoadState } from '../components/load-state';
import { PlanCard } from '../components/plan-card';
import { PromoCodeBox } from '../components/promo-code-box';
import { promoFromAddress } from '../lib/promo-from-address';
import { checkoutMessages } from '../messages';
import { closeFrame } from '../lib/post-to-app';
import { SegmentedControl } from '../../../shared/ui/segmented-control';

const texts = checkoutMessages.plans;
const TIER_ORDER = ['STARTER', 'PRO', 'MASTER'];

/** The plans view (spec 01 §4.5): the tiers for a period, a promo code, Choose → checkout. */
export function PlansPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const plans = usePlans();
  const [initialCode] = useState(() => promoFromAddress(location.search));
  const [promo, setPromo] = useState<PromoCode | null>(null);
  const recommendedTier = new URLSearchParams(location.search).get('planTier')?.toUpperCase() ?? null;
  const current = plans.data?.plans.find((plan) => plan.current || plan.trial);
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const period = chosenPeriod ?? current?.billingPeriod ?? 'MONTHLY';

  const choose = (plan: Plan) => {
    const params = new URLSearchParams({ planId: plan.planId });
    if (promo) params.set('promoCode', promo.code);
    void navigate(`${CheckoutFramePages.checkout}?${params.toString()}`);
  };

  const shown = (plans.data?.plans ?? [])
    .filter((plan) => plan.billingPeriod === period)
    .sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier));

  return (
    <FramePage
      title={texts.title}
      openEvent="subscriptionPlansOpen"
      onClose={() => closeFrame('subscriptionPlansDismiss', null)}
    >
      <LimitReason search={location.search} />
      <Text c="dimmed">{texts.intro}</Text>
      {!plans.data ? (
        <LoadState error={plans.error} retry={() => void plans.refetch()} />
      ) : (
        <Stack gap="lg">
          <Stack gap={4} align="flex-start">
            <SegmentedControl
              aria-label={texts.period}
              value={period}
              onChange={(value) => setPeriod(value as BillingPeriod)}
              data={(['MONTHLY', 'ANNUAL'] as const).map((value) => ({
                value,
                label: texts.periods[value],
              }))}
            />
            <Text size="sm" c="dimmed">
              {texts.annualNote}
            </Text>
          </Stack>
          {shown.length === 0 ? (
            <Card withBorder>{texts.noPlans}</Card>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {shown.map((plan) => (
                <PlanCard
                  key={plan.planId}
                  plan={plan}
                  recommended={plan.tier === recommendedTier}
                  onChoose={choose}
                />
              ))}
            </SimpleGrid>
          )}
          <PromoCodeBox initialCode={initialCode} onChange={setPromo} />
        </Stack>
      )}
    </FramePage>
  );
}
