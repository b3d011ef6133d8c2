import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import type { PortalInvoice } from '@focal/contracts/portal/api';
import type { PublicInvoice } from '../../documents';
import { portalQueries } from '../api/portal-queries';
import { checkoutMessages as checkoutTexts } from '../checkout-messages';
import { portalMessages } from '../messages';
import { usePortalScope } from './portal-scope';

const texts = portalMessages.pay;

// The dialog (Mantine's modal, the card's fields) loads when first asked for, not with the page; the
// button starts the download on hover or focus, before the click.
const loadDialog = () => import('./pay-dialog');
const PayDialog = lazy(() => loadDialog().then((m) => ({ default: m.PayDialog })));

/** Whether the client can pay anything on it online: something owing, and not voided. */
export const isPayable = (invoice: PublicInvoice) => invoice.balanceMinor > 0 && invoice.status !== 'void';

/**
 * Under the invoice: its balance and "Pay now", which opens the card payment. The studio's preview
 * shows it disabled.
 */
export function PayBar({ invoice, id }: { invoice: PortalInvoice; id: string }) {
  const scope = usePortalScope();
  const [open, setOpen] = useState(false);
  const locked = Boolean(scope.preview);
  const cardPayments = useQuery(portalQueries.session(scope)).data?.cardPayments;
  if (cardPayments === 'none')
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Text fw={600}>{texts.balance(formatMoney(invoice.balanceMinor, invoice.currency))}</Text>
          <Text size="sm">{checkoutTexts.unavailable}</Text>
        </Stack>
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{texts.balance(formatMoney(invoice.balanceMinor, invoice.currency))}</Text>
          <Button
            size="md"
            disabled={locked}
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
          >
            {texts.payNow}
          </Button>
        </Group>
        {locked && (
          <Text size="sm" c="dimmed">
            {texts.previewNote}
          </Text>
        )}
      </Stack>
      <Suspense fallback={null}>
        {open && (
          <PayDialog
            invoice={invoice}
            invoiceId={id}
            onStripe={cardPayments === 'stripe-checkout'}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </Paper>
  );
}
