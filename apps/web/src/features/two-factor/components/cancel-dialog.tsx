import { Button, Modal, Text } from '@mantine/core';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { TWO_FACTOR_POPOVER_Z_INDEX } from '../../../shared/ui/layers';
import { twoFactorMessages } from '../messages';

const texts = twoFactorMessages.cancelDialog;

/** Spec 02 §2: cancelling the setup asks first; 'No, Go Back' (the focused one) returns to it. */
export function CancelDialog({
  opened,
  onConfirm,
  onBack,
}: {
  opened: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={texts.title}
      centered
      zIndex={TWO_FACTOR_POPOVER_Z_INDEX}
      closeButtonProps={{ 'aria-label': twoFactorMessages.close }}
    >
      <Text>{texts.text}</Text>
      <DialogFooter>
        <Button variant="default" color="red" onClick={onConfirm}>
          {texts.confirm}
        </Button>
        <Button data-autofocus onClick={onBack}>
          {texts.back}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
