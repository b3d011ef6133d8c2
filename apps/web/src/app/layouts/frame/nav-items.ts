import { navMessages as texts } from '../../messages';

export type NavItem = { to: string; label: string; end?: boolean };

/** Spec 01 §2.3: the desktop navigation; Dashboard matches / exactly. */
export const mainNav: NavItem[] = [
  { to: '/', label: texts.dashboard, end: true },
  { to: '/clients', label: texts.clients },
  { to: '/leads', label: texts.leads },
  { to: '/jobs', label: texts.jobs },
  { to: '/calendar', label: texts.calendar },
  { to: '/payments', label: texts.payments },
  { to: '/settings', label: texts.settings },
];

/** The mobile bottom menu: Clients, Leads, Jobs, Calendar and Payments (spec 01 §2.3). */
export const bottomNav: NavItem[] = mainNav.filter((item) =>
  ['/clients', '/leads', '/jobs', '/calendar', '/payments'].includes(item.to),
);

/** Spec 01 §2.3: a link to /invoices that is always in the page and never shown. */
export const HIDDEN_INVOICES_LINK = '/invoices';
