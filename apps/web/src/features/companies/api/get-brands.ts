import type { BrandsData, ResourceLink } from '@focal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const brandsQueryKey = ['companies', 'brands'] as const;

/**
 * The user dropdown's companies and actions, from the bootstrap's ACCOUNT_BRANDS link (spec 01 §3,
 * §7). The schema loads beside the answer, so the frame's first paint carries no zod.
 */
export const brandsQueryOptions = (link: ResourceLink | undefined) =>
  queryOptions({
    queryKey: brandsQueryKey,
    queryFn: async ({ signal }): Promise<BrandsData> => {
      const [data, { brandsDataSchema }] = await Promise.all([
        apiFetch(link!.url, { signal }),
        import('@focal/contracts/companies'),
      ]);
      return brandsDataSchema.parse(data);
    },
    enabled: Boolean(link?.url),
  });
