import { ApiRoutes as R, CompanyPaths, fillPath, type Package, type Product } from '@focal/contracts';
import { expect } from 'vitest';
import type { Api } from '../../test/api-test.ts';
import { currentCompanyId } from '../../test/factories.ts';

/** What the catalogue's API tests share: a studio with tax rates, and products made over HTTP. */
export type Auth = Record<string, string>;

export const productUrl = (id: string) => fillPath(R.getProduct.path, { id });
export const packageUrl = (id: string) => fillPath(R.getPackage.path, { id });

/** An owner whose company has the given tax rates (by name), and those rates' ids. */
export async function studioWithRates(api: Api, rates: { name: string; rateMillionths: number }[] = []) {
  const owner = await api.signedInOwner();
  const companyId = await currentCompanyId(api, owner.auth);
  const url = CompanyPaths.company(companyId);
  const { version } = (await api.get(url, { as: owner.auth })).json().data;
  const saved = await api.put(url, { version, tax: { rates } }, { as: owner.auth });
  expect(saved.statusCode, saved.body).toBe(200);
  const rateIds = (saved.json().data.tax.rates as { id: string }[]).map((r) => r.id);
  return { ...owner, companyId, rateIds };
}

export async function createdProduct(api: Api, auth: Auth, body: object): Promise<Product> {
  const res = await api.post(R.createProduct.path, body, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function createdPackage(api: Api, auth: Auth, body: object): Promise<Package> {
  const res = await api.post(R.createPackage.path, body, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
