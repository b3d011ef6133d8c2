import type { Quote } from '@focal/contracts/quotes/api';
import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { IconChevronDown } from '../../../shared/ui/icons';
import { useRevokeQuoteLinks } from '../api/revoke-quote-links';
import { quotesMessages } from '../messages';

const texts = quotesMessages.actions;

/**
 * The quote's rarer actions: making an invoice before the client accepted (the page asks again), and
 * stopping the links mailed to the client (after a confirmation).
 */
export function MoreMenu({
  quote,
  invoice,
  revoke,
}: {
  quote: Quote;
  invoice: string | null;
  revoke: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const stop = useRevokeQuoteLinks(quote.id);
  if (!invoice && !revoke) return null;
  const close = () => setConfirming(false);
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
            {texts.more}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {invoice && (
            <Menu.Item component={Link} to={invoice}>
              {texts.makeInvoice}
            </Menu.Item>
          )}
          {revoke && <Menu.Item onClick={() => setConfirming(true)}>{texts.revoke}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={texts.revokeTitle}
        text={texts.revokeText}
        confirmLabel={texts.revokeConfirm}
        danger
        loading={stop.isPending}
        onClose={close}
        onConfirm={() =>
          stop.mutate(undefined, {
            onSuccess: ({ revoked }) => {
              notifySuccess(texts.revoked(revoked));
              close();
            },
            onError: (error) => {
              close();
              handleApiError(error);
            },
          })
        }
      />
    </>
  );
}
