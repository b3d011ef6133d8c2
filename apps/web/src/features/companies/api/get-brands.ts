import type { BrandsData, ResourceLink } from '@focal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const brandsQueryKey = ['companies', 'brands'] as const;

/**
 * The user dropdown's companies and actions, from the bootstrap's ACCOUNT_BRANDS link (spec 01 §3,
 * §7). The server checks this answer against the contract's schema on its way out (the endpoint's
 * `response`, fastify-type-provider-zod's serializer), so the client takes it as it is: parsing it
 * again loaded zod and the contracts (some 110 KB) and built their schemas in one task of 50-75 ms
 * on this machine while a phone's page was still settling (issue 31).
 */
export const brandsQueryOptions = (link: ResourceLink | undefined) =>
  queryOptions({
    queryKey: brandsQueryKey,
    queryFn: ({ signal }): Promise<BrandsData> => apiFetch<BrandsData>(link!.url, { signal }),
    enabled: Boolean(link?.url),
  });
