import type { Bootstrap, BrandsData, CompanyProfile, ImportOptions } from '@focal/contracts';
import { BackgroundTaskPaths } from '@focal/contracts/background-tasks';
import { CompanyPaths } from '@focal/contracts/companies';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { ok } from '../../test/fetch-mock';

/** Test data in the server's shapes for the companies feature (its tests only). */
export const STUDIO = { id: 'company-1', name: 'Lovelace Studio', email: 'studio@example.com' };
export const PORTRAITS = { id: 'company-2', name: 'Lovelace Portraits', email: 'portraits@example.com' };

export function bootstrapWithBrands(company = STUDIO): Bootstrap {
  const bootstrap = bootstrapFixture({ companyName: company.name });
  bootstrap.authorizedCompany.id = company.id;
  bootstrap.profile.resourcesLinks = { ACCOUNT_BRANDS: { url: CompanyPaths.brands } };
  return bootstrap;
}

export function brandsFixture(
  selectedId = STUDIO.id,
  actions: BrandsData['actions'] = { ADD_NEW_BRAND: { url: CompanyPaths.create, method: 'POST' } },
): BrandsData {
  return {
    authorizedCompanies: {
      brands: [PORTRAITS, STUDIO].map((company) => ({
        id: company.id,
        name: company.name,
        companyId: company.id,
        companyName: company.name,
        logoUrl: null,
        selected: company.id === selectedId,
        email: company.email,
      })),
    },
    actions,
  };
}

export const importOptionsFixture = (): ImportOptions => ({
  brandsDataToImport: [
    { companyId: STUDIO.id, name: STUDIO.name },
    { companyId: PORTRAITS.id, name: PORTRAITS.name },
  ],
  groups: [
    {
      key: 'settings',
      label: 'Company settings',
      children: [
        { type: 'COMPANY_DETAILS', label: 'Company details' },
        { type: 'TAX_RATES', label: 'Tax rates' },
      ],
    },
    { key: 'team', label: 'Team', children: [{ type: 'TEAM_MEMBERS', label: 'Team members' }] },
  ],
});

export function profileFixture(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: STUDIO.id,
    name: STUDIO.name,
    email: STUDIO.email,
    phone: null,
    website: null,
    address: { line1: null, line2: null, city: null, region: null, postalCode: null, country: null },
    logoUrl: null,
    brandColour: null,
    timeZone: 'Europe/London',
    currency: 'GBP',
    tax: {
      pricesIncludeTax: false,
      taxNumber: null,
      rates: [{ id: 'rate-1', name: 'VAT', rateMillionths: 200000 }],
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    selected: true,
    role: 'owner',
    version: 'v1',
    actions: {
      EDIT: { url: CompanyPaths.company(STUDIO.id), method: 'PUT' },
      UPLOAD_LOGO: { url: CompanyPaths.logo(STUDIO.id), method: 'PUT' },
    },
    ...overrides,
  };
}

/** The frame's other calls, answered with nothing to show (they belong to other features). */
export const frameRoutes = {
  [`GET ${BackgroundTaskPaths.banners}`]: () => ok({ banners: [], refreshInterval: { millis: 5000 } }),
};
