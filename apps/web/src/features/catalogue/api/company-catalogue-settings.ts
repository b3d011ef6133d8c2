import { ApiRoutes } from '@focal/contracts/api-routes';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { catalogueKeys } from './query-keys';

export type TaxRateOption = { id: string; name: string; rateMillionths: number };
/** What the forms need of the company: the currency prices are in, and its tax rates in order. */
export type CatalogueSettings = { currency: string; taxRates: TaxRateOption[] };

/**
 * The current company's profile, read for its currency and tax rates. Asked again whenever a form
 * opens, so rates changed in the company profile meanwhile are the ones offered.
 */
export const catalogueSettingsQuery = (companyId: string) =>
  queryOptions({
    queryKey: catalogueKeys.company(companyId),
    queryFn: async ({ signal }): Promise<CatalogueSettings> => {
      const company = await apiFetch(ApiRoutes.getCompany, { params: { id: companyId }, signal });
      return { currency: company.currency, taxRates: company.tax.rates };
    },
    staleTime: 0,
  });
