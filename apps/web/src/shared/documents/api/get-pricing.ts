import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../bootstrap/get-bootstrap';
import { apiFetch } from '../../http/client';

import type { TaxRateOption } from '../tax-picker';

/** What a document editor needs of the company: the currency, whether prices include tax, its rates. */
export type Pricing = { currency: string; pricesIncludeTax: boolean; taxRates: TaxRateOption[] };

const pricingKey = (companyId: string) => ['document-pricing', companyId] as const;

/** The company's profile, read again whenever an editor opens, so rates changed meanwhile are offered. */
export function usePricing() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: pricingKey(companyId),
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
