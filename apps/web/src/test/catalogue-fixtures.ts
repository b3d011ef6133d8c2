import { ApiRoutes } from '@focal/contracts/api-routes';
import type { Package, Product } from '@focal/contracts/catalogue';
import { ok, type SentRequest } from './fetch-mock';

// The catalogue as a quote's or an invoice's "Add from catalogue" reads it.

const AT = '2026-03-01T10:00:00.000Z';

export const product = (name: string, extra: Partial<Product> = {}): Product => ({
  id: '40000000-0000-4000-8000-000000000001',
  name,
  description: '',
  unitPriceMinor: 1000,
  currency: 'USD',
  taxRateIds: [],
  archivedAt: null,
  packageCount: 0,
  imageUrl: null,
  createdAt: AT,
  updatedAt: AT,
  ...extra,
});

export const bundle = (name: string, extra: Partial<Package> = {}): Package => ({
  id: '40000000-0000-4000-8000-000000000101',
  name,
  description: '',
  priceMinor: 10_000,
  currency: 'USD',
  items: [],
  imageUrl: null,
  archivedAt: null,
  createdAt: AT,
  updatedAt: AT,
  ...extra,
});

type Routes = Record<string, (request: SentRequest) => Response>;

/** The products' and packages' lists, one page each, as the server answers them. */
export const catalogueRoutes = (products: Product[], packages: Package[] = []): Routes => ({
  [`GET ${ApiRoutes.listProducts.path}`]: () => ok({ rows: products, nextCursor: null }),
  [`GET ${ApiRoutes.listPackages.path}`]: () => ok({ rows: packages, nextCursor: null }),
});
