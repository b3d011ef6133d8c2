import { notifications } from '@mantine/notifications';
import { Html } from '../html/lazy-html';
import { ensureOverlays } from '../ui/overlay-host';
import { TOAST_MS } from '../ui/toast-duration';
import { toastMessages } from './toast-messages';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export type Toast = {
  tone: ToastTone;
  message: string;
  title?: string | undefined;
  /** The message is HTML (from the server): it is sanitised with DOMPurify before it shows. */
  html?: boolean;
};

const COLORS: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

/** The same title and message never show twice at once (spec 01 §9): the id is the text. */
const toastId = (title: string | undefined, message: string) => `toast:${title ?? ''}\u0000${message}`;

/**
 * Spec 01 §9: top-right (the container's position), 5000 ms, no duplicates, a close button and a
 * progress bar that fills until it closes (paused while hovered), HTML allowed but sanitised.
 */
export function showToast({ tone, message, title, html = false }: Toast): string {
  // The store keeps the toast until its container has loaded and shows it.
  void ensureOverlays();
  const id = toastId(title, message);
  notifications.show({
    id,
    title,
    message: html ? <Html html={message} component="div" /> : message,
    color: COLORS[tone],
    autoClose: TOAST_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': toastMessages.close },
    withAutoCloseProgress: true,
  });
  return id;
}

export const notify = (tone: ToastTone, message: string, title?: string) =>
  showToast({ tone, message, title });
export const notifySuccess = (message: string, title?: string) => notify('success', message, title);
export const notifyError = (message: string, title?: string) => notify('error', message, title);
