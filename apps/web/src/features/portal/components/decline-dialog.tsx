import { DECLINE_REASON_MAX } from '@focal/contracts/quotes/api';
import { Button, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { portalMessages } from '../messages';

const texts = portalMessages.quote;

type Props = {
  loading: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
};

/** The client's no, with a reason for the studio if they care to give one. */
export function DeclineDialog({ loading, onClose, onDecline }: Props) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={texts.declineTitle} centered closeOnClickOutside={!loading}>
      <Textarea
        label={texts.declineReason}
        description={texts.declineReasonHint}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={DECLINE_REASON_MAX}
        rows={4}
        data-autofocus
      />
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={loading}>
          {sharedMessages.cancel}
        </Button>
        <Button loading={loading} onClick={() => onDecline(reason.trim())}>
          {texts.declineConfirm}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
