import type { ResourceLink } from '@focal/contracts';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { followLink } from '../http/resource-link';
import { sharedMessages } from '../messages';
import { closeModal, openModal } from '../ui/modal';
import { notifySuccess } from '../toasts/toasts';
import { showErrorToast } from './error-toast';
import { DialogFooter } from '../ui/dialog-footer';

const MODAL_ID = 'verification-link';

type Props = { message: string; resend: ResourceLink | undefined };

function VerificationLinkBody({ message, resend }: Props) {
  const [sending, setSending] = useState(false);
  const close = () => closeModal(MODAL_ID);

  const onResend = async () => {
    if (!resend || sending) return;
    setSending(true);
    try {
      await followLink(resend);
      close();
      notifySuccess(sharedMessages.checkYourMail);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Text>{message}</Text>
      <DialogFooter>
        {resend ? (
          <Button onClick={onResend} loading={sending} data-autofocus>
            {sharedMessages.resend}
          </Button>
        ) : (
          <Button onClick={close} data-autofocus>
            {sharedMessages.gotIt}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

/**
 * Spec 01 §8: a verification error shows its title and message, with Resend when the server sent a
 * link to send the email again, or 'Got It' when the user must act by hand.
 */
export function openVerificationLinkModal(title: string, message: string, resend?: ResourceLink) {
  void openModal({
    id: MODAL_ID,
    title,
    children: <VerificationLinkBody message={message} resend={resend} />,
  });
}
