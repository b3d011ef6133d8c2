import type { Invoice } from '@focal/contracts/invoices/api';
import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useSendInvoice } from '../api/send-invoice';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.actions;

type Props = { invoice: Invoice; opened: boolean; onClose: () => void; onError: (error: unknown) => void };

/** "Send this invoice?": issuing gives it its number and freezes it; the mail is the studio's choice. */
export function SendModal({ invoice, opened, onClose, onError }: Props) {
  const [email, setEmail] = useState(true);
  const send = useSendInvoice(invoice.id);
  const confirm = () =>
    send.mutate(
      { updatedAt: invoice.updatedAt, email },
      {
        onSuccess: (sent) => {
          const number = sent.number ?? '';
          notifySuccess(sent.mailedTo ? texts.mailedTo(number, sent.mailedTo) : texts.sent(number));
          onClose();
        },
        onError: (error) => {
          onClose();
          onError(error);
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.sendTitle}
      centered
      closeOnClickOutside={!send.isPending}
    >
      <Stack>
        <Text>{texts.sendText}</Text>
        <Checkbox
          label={texts.sendEmail}
          checked={email}
          onChange={(e) => setEmail(e.currentTarget.checked)}
        />
      </Stack>
      <DialogFooter>
        <Button variant="default" data-autofocus onClick={onClose} disabled={send.isPending}>
          {sharedMessages.cancel}
        </Button>
        <Button loading={send.isPending} onClick={confirm}>
          {texts.send}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
