import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

const titles = { settings: 'Payments' };

/** Settings → Payments (under /settings). */
export const paymentSettingsRoutes: RouteObject[] = [
  {
    path: 'payments',
    ...page(titles.settings, () =>
      import('./routes/payment-settings-page').then((m) => m.PaymentSettingsPage),
    ),
  },
];
