import { Button, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

type Props = {
  texts: { title: string; reason: string; hint: string; confirm: string };
  maxLength: number;
  /** A contract's refusal needs its reason; a quote's is the client's choice to give. */
  required?: boolean;
  confirmColor?: string;
  loading: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
};

/**
 * The client's no to a quote or a contract, with a reason for the studio. Its own chunk, loaded when
 * first asked for: Mantine's modal and its focus handling stay out of the page's code.
 */
export function DeclineDialog({
  texts,
  maxLength,
  required = false,
  confirmColor,
  loading,
  onClose,
  onDecline,
}: Props) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={texts.title} centered closeOnClickOutside={!loading}>
      <Textarea
        label={texts.reason}
        description={texts.hint}
        required={required}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={maxLength}
        rows={4}
        data-autofocus
      />
      <DialogFooter>
        <Button variant="default" onClick={onClose} disabled={loading}>
          {sharedMessages.cancel}
        </Button>
        <Button
          color={confirmColor}
          loading={loading}
          disabled={required && !reason.trim()}
          onClick={() => onDecline(reason.trim())}
        >
          {texts.confirm}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
