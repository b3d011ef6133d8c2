import type { Invoice } from '@focal/contracts/invoices/api';
import { CREDIT_REASON_MAX } from '@focal/contracts/invoices/credit-notes';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { moneyText, quantityText } from '../../../shared/documents/amounts';
import { formatMoney } from '../../../shared/format/format-money';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { QueryState } from '../../../shared/ui/query-state';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { useCreateCreditNote } from '../api/create-credit-note';
import { useInvoiceCredits } from '../api/get-invoice-credits';
import { type CreditDraft, readCreditDraft } from '../lib/credit-draft';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.credit;

type Props = { invoice: Invoice; opened: boolean; onClose: () => void; onError: (error: unknown) => void };

/**
 * "Issue a credit note": everything left, or chosen lines by quantity or amount (never more than
 * is left on a line), a reason, and the credited total worked out as the studio types.
 */
export function CreditNoteModal({ invoice, opened, onClose, onError }: Props) {
  const credits = useInvoiceCredits(invoice.id, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered size="lg">
      <QueryState query={credits} loading={texts.loading} failed={texts.failed} retry={invoicesMessages.retry}>
        {(data) => <CreditForm invoice={invoice} credits={data} onClose={onClose} onError={onError} />}
      </QueryState>
    </Modal>
  );
}

function CreditForm({
  invoice,
  credits,
  onClose,
  onError,
}: Omit<Props, 'opened'> & { credits: Parameters<typeof readCreditDraft>[2] }) {
  const [draft, setDraft] = useState<CreditDraft>({ mode: 'full', by: 'quantity', values: {} });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const create = useCreateCreditNote(invoice);
  const reading = readCreditDraft(draft, invoice, credits);
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const leftText = (line: (typeof credits.lines)[number]) =>
    draft.by === 'quantity' ? quantityText(line.remainingQuantityThousandths) : money(line.remainingMinor);

  const submit = () => {
    if (reason.trim() === '') return setReasonError(texts.reasonRequired);
    if (!reading.request) return;
    create.mutate(
      { updatedAt: invoice.updatedAt, reason, credit: reading.request },
      {
        onSuccess: (note) => {
          notifySuccess(texts.issued(note.number));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            const { reason: onReason, ...rest } = error.fields;
            if (onReason) setReasonError(onReason);
            const other = Object.values(rest)[0];
            if (other || !onReason) setServerError(other ?? error.message);
            return;
          }
          onClose();
          onError(error);
        },
      },
    );
  };

  return (
    <>
      <Stack>
        <Text size="sm">{texts.text}</Text>
        <SegmentedControl
          aria-label={texts.what}
          value={draft.mode}
          onChange={(mode) => setDraft({ ...draft, mode: mode as CreditDraft['mode'] })}
          data={[
            { value: 'full', label: texts.modes.full },
            { value: 'lines', label: texts.modes.lines },
          ]}
        />
        {draft.mode === 'lines' && (
          <Stack gap="xs">
            <SegmentedControl
              aria-label={texts.by}
              value={draft.by}
              onChange={(by) => setDraft({ ...draft, by: by as CreditDraft['by'], values: {} })}
              data={[
                { value: 'quantity', label: texts.byModes.quantity },
                { value: 'amount', label: texts.byModes.amount },
              ]}
            />
            {draft.by === 'amount' && (
              <Text size="xs" c="dimmed">
                {texts.amountHint(invoice.pricesIncludeTax)}
              </Text>
            )}
            {credits.lines.map((line) => (
              <TextInput
                key={line.index}
                label={
                  draft.by === 'quantity'
                    ? texts.quantityLabel(line.name)
                    : texts.amountLabel(line.name, invoice.currency)
                }
                description={line.remainingMinor > 0 ? texts.left(leftText(line)) : texts.nothingLeftOnLine}
                disabled={line.remainingMinor === 0}
                inputMode="decimal"
                placeholder={draft.by === 'quantity' ? '0' : moneyText(0, invoice.currency)}
                value={draft.values[line.index] ?? ''}
                error={reading.errors[line.index]}
                onChange={(e) => {
                  setServerError(undefined);
                  setDraft({ ...draft, values: { ...draft.values, [line.index]: e.currentTarget.value } });
                }}
              />
            ))}
          </Stack>
        )}
        <Group justify="space-between" aria-live="polite">
          <Text fw={600}>{texts.total}</Text>
          <Text fw={700} data-testid="credit-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {reading.totalMinor === null ? texts.cannotCompute : money(reading.totalMinor)}
          </Text>
        </Group>
        <Textarea
          label={texts.reason}
          description={texts.reasonHint}
          withAsterisk
          rows={3}
          maxLength={CREDIT_REASON_MAX}
          value={reason}
          error={reasonError}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(undefined);
          }}
        />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={create.isPending}>
          {sharedMessages.cancel}
        </Button>
        <Button onClick={submit} loading={create.isPending} disabled={reading.request === null}>
          {texts.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}
