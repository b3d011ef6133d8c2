import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { ensureOverlays, overlaysReady } from './overlay-host';

type ModalOptions = { id: string; title: string; children: ReactNode };

/** Opens a modal once the modal host is there (it loads on first use). */
export async function openModal({ id, title, children }: ModalOptions) {
  await ensureOverlays();
  modals.close(id);
  modals.open({ modalId: id, title, centered: true, children });
}

export function closeModal(id: string) {
  if (overlaysReady()) modals.close(id);
}

export function closeAllModals() {
  if (overlaysReady()) modals.closeAll();
}
