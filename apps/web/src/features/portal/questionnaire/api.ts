import { PortalRoutes } from '@focal/contracts/portal/routes';
import type { AnswersPatch } from '@focal/contracts/questionnaires/answers';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { multipartFile } from '../../../shared/http/multipart';
import { portalKey, portalRequest, type PortalScope } from '../lib/scope';

/** The client's questionnaires: the home's list and one questionnaire, saved and submitted. */
export const questionnaireQueries = {
  list: (scope: PortalScope) =>
    queryOptions({
      queryKey: portalKey(scope, 'questionnaires'),
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.listPortalQuestionnaires, {
          params: { companyId: scope.companyId },
          ...portalRequest(scope),
          signal,
        }),
    }),
  one: (scope: PortalScope, id: string) =>
    queryOptions({
      queryKey: portalKey(scope, 'questionnaires', id),
      queryFn: ({ signal }) =>
        apiFetch(PortalRoutes.getPortalQuestionnaire, {
          params: { companyId: scope.companyId, id },
          ...portalRequest(scope),
          signal,
        }),
      // The page keeps the client's typing; a refetch on focus would only race it.
      refetchOnWindowFocus: false,
    }),
};

export const saveAnswers = (scope: PortalScope, id: string, answers: AnswersPatch) =>
  apiFetch(PortalRoutes.savePortalQuestionnaireAnswers, {
    params: { companyId: scope.companyId, id },
    body: { answers },
    ...portalRequest(scope),
  });

export const submitAnswers = (scope: PortalScope, id: string, version: number) =>
  apiFetch(PortalRoutes.submitPortalQuestionnaire, {
    params: { companyId: scope.companyId, id },
    body: { version },
    ...portalRequest(scope),
  });

/** A file for a file question (field `file`): what the next save sends as its answer. */
export const uploadAnswerFile = (scope: PortalScope, id: string, file: File) =>
  apiFetch(PortalRoutes.uploadPortalQuestionnaireFile, {
    params: { companyId: scope.companyId, id },
    body: multipartFile('file', file),
    ...portalRequest(scope),
  });
