import { ApiRoutes } from '@focal/contracts/api-routes';
import type {
  CreateQuestionnaireTemplateRequest,
  QuestionnaireTemplate,
} from '@focal/contracts/questionnaires/template';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { questionnaireKeys } from './query-keys';

/** After a write the list is asked again; an open editor's template is not (it keeps the user's edits). */
function useListRefresh() {
  const queries = useQueryClient();
  const companyId = useBootstrap().authorizedCompany.id;
  return () => queries.invalidateQueries({ queryKey: questionnaireKeys.list(companyId) });
}

/** Adds a template, or replaces one on the version the editor loaded (`updatedAt`, else StaleVersion). */
export function useSaveQuestionnaireTemplate() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: ({
      body,
      opened,
    }: {
      body: CreateQuestionnaireTemplateRequest;
      opened: { id: string; updatedAt: string } | undefined;
    }): Promise<QuestionnaireTemplate> =>
      opened
        ? apiFetch(ApiRoutes.updateQuestionnaireTemplate, {
            params: { id: opened.id },
            body: { ...body, updatedAt: opened.updatedAt },
          })
        : apiFetch(ApiRoutes.createQuestionnaireTemplate, { body }),
    onSettled: refresh,
  });
}

export function useDuplicateQuestionnaireTemplate() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch(ApiRoutes.duplicateQuestionnaireTemplate, { params: { id } }),
    onSettled: refresh,
  });
}

export function useDeleteQuestionnaireTemplate() {
  const refresh = useListRefresh();
  return useMutation({
    mutationFn: (id: string) => apiFetch(ApiRoutes.deleteQuestionnaireTemplate, { params: { id } }),
    onSettled: refresh,
  });
}
