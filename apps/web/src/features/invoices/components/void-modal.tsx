import { type Invoice, VOID_REASON_MAX } from '@focal/contracts/invoices/api';
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useVoidInvoice } from '../api/void-invoice';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.actions;

type Props = { invoice: Invoice; opened: boolean; onClose: () => void; onError: (error: unknown) => void };

/** "Void this invoice?": a reason is required; the invoice keeps its number. */
export function VoidModal({ invoice, opened, onClose, onError }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const voiding = useVoidInvoice(invoice.id);
  const submit = () => {
    if (reason.trim() === '') {
      setError(texts.reasonRequired);
      return;
    }
    voiding.mutate(
      { updatedAt: invoice.updatedAt, reason },
      {
        onSuccess: () => {
          notifySuccess(texts.voided);
          onClose();
        },
        onError: (e) => {
          const message = isApiError(e) ? e.fields.reason : undefined;
          if (message) return setError(message);
          onClose();
          onError(e);
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.voidTitle}
      centered
      closeOnClickOutside={!voiding.isPending}
    >
      <Stack>
        <Text>{texts.voidText}</Text>
        <Textarea
          label={texts.voidReason}
          description={texts.voidReasonHint}
          withAsterisk
          rows={3}
          maxLength={VOID_REASON_MAX}
          data-autofocus
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
        />
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={voiding.isPending}>
          {sharedMessages.cancel}
        </Button>
        <Button color="red.9" onClick={submit} loading={voiding.isPending}>
          {texts.void}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
