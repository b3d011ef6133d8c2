import { ApiRoutes } from '@focal/contracts/api-routes';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import type { Package, Product } from '@focal/contracts/catalogue';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { bundle as bundleRow, product as productRow } from '../../test/catalogue-fixtures';
import { mockApi, ok } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';

// What the catalogue's component tests share: rows as the API sends them, the company's rates, and
// a signed-in frame whose endpoints answer as each test says.

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export const VAT = { id: '10000000-0000-4000-8000-000000000001', name: 'VAT', rateMillionths: 200_000 };
export const CITY = { id: '10000000-0000-4000-8000-000000000002', name: 'City tax', rateMillionths: 8_875 };

/** A row as the API sends it, each with an id of its own (the lists hold several). */
export const product = (name: string, extra: Partial<Product> = {}): Product => productRow(name, { id: uuid(), ...extra });
export const bundle = (name: string, extra: Partial<Package> = {}): Package => bundleRow(name, { id: uuid(), ...extra });

/** The current company's profile, as far as the catalogue reads it (currency and tax rates). */
export const companyAnswer = (currency = 'USD', rates = [VAT, CITY]) =>
  ok({ id: 'company-1', currency, tax: { pricesIncludeTax: false, taxNumber: null, rates } });

export const page = <T>(rows: T[], nextCursor: string | null = null) => ok({ rows, nextCursor });
export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
export const itemPath = (path: string, id: string) => path.replace(':id', id);

type Routes = Parameters<typeof mockApi>[0];

/** A signed-in frame: bootstrap, banners and the company answer; the rest as the test routes them. */
export function mockCatalogueApi(routes: Routes) {
  signIn();
  return mockApi({
    [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
    [`GET ${ApiRoutes.bootstrap.path}`]: () => ok(bootstrapFixture()),
    [`GET ${itemPath(ApiRoutes.getCompany.path, 'company-1')}`]: () => companyAnswer(),
    ...routes,
  });
}
