import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import type { UpdatePaymentMethodResult } from '@focal/contracts/billing';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBilling } from '../api/get-billing';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { CardPayForm } from '../components/card-pay-form';
import { FramePage } from '../components/frame-page';
import { LoadState } from '../components/load-state';
import { SavedCard } from '../components/saved-card';
import { checkoutMessages } from '../messages';
import { closeFrame } from '../lib/post-to-app';

const texts = checkoutMessages.updatePayment;

/**
 * A new card for renewals (spec 01 §4.5); an open (past due) invoice is charged to it, and a card
 * that needs confirmation goes through confirm-payment first.
 */
export function UpdatePaymentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const billing = useBilling();
  const update = useUpdatePaymentMethod();
  const open = billing.data?.invoices.find((invoice) => invoice.status === 'open');

  const onResult = ({ paymentIntent }: UpdatePaymentMethodResult) => {
    void queryClient.invalidateQueries({ queryKey: ['checkout'] });
    if (paymentIntent?.status === 'requires_action') {
      const next = new URLSearchParams({ paymentIntentId: paymentIntent.id });
      if (open) {
        next.set('amount', String(open.amountMinor - open.discountMinor));
        next.set('currency', open.currency);
      }
      void navigate(`${CheckoutFramePages.confirmPayment}?${next.toString()}`);
      return;
    }
    closeFrame('updatePaymentClose', { error: null, paymentIntent });
  };

  return (
    <FramePage
      title={texts.title}
      openEvent="updatePaymentOpen"
      onClose={() => closeFrame('updatePaymentClose', null)}
    >
      {!billing.data ? (
        <LoadState error={billing.error} retry={() => void billing.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="lg" component="section" aria-labelledby="current-card">
            <Stack gap="xs">
              <Title order={2} size="h4" id="current-card">
                {texts.current}
              </Title>
              <SavedCard card={billing.data.card} none={texts.none} />
            </Stack>
          </Card>
          <CardPayForm
            title={texts.newCard}
            submitLabel={texts.save}
            paying={update.isPending}
            pay={(card, idempotencyKey) => update.mutateAsync({ card, idempotencyKey })}
            onResult={onResult}
            onDeclined={(message) =>
              closeFrame('updatePaymentClose', { error: message, paymentIntent: null })
            }
          />
        </SimpleGrid>
      )}
    </FramePage>
  );
}
