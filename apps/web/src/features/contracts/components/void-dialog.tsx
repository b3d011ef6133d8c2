import { CONTRACT_LIMITS } from '@focal/contracts/contracts/limits';
import { Button, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { sharedMessages } from '../../../shared/messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { contractsMessages } from '../messages';

const texts = contractsMessages.page;

/** Asks for the reason before voiding (kept on the contract and in its audit trail). */
export function VoidDialog({
  opened,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={texts.voidTitle} centered closeOnClickOutside={!loading}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        <Textarea
          label={texts.voidReason}
          description={texts.voidText}
          required
          rows={3}
          maxLength={CONTRACT_LIMITS.reason}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <DialogFooter>
          <Button variant="default" onClick={onClose} disabled={loading}>
            {sharedMessages.cancel}
          </Button>
          <Button type="submit" color="red.9" loading={loading} disabled={!reason.trim()}>
            {texts.voidConfirm}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
