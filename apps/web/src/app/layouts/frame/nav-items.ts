import {
  type Icon,
  IconBriefcase,
  IconCalendar,
  IconCreditCard,
  IconLayoutDashboard,
  IconSettings,
  IconTargetArrow,
  IconUsers,
} from '../../../shared/ui/icons';
import { navMessages as texts } from '../../messages';

export type NavItem = { to: string; label: string; end?: boolean; icon: Icon };

/** Spec 01 §2.3: the desktop navigation; Dashboard matches / exactly. */
export const mainNav: NavItem[] = [
  { to: '/', label: texts.dashboard, icon: IconLayoutDashboard, end: true },
  { to: '/clients', label: texts.clients, icon: IconUsers },
  { to: '/leads', label: texts.leads, icon: IconTargetArrow },
  { to: '/jobs', label: texts.jobs, icon: IconBriefcase },
  { to: '/calendar', label: texts.calendar, icon: IconCalendar },
  { to: '/payments', label: texts.payments, icon: IconCreditCard },
  { to: '/settings', label: texts.settings, icon: IconSettings },
];

/** The mobile bottom menu: Clients, Leads, Jobs, Calendar and Payments (spec 01 §2.3). */
export const bottomNav: NavItem[] = mainNav.filter((item) =>
  ['/clients', '/leads', '/jobs', '/calendar', '/payments'].includes(item.to),
);

/** Spec 01 §2.3: a link to /invoices that is always in the page and never shown. */
export const HIDDEN_INVOICES_LINK = '/invoices';
