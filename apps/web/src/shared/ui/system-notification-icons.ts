import type { SystemNotificationIcon } from '@focal/contracts/system-notification-constants';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconExternalLink,
  type Icon,
  IconInfoCircle,
  IconRefresh,
  IconSparkles,
  IconTool,
  IconX,
} from './icons';

/**
 * The Tabler icon for each icon name a system notification may give (its message, its buttons, its
 * popup). Shared: the app's bar and the console's preview draw the same icons.
 */
export const SYSTEM_NOTIFICATION_ICON: Record<SystemNotificationIcon, Icon> = {
  INFO: IconInfoCircle,
  WARNING: IconAlertTriangle,
  ERROR: IconAlertCircle,
  SUCCESS: IconCircleCheck,
  MAINTENANCE: IconTool,
  NEW_FEATURE: IconSparkles,
  REFRESH: IconRefresh,
  EXTERNAL_LINK: IconExternalLink,
  CLOSE: IconX,
};
