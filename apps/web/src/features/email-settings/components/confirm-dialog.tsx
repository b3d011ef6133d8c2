import { Button, Modal, Text } from '@mantine/core';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { emailSettingsMessages as texts } from '../messages';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** A removal's button is red. */
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change of where the studio's mail goes: Cancel has the focus. */
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
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={!loading}>
      <Text>{text}</Text>
      <DialogFooter>
        <Button variant="default" data-autofocus onClick={onClose} disabled={loading}>
          {texts.cancel}
        </Button>
        <Button color={danger ? 'red.9' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
