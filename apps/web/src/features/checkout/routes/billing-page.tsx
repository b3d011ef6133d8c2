import { CheckoutFramePages } from '@focal/contracts/checkout-frame-pages';
import { Anchor, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useBilling } from '../api/get-billing';
import { BillingDetailsForm } from '../components/billing-details-form';
import { FramePage } from '../components/frame-page';
import { InvoicesTable } from '../components/invoices-table';
import { LoadState } from '../components/load-state';
import { SavedCard } from '../components/saved-card';
import { checkoutMessages } from '../messages';
import { closeFrame } from '../lib/post-to-app';

const texts = checkoutMessages.billing;

/** Billing details, the card renewals use, and the invoices (spec 01 §4.5's billing update). */
export function BillingPage() {
  const billing = useBilling();
  const queryClient = useQueryClient();

  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'billing'] });
    closeFrame('billingUpdateClose', { updated: true });
  };

  return (
    <FramePage
      title={texts.title}
      openEvent="billingUpdateOpen"
      onClose={() => closeFrame('billingUpdateClose', null)}
    >
      {!billing.data ? (
        <LoadState error={billing.error} retry={() => void billing.refetch()} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <BillingDetailsForm details={billing.data.details} onSaved={saved} />
            <Card withBorder padding="lg" component="section" aria-labelledby="billing-card-title">
              <Stack gap="xs">
                <Title order={2} size="h4" id="billing-card-title">
                  {texts.card}
                </Title>
                <SavedCard card={billing.data.card} none={texts.noCard} />
                {billing.data.provider === 'sandbox' && (
                  <Group>
                    <Anchor component={Link} to={CheckoutFramePages.updatePayment}>
                      {texts.updateCard}
                    </Anchor>
                  </Group>
                )}
              </Stack>
            </Card>
          </SimpleGrid>
          <InvoicesTable invoices={billing.data.invoices} />
        </Stack>
      )}
    </FramePage>
  );
}
