import type {
  SuccessModal,
  SuccessModalButton,
  SuccessModalButtonVariant,
} from '@focal/contracts/response-extras';
import { Button, type ButtonProps, Center, Group, Stack, VisuallyHidden } from '@mantine/core';
import { Html } from '../html/lazy-html';
import { closeModal, openModal } from '../ui/modal';
import { CheckIcon, ModalIcon, PendingIcon } from './icons';
import { responseExtrasMessages as texts } from './messages';
import { openPlansFrame } from './plans-frame';
import { DialogFooter } from '../ui/dialog-footer';

const MODAL_ID = 'response-success';

/** The buttons' variants (outlined, solid primary, solid danger, tonal, cta; spec 01 §2.4) in Mantine. */
export const BUTTON_VARIANTS: Record<SuccessModalButtonVariant, ButtonProps> = {
  OUTLINED: { variant: 'outline' },
  SOLID_PRIMARY: { variant: 'filled' },
  SOLID_DANGER: { variant: 'filled', color: 'red' },
  TONAL: { variant: 'light' },
  CTA: { variant: 'gradient', gradient: { from: 'orange', to: 'pink', deg: 90 } },
};

const isWebAddress = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
};

/** Spec 01 §2.4: close; open the plans frame (optionally closing); open a new tab (optionally closing). */
function runButtonAction(button: SuccessModalButton, close: () => void) {
  if (button.action === 'CLOSE') {
    close();
    return;
  }
  if (button.action === 'OPEN_PLANS') openPlansFrame();
  if (button.action === 'OPEN_NEW_TAB' && button.url && isWebAddress(button.url)) {
    window.open(button.url, '_blank', 'noopener,noreferrer');
  }
  if (button.dismiss) close();
}

/**
 * A success modal's buttons (or a system notification's popup's), in the server's order; the last
 * one has the focus. `close` is how a button that closes or dismisses closes its dialog.
 */
export function ModalButtons({ buttons, close }: { buttons: SuccessModalButton[]; close: () => void }) {
  if (buttons.length === 0) return null;
  return (
    <DialogFooter mt="sm">
      {buttons.map((button, index) => (
        <Button
          key={`${button.name}-${index}`}
          {...BUTTON_VARIANTS[button.variant]}
          data-autofocus={index === buttons.length - 1 || undefined}
          onClick={() => runButtonAction(button, close)}
        >
          {button.name}
        </Button>
      ))}
    </DialogFooter>
  );
}

function SuccessModalBody({ modal }: { modal: SuccessModal }) {
  const close = () => closeModal(MODAL_ID);
  const items = modal.checkListField?.items ?? [];
  return (
    <Stack gap="md">
      {modal.icon && (
        <Center>
          <ModalIcon icon={modal.icon} />
        </Center>
      )}
      {modal.messageHTML && <Html html={modal.messageHTML} />}
      {items.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => {
            const done = item.state === 'COMPLETED';
            return (
              <Group component="li" key={index} gap="sm" wrap="nowrap" data-state={item.state}>
                {done ? <CheckIcon /> : <PendingIcon />}
                <VisuallyHidden>{done ? texts.completed : texts.notCompleted}: </VisuallyHidden>
                <Html html={item.textHtml} component="span" />
              </Group>
            );
          })}
        </Stack>
      )}
      <ModalButtons buttons={modal.buttons?.items ?? []} close={close} />
    </Stack>
  );
}

/**
 * The response-success modal for an answer's `successModal`: an optional icon, the title, a checklist
 * or an HTML message, and the server's buttons (spec 01 §2.4).
 */
export function openSuccessModal(modal: SuccessModal) {
  return openModal({ id: MODAL_ID, title: modal.title, children: <SuccessModalBody modal={modal} /> });
}
