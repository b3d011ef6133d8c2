import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';

export const paymentsFrameRoutes: RouteObject[] = [
  {
    path: 'payments',
    ...page(pageNames.payments, () => import('./routes/payments-page').then((m) => m.PaymentsPage)),
  },
];
