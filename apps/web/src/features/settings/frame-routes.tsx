import type { RouteObject } from 'react-router';
import { bound, page } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';

const titles = {
  templates: 'Quote and invoice templates',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  pictime: 'Pic-Time',
};

const connect = (service: 'quickbooks' | 'xero' | 'pictime') =>
  page(titles[service], () => import('./routes/connect-page').then((m) => bound(m.ConnectPage, { service })));

/** The settings page, its templates and where the accounting and gallery services send the user back (under /settings). */
export const settingsFrameRoutes: RouteObject[] = [
  {
    index: true,
    ...page(pageNames.settings, () => import('./routes/settings-page').then((m) => m.SettingsPage)),
  },
  {
    path: 'templates',
    ...page(titles.templates, () => import('./routes/templates-page').then((m) => m.TemplatesPage)),
  },
  { path: 'accounting-software/quickbooks/connect/complete', ...connect('quickbooks') },
  { path: 'accounting-software/xero/connect/complete', ...connect('xero') },
  { path: 'integrations/pictime/oauth', ...connect('pictime') },
];
