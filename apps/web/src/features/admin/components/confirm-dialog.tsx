import { Button, Modal, Text } from '@mantine/core';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { adminMessages } from '../messages';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** A destructive action's button is red. */
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that changes someone's access: Cancel has the focus. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  danger,
  loading,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{text}</Text>
      <DialogFooter>
        <Button variant="default" data-autofocus onClick={onClose}>
          {adminMessages.cancel}
        </Button>
        <Button color={danger ? 'red.9' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
