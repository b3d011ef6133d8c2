import type { SystemNotificationIcon } from '@focal/contracts/system-notification-constants';
import { SYSTEM_NOTIFICATION_ICON } from '../../../../shared/ui/system-notification-icons';

/** A notification's icon as the app's bar and popup draw it (decorative). */
export function NotificationIcon({ icon, size = 18 }: { icon: SystemNotificationIcon; size?: number }) {
  const Glyph = SYSTEM_NOTIFICATION_ICON[icon];
  return <Glyph size={size} stroke={1.8} aria-hidden focusable={false} style={{ flexShrink: 0 }} />;
}
