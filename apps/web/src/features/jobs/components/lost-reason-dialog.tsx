import { Button, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { boardMessages as texts } from '../messages';

type Props = {
  opened: boolean;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Marking a lead lost asks why (the reason is required and kept on the lead). */
export function LostReasonDialog({ opened, loading, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={texts.lostTitle} centered closeOnClickOutside={!loading}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <Textarea
          label={texts.lostReason}
          description={texts.lostReasonHint}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={500}
          rows={3}
          required
          data-autofocus
        />
        <DialogFooter>
          <Button variant="default" onClick={onClose} disabled={loading}>
            {sharedMessages.cancel}
          </Button>
          <Button type="submit" loading={loading} disabled={!trimmed}>
            {texts.lostConfirm}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
