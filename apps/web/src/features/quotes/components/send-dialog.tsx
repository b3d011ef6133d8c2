import type { Quote } from '@focal/contracts/quotes/api';
import { Button, Modal, Text } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useSendQuote } from '../api/send-quote';
import { quotesMessages } from '../messages';

const texts = quotesMessages.actions;

/**
 * "Send": the server mails the main client the PDF and a link; "Mark as sent without emailing" when
 * the studio hands the quote over itself. The toast says where it went, or that nothing was mailed.
 */
export function SendDialog({
  quote,
  clientName,
  opened,
  onClose,
}: {
  quote: Quote;
  clientName: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const send = useSendQuote(quote.id);
  const run = (email: boolean) =>
    send.mutate(
      { updatedAt: quote.updatedAt, email },
      {
        onSuccess: ({ mailedTo }) => {
          notifySuccess(mailedTo ? texts.sentTo(mailedTo) : email ? texts.sentNoEmail : texts.markedSent);
          onClose();
        },
        onError: (error) => {
          onClose();
          handleApiError(error);
        },
      },
    );
  const emailing = send.isPending && send.variables.email;
  const marking = send.isPending && !send.variables.email;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.sendTitle}
      centered
      closeOnClickOutside={!send.isPending}
    >
      <Text>{texts.sendText(clientName)}</Text>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={send.isPending}>
          {sharedMessages.cancel}
        </Button>
        <Button variant="default" onClick={() => run(false)} loading={marking} disabled={emailing}>
          {texts.sendWithoutEmail}
        </Button>
        <Button data-autofocus onClick={() => run(true)} loading={emailing} disabled={marking}>
          {texts.sendEmail}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
