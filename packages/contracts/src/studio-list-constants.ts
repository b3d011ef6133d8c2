/** The company's lists' bounds and the job type palette, without zod (the web imports them). */
export const JOB_TYPE_NAME_MAX = 60;
export const LEAD_STAGE_NAME_MAX = 60;
export const CUSTOM_FIELD_LABEL_MAX = 60;
export const CUSTOM_FIELD_OPTION_MAX = 60;
export const CUSTOM_FIELD_OPTIONS_MAX = 50;
/** A custom field's value as stored in a record's customFields. */
export const CUSTOM_FIELD_VALUE_MAX = 1000;
export const JOB_TYPES_MAX = 100;
export const LEAD_STAGES_MAX = 30;
/** Per entity. */
export const CUSTOM_FIELDS_MAX = 50;

/** The colours the picker offers (calendar colours: distinct, readable under white text). */
export const JOB_TYPE_COLOURS = [
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
  '#fa5252',
  '#868e96',
  '#495057',
] as const;

export const LEAD_STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type LeadStageKind = (typeof LEAD_STAGE_KINDS)[number];

export const CUSTOM_FIELD_ENTITIES = ['client', 'job'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A record's custom field values: { [fieldId]: value } (customFieldValuesSchema checks them). */
export type CustomFieldValues = Record<string, string>;
