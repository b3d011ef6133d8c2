import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateScheduleTemplateRequest, ScheduleTemplate } from '@focal/contracts/schedule-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_TEMPLATES_KEY } from '../../../shared/documents/api/list-schedule-templates';
import { apiFetch } from '../../../shared/http/client';

/** Adds a template, or replaces one's name and rule on the version the form opened (`updatedAt`). */
export function useSaveScheduleTemplate(opened: ScheduleTemplate | undefined) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScheduleTemplateRequest): Promise<ScheduleTemplate> =>
      opened
        ? apiFetch(ApiRoutes.updateScheduleTemplate, {
            params: { id: opened.id },
            body: { ...body, updatedAt: opened.updatedAt },
          })
        : apiFetch(ApiRoutes.createScheduleTemplate, { body }),
    onSettled: () => queries.invalidateQueries({ queryKey: SCHEDULE_TEMPLATES_KEY }),
  });
}

export function useDeleteScheduleTemplate() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(ApiRoutes.deleteScheduleTemplate, { params: { id } }),
    onSettled: () => queries.invalidateQueries({ queryKey: SCHEDULE_TEMPLATES_KEY }),
  });
}
