import type { BillingOverview } from '@focal/contracts/billing';
import { Text } from '@mantine/core';
import { checkoutMessages } from '../messages';

/** The saved card in words ('Visa ending in 4242, expires 12/34'), or `none` when there is none. */
export function SavedCard({ card, none }: { card: BillingOverview['card']; none: string }) {
  return (
    <Text>{card ? checkoutMessages.card(card.brand, card.last4, card.expMonth, card.expYear) : none}</Text>
  );
}
