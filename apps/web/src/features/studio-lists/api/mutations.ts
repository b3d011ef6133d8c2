import { ApiRoutes } from '@focal/contracts/api-routes';
import type {
  CustomField,
  CustomFieldEntity,
  CustomFieldType,
  JobType,
  LeadStage,
  LeadStageKind,
} from '@focal/contracts/studio-lists';
import { apiFetch } from '../../../shared/http/client';
import { inOrder, useListMutation } from './use-list-mutation';

const byId = (id: string) => ({ id });

export const useCreateJobType = () =>
  useListMutation('jobTypes', (body: { name: string; colour: string }) =>
    apiFetch(ApiRoutes.createJobType, { body }),
  );
export const useUpdateJobType = () =>
  useListMutation(
    'jobTypes',
    ({ id, ...body }: { id: string; name?: string; colour?: string; archived?: boolean }) =>
      apiFetch(ApiRoutes.updateJobType, { params: byId(id), body }),
  );
export const useReorderJobTypes = () =>
  useListMutation(
    'jobTypes',
    (ids: string[]) => apiFetch(ApiRoutes.reorderJobTypes, { body: { ids } }),
    (types: JobType[], ids) => inOrder(types, ids),
  );
export const useDeleteJobType = () =>
  useListMutation('jobTypes', (id: string) => apiFetch(ApiRoutes.deleteJobType, { params: byId(id) }));

export const useCreateLeadStage = () =>
  useListMutation('leadStages', (body: { name: string; kind: LeadStageKind }) =>
    apiFetch(ApiRoutes.createLeadStage, { body }),
  );
export const useUpdateLeadStage = () =>
  useListMutation('leadStages', ({ id, ...body }: { id: string; name?: string; kind?: LeadStageKind }) =>
    apiFetch(ApiRoutes.updateLeadStage, { params: byId(id), body }),
  );
export const useReorderLeadStages = () =>
  useListMutation(
    'leadStages',
    (ids: string[]) => apiFetch(ApiRoutes.reorderLeadStages, { body: { ids } }),
    (stages: LeadStage[], ids) => inOrder(stages, ids),
  );
export const useDeleteLeadStage = () =>
  useListMutation('leadStages', ({ id, moveTo }: { id: string; moveTo?: string | undefined }) =>
    apiFetch(ApiRoutes.deleteLeadStage, { params: byId(id), query: moveTo ? { moveTo } : {} }),
  );

export type CustomFieldForm = { label: string; type: CustomFieldType; options: string[] };

export const useCreateCustomField = () =>
  useListMutation('customFields', (body: CustomFieldForm & { entity: CustomFieldEntity }) =>
    apiFetch(ApiRoutes.createCustomField, { body }),
  );
export const useUpdateCustomField = () =>
  useListMutation('customFields', ({ id, ...body }: { id: string; label?: string; options?: string[] }) =>
    apiFetch(ApiRoutes.updateCustomField, { params: byId(id), body }),
  );
export const useReorderCustomFields = () =>
  useListMutation(
    'customFields',
    ({ entity, ids }: { entity: CustomFieldEntity; ids: string[] }) =>
      apiFetch(ApiRoutes.reorderCustomFields, { body: { entity, ids } }),
    (fields: CustomField[], { ids }) => inOrder(fields, ids),
  );
export const useDeleteCustomField = () =>
  useListMutation('customFields', (id: string) =>
    apiFetch(ApiRoutes.deleteCustomField, { params: byId(id) }),
  );
