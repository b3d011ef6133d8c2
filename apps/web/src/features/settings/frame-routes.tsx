import type { RouteObject } from 'react-router';
import { bound, page } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';

const titles = {
  paymentSchedules: 'Payment schedules',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  pictime: 'Pic-Time',
};

const connect = (service: 'quickbooks' | 'xero' | 'pictime') =>
  page(titles[service], () => import('./routes/connect-page').then((m) => bound(m.ConnectPage, { service })));

/** The settings page, Payment schedules and where the accounting and gallery services send the user back (under /settings). */
export const settingsFrameRoutes: RouteObject[] = [
  {
    index: true,
    ...page(pageNames.settings, () => import('./routes/settings-page').then((m) => m.SettingsPage)),
  },
  {
    path: 'payment-schedules',
    ...page(titles.paymentSchedules, () =>
      import('./routes/payment-schedules-page').then((m) => m.PaymentSchedulesPage),
    ),
  },
  { path: 'accounting-software/quickbooks/connect/complete', ...connect('quickbooks') },
  { path: 'accounting-software/xero/connect/complete', ...connect('xero') },
  { path: 'integrations/pictime/oauth', ...connect('pictime') },
];
