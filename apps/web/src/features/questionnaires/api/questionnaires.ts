import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateQuestionnaireRequest, Questionnaire } from '@focal/contracts/questionnaires/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { saveBlob } from '../../../shared/documents/save-blob';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';

/** Keyed by company, so a company switch never shows another's questionnaires. */
const questionnaireKeys = {
  all: (companyId: string) => ['questionnaires', companyId] as const,
  ofJob: (companyId: string, jobId: string) => ['questionnaires', companyId, 'job', jobId] as const,
  one: (companyId: string, id: string) => ['questionnaires', companyId, 'one', id] as const,
  templates: (companyId: string) => ['questionnaires', companyId, 'templates'] as const,
};

const useCompanyId = () => useBootstrap().authorizedCompany.id;

/** A record's questionnaires, newest first; read again whenever the tab opens. */
export function useJobQuestionnaires(jobId: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: questionnaireKeys.ofJob(companyId, jobId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listJobQuestionnaires, { params: { id: jobId }, signal }),
    staleTime: 0,
  });
}

export function useQuestionnaire(id: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: questionnaireKeys.one(companyId, id),
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getQuestionnaire, { params: { id }, signal, expiredGoesToLogin: true }),
  });
}

/** The templates the send dialog offers (Settings → Questionnaires), loaded when it opens. */
export function useTemplatesToSend(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: questionnaireKeys.templates(companyId),
    queryFn: ({ signal }) => apiFetch(ApiRoutes.listQuestionnaireTemplates, { signal }),
    enabled,
  });
}

/** After any change: the questionnaire's page and its record's list read again. */
function useRefresh() {
  const queries = useQueryClient();
  const companyId = useCompanyId();
  return (saved: Questionnaire) => {
    queries.setQueryData(questionnaireKeys.one(companyId, saved.id), saved);
    void queries.invalidateQueries({ queryKey: questionnaireKeys.ofJob(companyId, saved.jobId) });
  };
}

export function useCreateQuestionnaire(jobId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateQuestionnaireRequest) =>
      apiFetch(ApiRoutes.createQuestionnaire, { params: { id: jobId }, body }),
    onSuccess: (data) => refresh(data),
  });
}

export type QuestionnaireAct = 'send' | 'remind' | 'reopen';
const ACT_ROUTES = {
  send: ApiRoutes.sendQuestionnaire,
  remind: ApiRoutes.remindQuestionnaire,
  reopen: ApiRoutes.reopenQuestionnaire,
} as const;

/** Send a draft, remind the client, or reopen a submitted one. */
export function useQuestionnaireAct(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (act: QuestionnaireAct) =>
      (await apiFetch(ACT_ROUTES[act], { params: { id } })) as Questionnaire & { mailedTo?: string | null },
    onSuccess: (data) => refresh(data),
  });
}

/** A file question's file, saved under the name the client gave it. */
export const useDownloadAnswerFile = (id: string) =>
  useMutation({
    mutationFn: (question: { questionId: string; name: string }) =>
      // The contract declares no JSON answer: with 'blob' the client answers the Blob itself.
      apiFetch(ApiRoutes.downloadQuestionnaireFile, {
        params: { id, questionId: question.questionId },
        responseType: 'blob',
      }) as unknown as Promise<Blob>,
    onSuccess: (blob, question) => saveBlob(blob, question.name),
    onError: (error) => handleApiError(error),
  });

export function useDeleteQuestionnaire(questionnaire: Pick<Questionnaire, 'id' | 'jobId'>) {
  const queries = useQueryClient();
  const companyId = useCompanyId();
  return useMutation({
    mutationFn: () => apiFetch(ApiRoutes.deleteQuestionnaire, { params: { id: questionnaire.id } }),
    onSuccess: () => {
      queries.removeQueries({ queryKey: questionnaireKeys.one(companyId, questionnaire.id) });
      void queries.invalidateQueries({ queryKey: questionnaireKeys.ofJob(companyId, questionnaire.jobId) });
    },
  });
}
