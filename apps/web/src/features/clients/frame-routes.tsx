import type { RouteObject } from 'react-router';
import { bound, page } from '../../shared/routing/page';
import { pageNames } from '../../shared/routing/page-names';
import type { ClientProfileTab } from './components/client-tabs';

/** /clients and a client's profile (spec 01 §2.1) with the history tabs other features add. */
export const clientsFrameRoutes = (addedTabs: readonly ClientProfileTab[]): RouteObject[] => [
  {
    path: 'clients',
    ...page(pageNames.clients, () => import('./routes/clients-page').then((m) => m.ClientsPage)),
  },
  {
    path: 'clients/client/:id',
    ...page('Client', () => import('./routes/client-page').then((m) => bound(m.ClientPage, { addedTabs }))),
  },
];
