import type { Quote } from '@focal/contracts/quotes/api';
import { DECLINE_REASON_MAX } from '@focal/contracts/quotes/limits';
import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useDeclineQuote } from '../api/decline-quote';
import { quotesMessages } from '../messages';

const texts = quotesMessages.decline;

/** "Record decline": what the client said, optional. */
export function DeclineModal({
  quote,
  opened,
  onClose,
}: {
  quote: Quote;
  opened: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const decline = useDeclineQuote(quote.id);
  const submit = () =>
    decline.mutate(
      { updatedAt: quote.updatedAt, reason },
      {
        onSuccess: () => {
          notifySuccess(texts.done);
          onClose();
        },
        onError: (e) =>
          handleApiError(e, {
            setFieldError: (field, message) => field === 'reason' && (setError(message), true),
          }),
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered>
      <Stack>
        <Textarea
          label={texts.reason}
          description={texts.reasonHint}
          rows={3}
          maxLength={DECLINE_REASON_MAX}
          data-autofocus
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </Stack>
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={decline.isPending}>
          {quotesMessages.editor.cancel}
        </Button>
        <Button color="red.9" onClick={submit} loading={decline.isPending}>
          {texts.confirm}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
