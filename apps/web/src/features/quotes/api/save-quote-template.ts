import { ApiRoutes } from '@focal/contracts/api-routes';
import type {
  CreateQuoteTemplateRequest,
  QuoteTemplate,
  UpdateQuoteTemplateRequest,
} from '@focal/contracts/quotes/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

/** After a save: the template's query takes the answer, the list reads itself again. */
function useTemplateSaved() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return (template: QuoteTemplate) => {
    queries.setQueryData(quoteKeys.template(companyId, template.id), template);
    void queries.invalidateQueries({ queryKey: quoteKeys.templates(companyId), exact: true });
  };
}

/** Adds a template (a name taken is AlreadyExists on `name`). */
export function useCreateQuoteTemplate() {
  const saved = useTemplateSaved();
  return useMutation({
    mutationFn: (body: CreateQuoteTemplateRequest) => apiFetch(ApiRoutes.createQuoteTemplate, { body }),
    onSuccess: saved,
  });
}

/** Replaces a template's name and content on the version loaded (changed since: StaleVersion). */
export function useUpdateQuoteTemplate(id: string) {
  const saved = useTemplateSaved();
  return useMutation({
    mutationFn: (body: UpdateQuoteTemplateRequest) =>
      apiFetch(ApiRoutes.updateQuoteTemplate, { params: { id }, body }),
    onSuccess: saved,
  });
}
