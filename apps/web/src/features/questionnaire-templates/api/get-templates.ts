import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { questionnaireKeys } from './query-keys';

/** The company's questionnaire templates by name, with their counts (one answer). */
export function useQuestionnaireTemplates() {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: questionnaireKeys.list(companyId),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.listQuestionnaireTemplates, { signal, expiredGoesToLogin: true }),
  });
}

/** One template with its sections and questions. */
export function useQuestionnaireTemplate(id: string) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: questionnaireKeys.detail(companyId, id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getQuestionnaireTemplate, { params: { id }, signal, expiredGoesToLogin: true }),
  });
}
