import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

const titles = { settings: 'Payment reminders' };

/** Settings → Payment reminders (under /settings). */
export const paymentRemindersSettingsRoutes: RouteObject[] = [
  {
    path: 'payment-reminders',
    ...page(titles.settings, () =>
      import('./routes/payment-reminders-page').then((m) => m.PaymentRemindersPage),
    ),
  },
];
