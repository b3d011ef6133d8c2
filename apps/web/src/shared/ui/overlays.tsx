import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_Z_INDEX } from './layers';
import classes from './overlays.module.css';
import './styles-after-first-screen';
import { TOAST_MS } from './toast-duration';

/**
 * The toast container and the modal host. Their code (modal, scroll area, focus trap, floating
 * positioning, transitions) loads on the first toast or modal, not with the first page.
 */
export default function Overlays({ onReady }: { onReady: () => void }) {
  // Runs after ModalsProvider's own effects, i.e. once it listens for `modals.open`.
  useEffect(onReady, [onReady]);
  return (
    <>
      <Notifications
        position="top-right"
        autoClose={TOAST_MS}
        zIndex={TOAST_Z_INDEX}
        classNames={{ root: classes.toasts }}
      />
      <ModalsProvider />
    </>
  );
}
