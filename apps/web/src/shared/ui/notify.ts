import { notifications } from '@mantine/notifications';
import { ensureOverlays } from './overlay-host';
import { TOAST_MS } from './toast-duration';

export { TOAST_MS };

type Tone = 'success' | 'error' | 'info';
const colors: Record<Tone, string> = { success: 'teal', error: 'red', info: 'blue' };

/** Spec 01 §9: toasts last 5000 ms, sit top-right (set on the host) and never duplicate. */
export function notify(tone: Tone, message: string, title?: string) {
  // The store keeps the toast until its container has loaded and shows it.
  void ensureOverlays();
  notifications.show({
    // The same text twice shows once: showing an id that is already on screen is a no-op.
    id: `${tone}:${title ?? ''}:${message}`,
    title,
    message,
    color: colors[tone],
    autoClose: TOAST_MS,
    withCloseButton: true,
  });
}

export const notifySuccess = (message: string, title?: string) => notify('success', message, title);
export const notifyError = (message: string, title?: string) => notify('error', message, title);
export const notifyInfo = (message: string, title?: string) => notify('info', message, title);
