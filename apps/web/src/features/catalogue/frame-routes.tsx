import type { RouteObject } from 'react-router';
import { page } from '../../shared/routing/page';

/** Settings → Products and Packages (under /settings; issue 32). */
export const catalogueFrameRoutes: RouteObject[] = [
  {
    path: 'products',
    ...page('Products', () => import('./routes/products-page').then((m) => m.ProductsPage)),
  },
  {
    path: 'packages',
    ...page('Packages', () => import('./routes/packages-page').then((m) => m.PackagesPage)),
  },
];
