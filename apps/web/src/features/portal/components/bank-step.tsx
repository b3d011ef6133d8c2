import { PORTAL_PAY_TEXTS } from '@focal/contracts/portal/api';
import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { portalMessages } from '../messages';

const texts = portalMessages.pay;

type Props = {
  amountMinor: number;
  currency: string;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Stands in for the bank's own page (3-D Secure) while payments are in test mode: the client
 * confirms the payment the card's bank asked about, or leaves it unpaid.
 */
export function BankStep({ amountMinor, currency, confirming, onConfirm, onCancel }: Props) {
  const titleId = useId();
  return (
    <>
      <Stack gap="sm" role="group" aria-labelledby={titleId}>
        <Text fw={600} id={titleId}>
          {PORTAL_PAY_TEXTS.actionNeeded}
        </Text>
        <Text>{texts.bankAmount(formatMoney(amountMinor, currency))}</Text>
        <Text size="sm" c="dimmed">
          {texts.bankNote}
        </Text>
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onCancel} disabled={confirming}>
          {sharedMessages.cancel}
        </Button>
        <Button loading={confirming} onClick={onConfirm}>
          {texts.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}
