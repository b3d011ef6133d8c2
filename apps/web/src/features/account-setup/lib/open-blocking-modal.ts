import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { closeModal } from '../../../shared/ui/modal';
import { ensureOverlays } from '../../../shared/ui/overlay-host';

/**
 * A modal the user cannot dismiss: the account must be finished before the app can go on (each offers
 * a way to sign out instead).
 */
export async function openBlockingModal(id: string, title: string, children: ReactNode) {
  await ensureOverlays();
  modals.close(id);
  modals.open({
    modalId: id,
    title,
    centered: true,
    withCloseButton: false,
    closeOnEscape: false,
    closeOnClickOutside: false,
    children,
  });
}

export const closeBlockingModal = closeModal;
