import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import type { PortalInvoice } from '@focal/contracts/portal/api';
import { cardField, type CardEntry, type CardErrors, emptyCardEntry, readCard } from '../lib/card-entry';
import {
  type AmountChoice,
  chosenAmount,
  nextPayment,
  overBalanceError,
  typedMinor,
} from '../lib/pay-amount';
import { useCardExtras } from '../lib/use-card-extras';
import { usePayFlow } from '../lib/use-pay-flow';
import { checkoutMessages as checkoutTexts } from '../checkout-messages';
import { portalMessages } from '../messages';
import { BankStep } from './bank-step';
import { CardEntryFields } from './card-entry-fields';
import { PayAmountChoice } from './pay-amount-choice';
import { PayTipChoice } from './pay-tip-choice';
import { PayTotal } from './pay-total';
import { usePortalScope } from './portal-scope';

const texts = portalMessages.pay;
const ignore = () => {};

type Props = {
  invoice: PortalInvoice;
  invoiceId: string;
  /** The studio takes cards on Stripe's page: no card fields here, the client goes there to pay. */
  onStripe: boolean;
  onClose: () => void;
};

/**
 * The client pays the invoice by card: how much (the next instalment, the balance, or another amount
 * up to it), a tip when the studio takes them, the total with the studio's card surcharge, the card,
 * then the bank's step when the card asks for one; or, when the studio takes cards on Stripe, on to
 * Stripe's page for the card. Mounted when it opens, so
 * each opening is one request id (use-pay-flow). While a payment is on its way nothing closes it:
 * its answer would be lost.
 */
export function PayDialog({ invoice, invoiceId, onStripe, onClose }: Props) {
  const [choice, setChoice] = useState<AmountChoice>(() => (nextPayment(invoice) ? 'next' : 'full'));
  const [typed, setTyped] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [entry, setEntry] = useState<CardEntry>(emptyCardEntry);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const chosen = chosenAmount(choice, typed, invoice);
  const extras = useCardExtras(invoice, chosen.amountMinor);
  const setFieldError = (field: string, message: string) => {
    if (field === 'amountMinor') setAmountError(message);
    if (field === 'tipMinor') extras.setServerError(message);
    const card = cardField(field);
    if (card) setCardErrors((errors) => ({ ...errors, [card]: message }));
    return field === 'amountMinor' || field === 'tipMinor' || card !== null;
  };
  const flow = usePayFlow({
    scope: usePortalScope(),
    invoiceId,
    onPaid: onClose,
    onGone: onClose,
    setFieldError,
  });
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const over = choice === 'other' ? overBalanceError(typedMinor(typed, invoice.currency), invoice) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.busy) return;
    if (onStripe) {
      setAmountError(chosen.error);
      if (extras.charge !== null && !extras.tipError && !chosen.error) void flow.checkout(extras.charge);
      return;
    }
    const read = readCard(entry);
    setCardErrors('errors' in read ? read.errors : {});
    setAmountError(chosen.error);
    if (extras.charge === null || extras.tipError || !('card' in read)) return;
    void flow.pay(extras.charge, read.card);
  };
  const changeAmount = (change: () => void) => {
    setAmountError(null);
    change();
  };

  return (
    <Modal
      opened
      onClose={flow.busy ? ignore : onClose}
      title={texts.title(invoice.number)}
      centered
      closeOnClickOutside={!flow.busy}
      closeOnEscape={!flow.busy}
      // Given here, the props replace the theme's: its accessible name comes too.
      closeButtonProps={{ 'aria-label': texts.close, disabled: flow.busy }}
    >
      {flow.waiting ? (
        <BankStep
          amountMinor={flow.waiting.totalMinor}
          currency={flow.waiting.currency}
          confirming={flow.busy}
          onConfirm={() => flow.waiting && void flow.confirm(flow.waiting)}
          onCancel={flow.cancelBank}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {flow.notice && (
              <Alert
                color={flow.notice.color}
                title={flow.notice.title}
                role={flow.notice.color === 'red' ? 'alert' : 'status'}
              >
                {flow.notice.message}
              </Alert>
            )}
            <PayAmountChoice
              invoice={invoice}
              choice={choice}
              onChoiceChange={(next) => changeAmount(() => setChoice(next))}
              typed={typed}
              onTypedChange={(next) => changeAmount(() => setTyped(next))}
              error={over ?? amountError}
              disabled={flow.busy}
            />
            {extras.tipsEnabled && (
              <PayTipChoice
                currency={invoice.currency}
                amountMinor={chosen.amountMinor}
                {...extras.tipProps}
                disabled={flow.busy}
              />
            )}
            {extras.shown && extras.charge && (
              <PayTotal
                charge={extras.charge}
                surchargeBasisPoints={extras.surchargeBasisPoints}
                currency={invoice.currency}
              />
            )}
            {onStripe ? (
              <Text size="sm">{checkoutTexts.stripeNote}</Text>
            ) : (
              <CardEntryFields
                entry={entry}
                errors={cardErrors}
                readOnly={flow.busy}
                onChange={(change) => setEntry((current) => ({ ...current, ...change }))}
              />
            )}
          </Stack>
          <DialogFooter>
            <Button variant="default" onClick={onClose} disabled={flow.busy}>
              {sharedMessages.cancel}
            </Button>
            <Button type="submit" loading={flow.busy}>
              {(onStripe ? checkoutTexts.continue : texts.submit)(
                extras.charge === null ? null : money(extras.charge.totalMinor),
              )}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Modal>
  );
}
