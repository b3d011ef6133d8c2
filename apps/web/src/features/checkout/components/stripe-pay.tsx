import { Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { startStripeCheckout } from '../api/start-stripe-checkout';
import { isDefinitive, useIdempotencyKey } from '../lib/idempotency';
import { checkoutMessages } from '../messages';

const texts = checkoutMessages.checkout;

/**
 * With Stripe the card is entered on Stripe's hosted page, which refuses to be framed: the whole
 * window (the app around this frame) goes there, and Stripe sends it back to the app.
 */
export function StripePay({ planId, promoCode }: { planId: string; promoCode: string | undefined }) {
  const key = useIdempotencyKey();
  const [busy, setBusy] = useState(false);

  const go = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { url } = await startStripeCheckout({
        planId,
        idempotencyKey: key.current(),
        ...(promoCode ? { promoCode } : {}),
      });
      (window.top ?? window).location.assign(url);
    } catch (error) {
      if (isDefinitive(error)) key.next();
      handleApiError(error);
      setBusy(false);
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
