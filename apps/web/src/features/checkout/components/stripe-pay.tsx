import { Button, Card, Stack, Text } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { useStartStripeCheckout } from '../api/start-stripe-checkout';
import { isDefinitive, useIdempotencyKey } from '../lib/idempotency';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

/**
 * With Stripe the card is entered on Stripe's hosted page, which refuses to be framed: the whole
 * window (the app around this frame) goes there, and Stripe sends it back to the app.
 */
export function StripePay({ planId, promoCode }: { planId: string; promoCode: string | undefined }) {
  const key = useIdempotencyKey();
  const start = useStartStripeCheckout();
  // After success the window is on its way to Stripe: the button keeps waiting until it leaves.
  const busy = start.isPending || start.isSuccess;

  const go = async () => {
    if (busy) return;
    try {
      const { url } = await start.mutateAsync({
        planId,
        idempotencyKey: key.current(),
        ...(promoCode ? { promoCode } : {}),
      });
      (window.top ?? window).location.assign(url);
    } catch (error) {
      if (isDefinitive(error)) key.next();
      handleApiError(error);
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Text>{texts.stripeNote}</Text>
        <Button size="md" loading={busy} onClick={() => void go()} fullWidth>
          {texts.stripe}
        </Button>
      </Stack>
    </Card>
  );
}
