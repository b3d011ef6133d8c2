import type { SystemNotificationIcon } from '@focal/contracts/system-notification-constants';
import { SYSTEM_NOTIFICATION_ICON } from '../ui/system-notification-icons';

/**
 * A system notification's icon (the bar's, its buttons', the popup's; the console's preview too),
 * decorative: the message or the button's name says what it means.
 */
export function NotificationIcon({ icon, size = 18 }: { icon: SystemNotificationIcon; size?: number }) {
  const Glyph = SYSTEM_NOTIFICATION_ICON[icon];
  return <Glyph size={size} stroke={1.8} aria-hidden focusable={false} style={{ flexShrink: 0 }} />;
}
