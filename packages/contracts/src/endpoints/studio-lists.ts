import { ApiRoutes as R } from '../api-routes.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  createCustomFieldRequestSchema,
  createJobTypeRequestSchema,
  createLeadStageRequestSchema,
  customFieldListResponseSchema,
  customFieldResponseSchema,
  deleteJobTypeResponseSchema,
  deleteLeadStageQuerySchema,
  jobTypeListResponseSchema,
  jobTypeResponseSchema,
  leadStageListResponseSchema,
  leadStageResponseSchema,
  listCustomFieldsQuerySchema,
  listItemParamsSchema,
  reorderCustomFieldsRequestSchema,
  reorderJobTypesRequestSchema,
  reorderLeadStagesRequestSchema,
  updateCustomFieldRequestSchema,
  updateJobTypeRequestSchema,
  updateLeadStageRequestSchema,
} from '../studio-lists.ts';

const lists = { tags: ['studio-lists'], access: 'company' } as const;
const REORDER = 'Sets the order: every id of the list, once each, in the new order (else ValidationFailed).';

/** Settings → job types, lead pipeline and custom fields of the current company. */
export const studioListEndpoints = {
  listJobTypes: endpoint(R.listJobTypes, {
    ...lists,
    description:
      'The job types in order, archived ones included (flagged), each with its count of leads and jobs.',
    response: jobTypeListResponseSchema,
  }),
  createJobType: endpoint(R.createJobType, {
    ...lists,
    description:
      'Adds a job type at the end. A name taken (any case) is AlreadyExists with `data.fields.name`.',
    body: createJobTypeRequestSchema,
    response: jobTypeResponseSchema,
  }),
  updateJobType: endpoint(R.updateJobType, {
    ...lists,
    description: 'Renames, recolours, or restores (`archived: false`) a job type.',
    params: listItemParamsSchema,
    body: updateJobTypeRequestSchema,
    response: jobTypeResponseSchema,
  }),
  reorderJobTypes: endpoint(R.reorderJobTypes, {
    ...lists,
    description: REORDER,
    body: reorderJobTypesRequestSchema,
    response: jobTypeListResponseSchema,
  }),
  deleteJobType: endpoint(R.deleteJobType, {
    ...lists,
    description:
      'Deletes a job type no lead or job uses; one in use is archived instead (its records keep it, new ones cannot pick it).',
    params: listItemParamsSchema,
    response: deleteJobTypeResponseSchema,
  }),
  listLeadStages: endpoint(R.listLeadStages, {
    ...lists,
    description: 'The pipeline stages in order, each with its count of leads.',
    response: leadStageListResponseSchema,
  }),
  createLeadStage: endpoint(R.createLeadStage, {
    ...lists,
    description:
      'Adds a stage at the end. The pipeline has exactly one won stage: a second is Conflict. A name taken is AlreadyExists.',
    body: createLeadStageRequestSchema,
    response: leadStageResponseSchema,
  }),
  updateLeadStage: endpoint(R.updateLeadStage, {
    ...lists,
    description:
      'Renames a stage or changes its kind; a change that leaves no open stage, no lost stage or not exactly one won stage is Conflict.',
    params: listItemParamsSchema,
    body: updateLeadStageRequestSchema,
    response: leadStageResponseSchema,
  }),
  reorderLeadStages: endpoint(R.reorderLeadStages, {
    ...lists,
    description: REORDER,
    body: reorderLeadStagesRequestSchema,
    response: leadStageListResponseSchema,
  }),
  deleteLeadStage: endpoint(R.deleteLeadStage, {
    ...lists,
    description:
      'Deletes a stage, moving its leads to `moveTo` (required when it has any: ValidationFailed). The won stage, the last open and the last lost stage cannot go (Conflict).',
    params: listItemParamsSchema,
    query: deleteLeadStageQuerySchema,
    response: emptyDataSchema,
  }),
  listCustomFields: endpoint(R.listCustomFields, {
    ...lists,
    description: 'The custom fields in order, of one entity or both.',
    query: listCustomFieldsQuerySchema,
    response: customFieldListResponseSchema,
  }),
  createCustomField: endpoint(R.createCustomField, {
    ...lists,
    description: 'Adds a custom field at the end of its entity. A label taken there is AlreadyExists.',
    body: createCustomFieldRequestSchema,
    response: customFieldResponseSchema,
  }),
  updateCustomField: endpoint(R.updateCustomField, {
    ...lists,
    description:
      "Relabels a field or changes a select's options (records keep a value whose option was removed). The type is fixed.",
    params: listItemParamsSchema,
    body: updateCustomFieldRequestSchema,
    response: customFieldResponseSchema,
  }),
  reorderCustomFields: endpoint(R.reorderCustomFields, {
    ...lists,
    description: REORDER,
    body: reorderCustomFieldsRequestSchema,
    response: customFieldListResponseSchema,
  }),
  deleteCustomField: endpoint(R.deleteCustomField, {
    ...lists,
    description: "Deletes a custom field and its values from every client's or record's custom fields.",
    params: listItemParamsSchema,
    response: emptyDataSchema,
  }),
};
