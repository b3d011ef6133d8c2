import type { JobStage } from '@focal/contracts';
import type { Quote } from '@focal/contracts/quotes/api';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { jobPath, quoteEditPath } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteQuote } from '../api/delete-quote';
import { useSendQuote } from '../api/send-quote';
import { quoteActions } from '../lib/actions';
import { quotesMessages } from '../messages';
import { AcceptModal } from './accept-modal';
import { DeclineModal } from './decline-modal';

const texts = quotesMessages.actions;

/** The buttons the quote's state allows, and their dialogs. */
export function QuoteActions({ quote, kind }: { quote: Quote; kind: JobStage }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'accept' | 'decline' | 'delete' | null>(null);
  const send = useSendQuote(quote.id);
  const remove = useDeleteQuote(quote.id, quote.jobId);
  const actions = quoteActions(quote);
  if (actions.length === 0) return null;
  const close = () => setOpen(null);
  return (
    <Group gap="xs" role="group" aria-label={texts.label}>
      {actions.includes('edit') && (
        <Button
          component={Link}
          to={quoteEditPath(kind, quote.jobId, quote.kind, quote.id)}
          variant="default"
        >
          {texts.edit}
        </Button>
      )}
      {actions.includes('send') && (
        <Button
          loading={send.isPending}
          onClick={() =>
            send.mutate(quote.updatedAt, {
              onSuccess: () => notifySuccess(texts.sent),
              onError: (error) => handleApiError(error),
            })
          }
        >
          {texts.send}
        </Button>
      )}
      {actions.includes('accept') && <Button onClick={() => setOpen('accept')}>{texts.accept}</Button>}
      {actions.includes('decline') && (
        <Button variant="default" onClick={() => setOpen('decline')}>
          {texts.decline}
        </Button>
      )}
      {actions.includes('delete') && (
        <Button variant="subtle" color="red.8" onClick={() => setOpen('delete')}>
          {texts.delete}
        </Button>
      )}
      <AcceptModal quote={quote} opened={open === 'accept'} onClose={close} />
      <DeclineModal quote={quote} opened={open === 'decline'} onClose={close} />
      <ConfirmDialog
        opened={open === 'delete'}
        title={texts.deleteTitle}
        text={texts.deleteText}
        confirmLabel={texts.delete}
        danger
        loading={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(texts.deleted);
              void navigate(`${jobPath(kind, quote.jobId)}?tab=documents`, { replace: true });
            },
            onError: (error) => {
              close();
              handleApiError(error);
            },
          })
        }
      />
    </Group>
  );
}
