import type { PromoCode } from '@focal/contracts/promo-codes';
import type { Plan } from '@focal/contracts/subscription';
import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney, previewDiscount } from '../lib/money';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

type Props = {
  plan: Plan;
  promo: PromoCode | null;
  /** Why the code cannot be used (the server's words), shown under it. */
  promoProblem: string | null;
  promoCode: string | null;
  onRemovePromo: () => void;
};

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" wrap="nowrap">
    <Text fw={strong ? 700 : 400}>{label}</Text>
    <Text fw={strong ? 700 : 400}>{value}</Text>
  </Group>
);

/** Plan, price, the code's discount and what is paid today. */
export function OrderSummary({ plan, promo, promoProblem, promoCode, onRemovePromo }: Props) {
  const discount = previewDiscount(plan.price, plan.currency, promo);
  const period = checkoutMessages.plans.perPeriod[plan.billingPeriod];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="order-summary">
      <Stack gap="xs">
        <Title order={2} size="h4" id="order-summary">
          {texts.summary}
        </Title>
        <Row
          label={texts.plan}
          value={`${plan.name} (${checkoutMessages.plans.periods[plan.billingPeriod]})`}
        />
        <Row label={texts.price} value={`${formatMoney(plan.price, plan.currency)} ${period}`} />
        {promoCode && (
          <>
            <Row
              label={texts.discount(promo?.code ?? promoCode)}
              value={`−${formatMoney(discount, plan.currency)}`}
            />
            <Text size="sm" c={promoProblem ? 'red.8' : 'dimmed'} aria-live="polite">
              {promoProblem ?? promo?.description ?? ''}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              style={{ alignSelf: 'flex-start' }}
              aria-label={checkoutMessages.promo.removeLabel}
              onClick={onRemovePromo}
            >
              {checkoutMessages.promo.remove}
            </Anchor>
          </>
        )}
        <Divider />
        <Row label={texts.total} value={formatMoney(plan.price - discount, plan.currency)} strong />
        {promo && discount > 0 && (
          <Text size="xs" c="dimmed">
            {texts.estimate}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
