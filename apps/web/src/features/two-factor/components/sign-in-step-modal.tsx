import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { TWO_FACTOR_MODAL_Z_INDEX } from '../../../shared/ui/layers';
import { closeTwoFactor } from '../control';
import { twoFactorMessages } from '../messages';

type Props = { opened: boolean; busy: boolean; title: string; children: ReactNode };

/**
 * The frame of the sign-in's second step (the login code and the recovery modals): closing it
 * (X or Escape) leaves the user signed out; while a request runs it cannot be closed.
 */
export function SignInStepModal({ opened, busy, title, children }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && closeTwoFactor(null)}
      title={title}
      centered
      zIndex={TWO_FACTOR_MODAL_Z_INDEX}
      closeOnEscape={!busy}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': twoFactorMessages.close, disabled: busy }}
    >
      {children}
    </Modal>
  );
}
