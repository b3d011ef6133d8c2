import { Alert, Button, Modal, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import type { PublicInvoice } from '../../documents';
import { cardField, type CardEntry, type CardErrors, emptyCardEntry, readCard } from '../lib/card-entry';
import {
  type AmountChoice,
  chosenAmount,
  nextPayment,
  overBalanceError,
  typedMinor,
} from '../lib/pay-amount';
import { usePayFlow } from '../lib/use-pay-flow';
import { portalMessages } from '../messages';
import { BankStep } from './bank-step';
import { CardEntryFields } from './card-entry-fields';
import { PayAmountChoice } from './pay-amount-choice';
import { usePortalScope } from './portal-scope';

const texts = portalMessages.pay;
const ignore = () => {};

type Props = { invoice: PublicInvoice; invoiceId: string; onClose: () => void };

/**
 * The client pays the invoice by card: how much (the next instalment, the balance, or another amount
 * up to it), the card, then the bank's step when the card asks for one. Mounted when it opens, so
 * each opening is one request id (use-pay-flow). While a payment is on its way nothing closes it:
 * its answer would be lost.
 */
export function PayDialog({ invoice, invoiceId, onClose }: Props) {
  const [choice, setChoice] = useState<AmountChoice>(() => (nextPayment(invoice) ? 'next' : 'full'));
  const [typed, setTyped] = useState<number | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [entry, setEntry] = useState<CardEntry>(emptyCardEntry);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const setFieldError = (field: string, message: string) => {
    if (field === 'amountMinor') setAmountError(message);
    const card = cardField(field);
    if (card) setCardErrors((errors) => ({ ...errors, [card]: message }));
    return field === 'amountMinor' || card !== null;
  };
  const flow = usePayFlow({
    scope: usePortalScope(),
    invoiceId,
    onPaid: onClose,
    onGone: onClose,
    setFieldError,
  });
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const chosen = chosenAmount(choice, typed, invoice);
  const over = choice === 'other' ? overBalanceError(typedMinor(typed, invoice.currency), invoice) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.busy) return;
    const read = readCard(entry);
    setCardErrors('errors' in read ? read.errors : {});
    setAmountError(chosen.error);
    if (chosen.amountMinor === null || !('card' in read)) return;
    void flow.pay(chosen.amountMinor, read.card);
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
          amountMinor={flow.waiting.amountMinor}
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
            <CardEntryFields
              entry={entry}
              errors={cardErrors}
              readOnly={flow.busy}
              onChange={(change) => setEntry((current) => ({ ...current, ...change }))}
            />
          </Stack>
          <DialogFooter>
            <Button variant="default" onClick={onClose} disabled={flow.busy}>
              {sharedMessages.cancel}
            </Button>
            <Button type="submit" loading={flow.busy}>
              {texts.submit(chosen.amountMinor === null ? null : money(chosen.amountMinor))}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Modal>
  );
}
