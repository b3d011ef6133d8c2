import {
  type Icon,
  IconBell,
  IconCreditCard,
  IconHistory,
  IconMail,
  IconShieldLock,
  IconSpeakerphone,
  IconTag,
  IconUsers,
} from '../../../shared/ui/icons';
import { ConsolePaths } from '../lib/console-paths';
import { adminMessages } from '../messages';

const texts = adminMessages.nav;

export type ConsoleNavItem = { to: string; label: string; icon: Icon };

/** The console's sections, in the order the navigation lists them. */
export const consoleNav: ConsoleNavItem[] = [
  { to: ConsolePaths.accounts, label: texts.accounts, icon: IconUsers },
  { to: ConsolePaths.notifications, label: texts.notifications, icon: IconBell },
  { to: ConsolePaths.announcements, label: texts.announcements, icon: IconSpeakerphone },
  { to: ConsolePaths.plans, label: texts.plans, icon: IconCreditCard },
  { to: ConsolePaths.promoCodes, label: texts.promoCodes, icon: IconTag },
  { to: ConsolePaths.auditLog, label: texts.auditLog, icon: IconHistory },
  { to: ConsolePaths.outbox, label: texts.outbox, icon: IconMail },
  { to: ConsolePaths.administrators, label: texts.administrators, icon: IconShieldLock },
];
