import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { invoiceKeys } from './query-keys';

import type { TaxRateOption } from '../../../shared/documents/tax-picker';

export type { TaxRateOption };
/** What the editor needs of the company: the currency, whether prices include tax, its rates. */
export type Pricing = { currency: string; pricesIncludeTax: boolean; taxRates: TaxRateOption[] };

/** The company's profile, read again whenever the editor opens, so rates changed meanwhile are offered. */
export function usePricing() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: invoiceKeys.pricing(companyId),
    queryFn: async ({ signal }): Promise<Pricing> => {
      const company = await apiFetch(ApiRoutes.getCompany, { params: { id: companyId }, signal });
      return {
        currency: company.currency,
        pricesIncludeTax: company.tax.pricesIncludeTax,
        taxRates: company.tax.rates,
      };
    },
    staleTime: 0,
  });
}
