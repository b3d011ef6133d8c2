import { Button, Modal, Text } from '@mantine/core';
import { sharedMessages } from '../messages';
import { DialogFooter } from './dialog-footer';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** A destructive action's button (a removal, a retirement) is red. */
  danger?: boolean;
  loading: boolean;
  /** Over another dialog: both in one `Modal.Stack`, so one Escape closes only the top one. */
  stackId?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action that is hard to undo: Cancel has the focus. While the action runs, Cancel
 * and a click outside do nothing, so the dialog does not vanish under a request that may still fail.
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  danger,
  loading,
  stackId,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={!loading}
      stackId={stackId}
    >
      <Text>{text}</Text>
      <DialogFooter>
        <Button variant="default" data-autofocus onClick={onClose} disabled={loading}>
          {sharedMessages.cancel}
        </Button>
        <Button color={danger ? 'red.9' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
