import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../bootstrap/get-bootstrap';
import { apiFetch } from '../../http/client';

/** Every query of the company's payment schedule templates starts with this key. */
export const SCHEDULE_TEMPLATES_KEY = ['schedule-templates'] as const;
const scheduleTemplatesKey = (companyId: string) => [...SCHEDULE_TEMPLATES_KEY, companyId] as const;

/**
 * The company's payment schedule templates by name, each with its rule (at most 50, one answer).
 * `enabled` false asks nothing yet: a schedule editor asks when its "Use a template" menu opens.
 */
export function useScheduleTemplates(enabled = true) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: scheduleTemplatesKey(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listScheduleTemplates, { signal, expiredGoesToLogin: true }),
    enabled,
  });
}
